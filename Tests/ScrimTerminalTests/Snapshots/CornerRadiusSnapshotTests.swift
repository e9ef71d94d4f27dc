import ScrimCore
import ScrimTerminal
import Testing

/// MDC's `cornerRadius` on a terminal: 0 draws square corners, any other radius rounded
/// ones (the default 4 is in every other modal snapshot).
@MainActor
@Suite struct CornerRadiusSnapshotTests {
  @Test(arguments: [Look.light, .dark])
  func squareCorners(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 50, height: 10))
    let alert = AlertController(
      title: "Archive the draft?", message: "It moves to Archive.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Archive"))
    alert.applyTheme(withScheme: look.scheme)
    alert.appearance.cornerRadius = 0
    try stage.app.present(alert)
    try stage.settle()
    stage.expectSnapshot(named: "cornerRadius0-\(look.rawValue)-50x10")
  }
}

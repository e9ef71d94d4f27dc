import ScrimCore
import ScrimTerminal
import Testing

/// A slider in a terminal: its title and value, then its track, heavy up to the thumb.
@MainActor
@Suite struct SliderSnapshotTests {
  /// dialog's rangebox as scrim shows it: a slider with focus, then Cancel and OK.
  static func dialog(_ scheme: ContainerScheme) -> Dialog {
    let dialog = Dialog(title: "Volume", message: "Set the speaker volume")
    dialog.addControl(.slider(Slider(title: "Level", value: 30, range: 0...100, step: 5)))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.applyTheme(withScheme: scheme)
    return dialog
  }

  @Test(arguments: [Look.light, .monochrome])
  func slider(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 50, height: 14))
    try stage.app.present(Self.dialog(look.scheme))
    try stage.settle()
    stage.expectSnapshot(named: "slider-\(look.rawValue)-50x14")
  }
}

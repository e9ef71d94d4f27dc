import ScrimCore
import ScrimTerminal
import Testing

/// One component as the snapshot tests show it.
enum Component: String, CaseIterable, Sendable {
  case alert
  case actionSheet
  case dialog
  case snackbar
  case banner

  /// Presents or shows the component on `stage` in its look's scheme.
  @MainActor
  func show(on stage: inout SnapshotStage) throws {
    let scheme = stage.look.scheme
    switch self {
    case .alert: try stage.app.present(SnapshotFixtures.alert(scheme))
    case .actionSheet: try stage.app.present(SnapshotFixtures.actionSheet(scheme))
    case .dialog:
      try stage.app.present(SnapshotFixtures.dialog(scheme))
      // Focus starts in the name field: move its cursor back before "Lovelace".
      try stage.type(String(repeating: "\u{1B}[D", count: 8))
    case .snackbar: stage.app.show(SnapshotFixtures.snackbar)
    case .banner: try stage.app.show(SnapshotFixtures.banner)
    }
    try stage.settle()
  }
}

/// A look at a terminal size.
struct Variant: Sendable, CustomStringConvertible {
  var look: Look
  var size: Size

  /// Every look at 80×24 and at 40×12.
  static let all: [Variant] = [Size(width: 80, height: 24), Size(width: 40, height: 12)]
    .flatMap { size in Look.allCases.map { Variant(look: $0, size: size) } }

  var description: String { "\(look.rawValue)-\(size.width)x\(size.height)" }
}

/// Text-grid pictures of every component over a host with coloured text, in every look
/// and at two sizes; the files are in `__Snapshots__` beside this one.
@MainActor
@Suite struct ComponentSnapshotTests {
  @Test(arguments: Component.allCases, Variant.all)
  func component(_ component: Component, variant: Variant) throws {
    var stage = try SnapshotStage(variant.look, size: variant.size)
    try component.show(on: &stage)
    stage.expectSnapshot(named: "\(component.rawValue)-\(variant)")
  }

  /// The preferred action stands out in every look, with focus elsewhere (on Cancel).
  @Test(arguments: Look.allCases)
  func preferredActionStandsOut(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 60, height: 14))
    try stage.app.present(SnapshotFixtures.plainDialog(look.scheme))
    try stage.settle()
    try stage.type("\t")  // from Save, the default, to Cancel
    try stage.settle()
    stage.expectSnapshot(named: "preferredAction-\(look.rawValue)-60x14")
  }

  /// The snackbar's action lit, as MDC's highlighted button is: white where the normal
  /// title is white at 60% (the `snackbar-*` pictures).
  @Test(arguments: [Look.light, Look.dark])
  func snackbarActionHighlighted(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 60, height: 8))
    var message = SnapshotFixtures.snackbar
    message.focusOnShow = true
    stage.app.show(message)
    try stage.settle()
    stage.expectSnapshot(named: "snackbarHighlighted-\(look.rawValue)-60x8")
  }

  @Test(arguments: Look.allCases)
  func popoverAnchoredToSourceRect(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 120, height: 30))
    // A toolbar button near the top right, as a Share button would be.
    let anchor = Rect(x: 96, y: 2, width: 7, height: 1)
    try stage.app.present(SnapshotFixtures.actionSheet(look.scheme, anchor: anchor))
    try stage.settle()
    stage.expectSnapshot(named: "popover-\(look.rawValue)-120x30")
  }
}

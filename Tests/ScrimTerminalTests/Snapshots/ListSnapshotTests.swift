import ScrimCore
import ScrimTerminal
import Testing

/// Text-grid pictures of long lists, a checklist and progress dialogs (whiptail's menu,
/// checklist and gauge), light and monochrome, at 80×24.
@MainActor
@Suite struct ListSnapshotTests {
  nonisolated static let looks: [Look] = [.light, .monochrome]
  nonisolated static let size = Size(width: 80, height: 24)

  @Test("a 200-item menu scrolled to the middle", arguments: looks)
  func menuScrolledToMiddle(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Self.size)
    try stage.app.present(ListSnapshotFixtures.menu(look.scheme))
    try stage.settle()
    // Page down into the middle, then step once so the highlight is inside the window.
    for _ in 0..<10 { try stage.type("\u{1B}[6~") }
    try stage.type("\u{1B}[A")
    try stage.settle()
    stage.expectSnapshot(named: "list-menu200-\(look.rawValue)-80x24")
  }

  @Test("dialog's menu: no marks, the row shown while the buttons keep focus", arguments: looks)
  func dialogMenu(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Self.size)
    try stage.app.present(ListSnapshotFixtures.dialogMenu(look.scheme))
    try stage.settle()
    try stage.type("\u{1B}[B\u{1B}[B\t")  // OS/2, then focus from OK to Cancel
    try stage.settle()
    stage.expectSnapshot(named: "list-dialog-menu-\(look.rawValue)-80x24")
  }

  @Test("a checklist with two marks, the highlight on a third", arguments: looks)
  func checklist(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Self.size)
    try stage.app.present(ListSnapshotFixtures.checklist(look.scheme))
    try stage.settle()
    try stage.type("\u{1B}[B\u{1B}[B \u{1B}[B")  // check the third, highlight the fourth
    try stage.settle()
    stage.expectSnapshot(named: "list-checklist-\(look.rawValue)-80x24")
  }

  @Test("a determinate progress dialog at 40%", arguments: looks)
  func determinateGauge(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Self.size)
    try stage.app.present(ListSnapshotFixtures.gauge(look.scheme, fraction: 0.4))
    try stage.settle()
    stage.expectSnapshot(named: "progress-determinate-\(look.rawValue)-80x24")
  }

  @Test("an indeterminate progress dialog, its segment part way along", arguments: looks)
  func indeterminateGauge(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Self.size)
    try stage.app.present(ListSnapshotFixtures.gauge(look.scheme, fraction: nil))
    try stage.settle()
    stage.expectSnapshot(named: "progress-indeterminate-\(look.rawValue)-80x24")
  }
}

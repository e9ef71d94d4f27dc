import ScrimCore
import ScrimTerminal
import Testing

/// Pictures of a popup menu: its title, a checkmark, glyph images, a disabled and a
/// destructive entry, a sub-menu open beside its entry, and a menu that opens above its
/// anchor at the bottom right.
@MainActor
@Suite struct MenuSnapshotTests {
  /// Cut and Copy with glyphs, Paste disabled, a Sort by sub-menu with Name checked, and
  /// a destructive Delete.
  static var editMenu: Menu {
    Menu(
      title: "Edit",
      children: [
        MenuAction(title: "Cut", image: ModalImage(glyph: "✂")),
        MenuAction(title: "Copy", image: ModalImage(glyph: "⧉")),
        MenuAction(title: "Paste", attributes: .disabled),
        Menu(
          title: "Sort by",
          children: [
            MenuAction(title: "Name", state: .on), MenuAction(title: "Date modified"),
            MenuAction(title: "Size"),
          ]),
        MenuAction(title: "Delete", attributes: .destructive),
      ])
  }

  @Test(arguments: Look.allCases)
  func menuWithOpenSubmenu(_ look: Look) throws {
    var stage = try SnapshotStage(look, size: Size(width: 60, height: 14))
    try stage.app.present(Self.editMenu, from: Rect(x: 4, y: 1, width: 6, height: 1))
    try stage.step()
    // Down to Sort by (Paste is passed over), then Right opens it.
    try stage.type("\u{1B}[B\u{1B}[B\u{1B}[C")
    stage.expectSnapshot(named: "menu-\(look.rawValue)-60x14")
  }

  @Test func menuAboveAnchorAtTheEdge() throws {
    var stage = try SnapshotStage(.light, size: Size(width: 40, height: 12))
    try stage.app.present(Self.editMenu, from: .point(x: 38, y: 11))
    try stage.step()
    try stage.type("\u{1B}[F")
    stage.expectSnapshot(named: "menu-edge-light-40x12")
  }
}

import CGTK
@_spi(Renderer) import ScrimCore
import Testing

/// A popup menu in a window: a Material menu's surface and rows, its sub-menu beside
/// its entry, keys and the pointer translated to the stage, and its tree mirrored for
/// screen readers.
@MainActor
@Suite struct MenuWindowTests {
  /// The catalog's Edit menu: pictures from the icon theme, a disabled entry, a sub-menu
  /// with a checkmark, a destructive entry.
  static var editMenu: Menu {
    Menu(
      title: "Edit",
      children: [
        MenuAction(title: "Cut", image: ModalImage(glyph: "✂", source: .themedIcon("edit-cut"))),
        MenuAction(
          title: "Copy", image: ModalImage(glyph: "⧉", source: .themedIcon("edit-copy"))),
        MenuAction(
          title: "Paste", image: ModalImage(glyph: "📋", source: .themedIcon("edit-paste")),
          attributes: .disabled),
        Menu(
          title: "Sort by",
          children: [
            MenuAction(title: "Name", state: .on), MenuAction(title: "Date modified"),
            MenuAction(title: "Size"),
          ]),
        MenuAction(
          title: "Delete", image: ModalImage(glyph: "🗑", source: .themedIcon("edit-delete")),
          attributes: .destructive),
      ])
  }

  /// Where the menu opens: a toolbar button's frame, in points.
  static let button = Rect(x: 40, y: 24, width: 96, height: 32)

  @Test("the Edit menu with its sub-menu open, in each theme", arguments: Theme.allCases)
  func screenshot(_ theme: Theme) throws {
    let driver = try GTKDriver(scheme: theme.scheme)
    try driver.app.present(Self.editMenu, from: Self.button)
    try driver.sendKey(.down)
    try driver.sendKey(.down)
    try driver.sendKey(.right)
    #expect(driver.shows("Date modified"))
    let (image, _) = try driver.photograph()
    let row = try #require(highlightedRows(driver).last)
    let fill = try #require(menuState(driver)).style.highlightColor
    #expect(image[row.x + 4, row.y + 4].distance(to: Pixel(fill)) <= 2)
    try driver.checkScreenshot("menu-\(theme)")
  }

  @Test("a click on an entry chooses it; a click outside closes the menu without a choice")
  func pointer() throws {
    let driver = try GTKDriver()
    var results: [MenuResult] = []
    try driver.app.present(Self.editMenu, from: Self.button) { results.append($0) }
    driver.drawFrame()
    let copy = try #require(menuState(driver)?.panels.first?.rows.first { $0.title == "Copy" })
    try driver.sendPointer(.press, x: copy.frame.x + 20, y: copy.frame.y + 10)
    try driver.sendPointer(.release, x: copy.frame.x + 20, y: copy.frame.y + 10)
    #expect(results.map(\.action?.title) == ["Copy"])
    try driver.app.present(Self.editMenu, from: Self.button) { results.append($0) }
    try driver.sendPointer(.press, x: 600, y: 400)
    #expect(results.last?.reason == .outsideTap && results.count == 2)
    #expect(!driver.shows("Copy"))
  }

  @Test("the window's accessible mirror holds the menu and its items")
  func mirror() throws {
    let driver = try GTKDriver()
    try driver.app.present(Self.editMenu, from: Self.button)
    driver.drawFrame()
    let tree = try #require(driver.accessibilityTrees.last)
    #expect(tree.role == .menu && tree.label == "Edit")
    #expect(tree.children.map(\.label) == ["Cut", "Copy", "Paste", "Sort by", "Delete"])
    #expect(tree.children.first?.isFocused == true)
  }

  private func menuState(_ driver: GTKDriver) -> MenuLayerState? {
    for case .menu(let state) in driver.stage.scene().layers { return state }
    return nil
  }

  private func highlightedRows(_ driver: GTKDriver) -> [Rect] {
    (menuState(driver)?.panels ?? []).compactMap { $0.rows.first(where: \.isHighlighted)?.frame }
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// The pointer over a menu: hovering highlights, a click chooses, a click outside ends
/// the menu without a choice.
@MainActor
@Suite struct MenuPointerTests {
  @Test("hovering highlights the entry under the pointer; a disabled one keeps it")
  func hover() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    let copy = try #require(fixture.row("Copy"))
    fixture.stage.handle(.pointer(PointerInput(.move, x: copy.x, y: copy.y)))
    #expect(fixture.highlights == ["Copy"])
    let paste = try #require(fixture.row("Paste"))
    fixture.stage.handle(.pointer(PointerInput(.move, x: paste.x, y: paste.y)))
    #expect(fixture.highlights == ["Copy"])
  }

  @Test("a click on an entry chooses it; a click on a sub-menu's entry opens it")
  func click() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    let sort = try #require(fixture.row("Sort by"))
    fixture.click(sort.x, sort.y)
    #expect(fixture.highlights == ["Sort by", "Name"])
    let date = try #require(fixture.row("Date"))
    fixture.click(date.x, date.y)
    #expect(fixture.calls == ["handler Date", "completion action Date"])
  }

  @Test("hovering another entry of the menu closes its open sub-menu")
  func hoverClosesSubmenu() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    let sort = try #require(fixture.row("Sort by"))
    fixture.click(sort.x, sort.y)
    let cut = try #require(fixture.row("Cut"))
    fixture.stage.handle(.pointer(PointerInput(.move, x: cut.x, y: cut.y)))
    #expect(fixture.highlights == ["Cut"])
  }

  @Test("a press outside every panel ends the menu without a choice, and is not the host's")
  func outside() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    #expect(fixture.stage.target(x: 70, y: 20) == .host)
    let disposition = fixture.stage.handle(.pointer(PointerInput(.press, x: 70, y: 20)))
    #expect(disposition == .handled)
    #expect(fixture.calls == ["completion outsideTap -"])
    #expect(fixture.stage.handle(.pointer(PointerInput(.release, x: 70, y: 20))) == .passedThrough)
  }

  @Test("pressing an entry and letting go on another chooses nothing")
  func dragOff() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    let cut = try #require(fixture.row("Cut"))
    let copy = try #require(fixture.row("Copy"))
    fixture.stage.handle(.pointer(PointerInput(.press, x: cut.x, y: cut.y)))
    fixture.stage.handle(.pointer(PointerInput(.release, x: copy.x, y: copy.y)))
    #expect(fixture.calls.isEmpty && fixture.stage.activeMenu != nil)
    #expect(fixture.stage.target(x: cut.x, y: cut.y) == .menuItem(MenuItemPath(item: 0)))
  }
}

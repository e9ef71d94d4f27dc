@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A menu's keys as WAI-ARIA's menu pattern and desktop menus have them: arrows wrap and
/// pass over disabled entries, Home and End, Return and Space choose, Right and Return
/// open a sub-menu, Left and Esc close it, Esc closes the menu.
@MainActor
@Suite struct MenuKeyboardTests {
  @Test("the first entry is highlighted; Up and Down wrap and pass over a disabled entry")
  func arrowsWrap() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    #expect(fixture.highlights == ["Cut"])
    fixture.keys(.up)
    #expect(fixture.highlights == ["Delete"])
    fixture.keys(.down, .down)
    #expect(fixture.highlights == ["Copy"])
    fixture.keys(.down)
    #expect(fixture.highlights == ["Sort by"], "Paste is disabled")
    fixture.keys(.end)
    #expect(fixture.highlights == ["Delete"])
    fixture.keys(.home)
    #expect(fixture.highlights == ["Cut"])
  }

  @Test("Return chooses: the handler runs once, then the completion, and the menu is gone")
  func returnChooses() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    fixture.keys(.down, .enter)
    #expect(fixture.calls == ["handler Copy", "completion action Copy"])
    #expect(fixture.stage.activeMenu == nil && fixture.layer == nil)
    fixture.keys(.enter)
    #expect(fixture.calls.count == 2, "nothing runs twice")
  }

  @Test("Space chooses the highlighted entry")
  func spaceChooses() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    fixture.stage.handle(.text(" "))
    #expect(fixture.calls == ["handler Cut", "completion action Cut"])
  }

  @Test("Right opens a sub-menu, Left closes it, Esc closes it, a second Esc the menu")
  func submenuKeys() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    fixture.keys(.end, .up)
    fixture.keys(.right)
    #expect(fixture.highlights == ["Sort by", "Name"])
    fixture.keys(.down, .down, .down)
    #expect(fixture.highlights == ["Sort by", "Name"], "the sub-menu's arrows wrap")
    fixture.keys(.left)
    #expect(fixture.highlights == ["Sort by"])
    fixture.keys(.enter)
    #expect(fixture.highlights == ["Sort by", "Name"], "Return opens it too")
    fixture.keys(.escape)
    #expect(fixture.highlights == ["Sort by"] && fixture.calls.isEmpty)
    fixture.keys(.escape)
    #expect(fixture.calls == ["completion escape -"])
    #expect(fixture.stage.activeMenu == nil)
  }

  @Test("Return in a sub-menu chooses its entry")
  func submenuChoice() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    fixture.keys(.end, .up, .right, .down, .enter)
    #expect(fixture.calls == ["handler Date", "completion action Date"])
  }

  @Test("while a menu is up it takes every key and the host gets none")
  func swallowsKeys() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    for input: StageInput in [.otherKey, .key(.tab), .text("z"), .key(.backspace)] {
      #expect(fixture.stage.handle(input) == .handled)
    }
    #expect(fixture.stage.scene().hostHasFocus == false)
    fixture.stage.dismissMenu()
    #expect(fixture.calls == ["completion programmatic -"])
    #expect(fixture.stage.handle(.otherKey) == .passedThrough)
  }

  @Test("the screen reader's escape and activation reach the menu")
  func accessibilityInput() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    fixture.stage.handle(.accessibilityActivate(.menuItem(MenuItemPath(item: 2))))
    #expect(fixture.calls.isEmpty, "Paste is disabled")
    fixture.stage.handle(.accessibilityActivate(.menuItem(MenuItemPath(item: 3, subitem: 2))))
    #expect(fixture.calls == ["handler Size", "completion action Size"])
    try fixture.present(fixture.editMenu())
    fixture.stage.handle(.accessibilityEscape)
    #expect(fixture.calls.last == "completion escape -")
  }

  @Test("presenting a menu ends the one up; presenting a modal ends it too")
  func replaced() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    try fixture.present(fixture.editMenu())
    #expect(fixture.calls == ["completion replaced -"])
    let alert = AlertController(title: "Disk full", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    try fixture.stage.present(alert)
    _ = fixture.stage.scene()
    #expect(fixture.calls == ["completion replaced -", "completion replaced -"])
    #expect(fixture.stage.activeMenu == nil)
  }

  @Test("a menu over a dialog takes its keys first, and the dialog keeps its own")
  func overModal() throws {
    let fixture = MenuFixture()
    let alert = AlertController(title: "Disk full", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    try fixture.stage.present(alert)
    try fixture.present(fixture.editMenu())
    fixture.keys(.escape)
    #expect(fixture.calls == ["completion escape -"])
    #expect(fixture.stage.presenter.activeModal === alert)
  }

  @Test("an empty menu, an empty sub-menu and one two levels deep cannot be presented")
  func presentationErrors() {
    let fixture = MenuFixture()
    #expect(throws: MenuError.empty) { try fixture.present(Menu(children: [])) }
    let nested = Menu(children: [
      Menu(title: "More", children: [Menu(title: "Even more", children: [fixture.action("A")])]),
      Menu(title: "None", children: []),
    ])
    #expect(
      nested.presentationErrors == [
        .nestedTooDeep(title: "More"), .emptySubmenu(title: "None"),
      ])
    #expect(throws: MenuError.nestedTooDeep(title: "More")) { try fixture.present(nested) }
    #expect(fixture.stage.activeMenu == nil)
  }
}

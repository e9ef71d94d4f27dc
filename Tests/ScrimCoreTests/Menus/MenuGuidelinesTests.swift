@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// The menu's usage rules.
@MainActor
@Suite struct MenuGuidelinesTests {
  private func rules(_ menu: Menu) -> [String] { Guidelines.check(menu).map(\.rule) }

  @Test("a well-made menu breaks no rule")
  func clean() {
    #expect(rules(MenuFixture().editMenu()).isEmpty)
  }

  @Test("an empty menu and an empty sub-menu are errors")
  func empty() {
    #expect(rules(Menu(children: [])) == ["menu.empty"])
    #expect(rules(Menu(children: [Menu(title: "More", children: [])])) == ["menu.empty-submenu"])
  }

  @Test("two entries of one panel with the same title are reported once, any case")
  func duplicate() {
    let fixture = MenuFixture()
    let menu = Menu(children: [
      fixture.action("Copy"), fixture.action("copy"), fixture.action("COPY"),
      Menu(title: "More", children: [fixture.action("Copy")]),
    ])
    let found = Guidelines.check(menu)
    #expect(found.map(\.rule) == ["menu.duplicate-title"])
    #expect(found.first?.message == "The menu has more than one entry titled \"copy\".")
  }

  @Test("blank titles, a panel of disabled entries and a long panel are reported")
  func others() {
    let fixture = MenuFixture()
    let disabled = Menu(children: [fixture.action("A", attributes: .disabled), fixture.action(" ")])
    #expect(rules(disabled) == ["menu.blank-title"])
    let onlyDisabled = Menu(children: [fixture.action("A", attributes: .disabled)])
    #expect(rules(onlyDisabled) == ["menu.all-disabled"])
    let long = Menu(children: (1...16).map { fixture.action("Item \($0)") })
    #expect(rules(long) == ["menu.too-many-entries"])
  }
}

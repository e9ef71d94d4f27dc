import Testing

/// `MenuScenarios` on the text renderer, the terminal and line mode.
@MainActor
@Suite("Stage scenarios: popup menus on every renderer")
struct MenuScenarioTests {
  @Test(
    "a menu: Down past a disabled entry, Right into its sub-menu, a letter, Return",
    arguments: RendererKind.allCases)
  func keys(_ kind: RendererKind) throws {
    try kind.check(MenuScenarios.keys)
  }

  @Test("a menu: Esc closes the sub-menu, then the menu", arguments: RendererKind.allCases)
  func escape(_ kind: RendererKind) throws {
    try kind.check(MenuScenarios.escape)
  }
}

import Testing

/// `MenuScenarios` in a window, compared step by step with the text renderer's trees.
@MainActor
@Suite("GTK: popup menu scenarios give the text renderer's trees")
struct GTKMenuScenarioTests {
  @Test("a menu: Down past a disabled entry, Right into its sub-menu, a letter, Return")
  func keys() throws { try expectSameTrees(GTKDriver(), MenuScenarios.keys) }

  @Test("a menu: Esc closes the sub-menu, then the menu")
  func escape() throws { try expectSameTrees(GTKDriver(), MenuScenarios.escape) }
}

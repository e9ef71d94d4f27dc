import Testing

/// `ListScenarios` on the text renderer and the terminal. (Line mode: the dialog
/// comparisons' line tests, `DialogTreeviewLineTests`, `DialogInputMenuLineTests`,
/// `DialogBuildlistLineTests`.)
@MainActor
@Suite("Stage scenarios: a tree, a rename and transfer lists on every renderer")
struct ListScenarioTests {
  @Test("a tree: guides, Space marks, Return is OK", arguments: [RendererKind.text, .terminal])
  func tree(_ kind: RendererKind) throws { try kind.check(ListScenarios.tree) }

  @Test("a rename in its row", arguments: [RendererKind.text, .terminal])
  func rename(_ kind: RendererKind) throws { try kind.check(ListScenarios.rename) }

  @Test("transfer lists: Space moves, $ switches", arguments: [RendererKind.text, .terminal])
  func transfer(_ kind: RendererKind) throws { try kind.check(ListScenarios.transfer) }
}

import Testing

/// What line mode says and is answered in the shared scenarios; the scenarios themselves
/// run in line mode beside the other renderers (`RendererKind.line`), all but the pointer
/// hover: line mode has no pointer to hold a banner with.
@MainActor
@Suite("Stage scenarios in line mode")
struct LineScenarioTests {
  @Test("what line mode said and was answered in the alert and dialog scenarios")
  func said() throws {
    let alert = LineDriver()
    try StageScenarios.alert(alert)
    #expect(
      alert.said == """
        Delete draft?
        Gone for good.
          1. Cancel
          2. Delete (Destructive)
        Choose an action (1-2): 2

        """, "Return took the focused button by its number")
    let dialog = LineDriver()
    try StageScenarios.dialog(dialog)
    #expect(
      dialog.said == """
        Rename draft
        Name: notes
        Keep a copy? (y/n, Return for n): y
          1. Cancel
          2. Save (default)
        Choose an action (1-2, Return for 2):\u{20}

        """, "the field and the toggle were asked in the tree's order, then the action")
  }
}

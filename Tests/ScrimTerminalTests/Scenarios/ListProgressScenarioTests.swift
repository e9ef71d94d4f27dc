import Testing

/// `ListProgressScenarios` on the text renderer, the terminal and line mode.
@MainActor
@Suite("Stage scenarios: lists and progress on every renderer")
struct ListProgressScenarioTests {
  @Test(
    "a 200-item menu: pages, a letter jump, a click on a row, Tab to OK and Return",
    arguments: RendererKind.allCases)
  func longMenu(_ kind: RendererKind) throws {
    try kind.check(ListProgressScenarios.longMenu)
  }

  @Test(
    "a gauge: no buttons, frames only while indeterminate, its percentage, ended by the app",
    arguments: RendererKind.allCases)
  func gauge(_ kind: RendererKind) throws {
    try kind.check(ListProgressScenarios.gauge)
  }

  // Not in line mode: a screen reader's user edits a text area by its lines up to a lone
  // "." (AccessibleTextAreaTests, ZenityLineModeTests), with no caret to put at Ctrl-Home.
  @Test(
    "zenity's text box: typing at Ctrl-Home, Ctrl-Tab to Cancel, where Return chooses OK",
    arguments: [RendererKind.text, .terminal])
  func textBox(_ kind: RendererKind) throws {
    try kind.check(ListProgressScenarios.textBox)
  }

  @Test(
    "a million-line text: its first rows, Page Down, End, Home, then Return chooses Exit",
    arguments: [RendererKind.text, .terminal])
  func longText(_ kind: RendererKind) throws {
    try kind.check(ListProgressScenarios.longText)
  }
}

import Testing

/// `ListProgressScenarios` on the text renderer and the terminal.
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

  @Test(
    "zenity's text box: typing at Ctrl-Home, Ctrl-Tab to Cancel, where Return chooses OK",
    arguments: RendererKind.allCases)
  func textBox(_ kind: RendererKind) throws {
    try kind.check(ListProgressScenarios.textBox)
  }
}

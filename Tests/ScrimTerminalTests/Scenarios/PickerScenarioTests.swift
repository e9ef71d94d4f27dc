import Testing

/// `PickerScenarios` on the text renderer, the terminal and line mode.
@MainActor
@Suite("Stage scenarios: pickers on every renderer")
struct PickerScenarioTests {
  // Not in line mode: a screen reader's user gives the date whole, as year-month-day
  // (DialogCalendarLineTests, ZenityLineModeTests), with no grid to move in.
  @Test(
    "a date picker: arrows across a month's end, Page Down a month, Return chooses OK",
    arguments: [RendererKind.text, .terminal])
  func datePicker(_ kind: RendererKind) throws {
    try kind.check(PickerScenarios.datePicker)
  }

  @Test(
    "a time picker: fields wrap without carrying, Right to the next, Return chooses OK",
    arguments: [RendererKind.text, .terminal])
  func timePicker(_ kind: RendererKind) throws {
    try kind.check(PickerScenarios.timePicker)
  }
}

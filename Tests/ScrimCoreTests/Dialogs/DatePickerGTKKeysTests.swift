@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A date picker with GTK 3's keys (`.gtk`), driven through the stage: the focused day
/// the scene hands painters, apart from the picked day, and what Space picks.
@MainActor
@Suite("a date picker with GTK's keys")
struct DatePickerGTKKeysTests {
  private func date(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDate {
    try #require(CalendarDate(year: year, month: month, day: day))
  }

  /// A dialog with the GTK picker on 10 August 2004, then Cancel and OK (preferred).
  private func stage(_ picker: DatePicker) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 24),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Due")
    picker.keyConvention = .gtk
    dialog.addControl(.datePicker(picker))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func focusedDay(_ stage: Stage) -> Int? {
    for case .modal(let state) in stage.scene().layers {
      if case .datePicker(let element)? = state.control(0) { return element.focusedDay }
    }
    return nil
  }

  @Test("focus starts on OK; in the grid the arrows move a focused day, the picked one stays")
  func focusedDayMoves() throws {
    let picker = DatePicker(title: "Date", date: try date(2004, 8, 10))
    let stage = try stage(picker)
    #expect(stage.focus == .action(1))
    stage.handle(.key(.tab))
    #expect(stage.focus == .control(0))
    #expect(focusedDay(stage) == nil, "none until an arrow")
    // GTK's grid starts a whole week early when the 1st (a Sunday here) starts a row: the
    // first Right lands on 25 July, outside the shown month.
    for _ in 0..<8 { stage.handle(.key(.right)) }
    #expect(focusedDay(stage) == 1)
    stage.handle(.key(.down))
    #expect(focusedDay(stage) == 8)
    #expect(picker.date == (try date(2004, 8, 10)), "the arrows pick nothing")
    stage.handle(.text(" "))
    #expect(picker.date == (try date(2004, 8, 8)))
    #expect(focusedDay(stage) == 8)
  }

  @Test("a screen reader hears the focused day in the picker's hint, after the picked date")
  func focusedDayIsSpoken() throws {
    let picker = DatePicker(title: "Date", date: try date(2004, 8, 10))
    let stage = try stage(picker)
    stage.handle(.key(.tab))
    stage.handle(.key(.right))
    let node = stage.scene().accessibilityTrees.first?.focusedNode
    #expect(node?.hint == "Tuesday 10 August 2004; focused: Sunday 25 July 2004")
    for _ in 0..<14 { stage.handle(.key(.right)) }
    stage.handle(.text(" "))
    let picked = stage.scene().accessibilityTrees.first?.focusedNode
    #expect(picked?.hint == "Sunday 8 August 2004; focused: Sunday 8 August 2004")
  }

  @Test("the focused day stops at the grid's ends; Space on a day of the months around goes there")
  func endsAndMonthsAround() throws {
    let picker = DatePicker(title: "Date", date: try date(2004, 8, 10))
    let stage = try stage(picker)
    stage.handle(.key(.tab))
    stage.handle(.key(.left))
    stage.handle(.key(.right))
    stage.handle(.key(.down))
    #expect(focusedDay(stage) == nil, "4 September: the grid's last cell, no day of August")
    stage.handle(.text(" "))
    #expect(picker.date == (try date(2004, 9, 4)))
    #expect(focusedDay(stage) == 4)
    stage.handle(.key(.enter))
    #expect(stage.focus == .control(0), "Return stays in the grid")
  }

  @Test("the focused day is the showing's: shown again, the picker has none")
  func focusedDayIsTheShowings() throws {
    let picker = DatePicker(title: "Date", date: try date(2004, 8, 10))
    let first = try stage(picker)
    first.handle(.key(.tab))
    first.handle(.key(.right))
    let second = try stage(picker)
    second.handle(.key(.tab))
    #expect(focusedDay(second) == nil)
    second.handle(.text(" "))
    #expect(picker.date == (try date(2004, 8, 10)))
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A time picker driven through the stage: its keys in Material's and dialog's
/// conventions, its fields' wrapping and its node.
@MainActor
@Suite("a time picker: its keys, its fields and its tree")
struct TimePickerTests {
  private func stage(_ picker: TimePicker) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 20),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Alarm")
    dialog.addControl(.timePicker(picker))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func press(_ stage: Stage, _ keys: Key...) {
    for key in keys { stage.handle(.key(key)) }
  }

  /// The field the keys move, as the scene shows it; nil when none shows focused.
  private func focusedField(_ stage: Stage) -> Int? {
    for case .modal(let state) in stage.scene().layers {
      if case .timePicker(let element)? = state.control(0) { return element.focusedField }
    }
    return nil
  }

  @Test("Material's keys: Up raises, Down lowers, each field wraps without carrying")
  func materialKeys() throws {
    let picker = TimePicker(title: "Alarm", hour: 23, minute: 59, second: 58)
    let stage = try stage(picker)
    #expect(stage.focus == .control(0) && focusedField(stage) == 0)
    press(stage, .up)
    #expect(picker.valueText == "00:59:58")
    press(stage, .right, .up)
    #expect(picker.valueText == "00:00:58", "no carry into the hour")
    press(stage, .tab, .down, .down)
    #expect(picker.valueText == "00:00:56")
    press(stage, .tab)
    #expect(stage.focus == .action(0), "out of the last field")
    picker.showsSeconds = false
    #expect(picker.valueText == "00:00")
    #expect(TimePicker(title: "", hour: -1, minute: 61).valueText == "23:01:00")
  }

  @Test("dialog's keys: focus starts on OK; Down and + raise, Up and - lower; Left leaves")
  func dialogKeys() throws {
    let picker = TimePicker(title: "Time", hour: 12, minute: 34, second: 56)
    picker.keyConvention = .dialog
    let stage = try stage(picker)
    #expect(stage.focus == .action(1))
    press(stage, .tab)
    #expect(stage.focus == .control(0) && focusedField(stage) == 0)
    press(stage, .down, .pageUp, .up)
    #expect(picker.hour == 11)
    stage.handle(.text("++"))
    #expect(picker.hour == 13)
    press(stage, .left)
    #expect(stage.focus == .action(1), "Left from the hour goes back along the stops")
    press(stage, .right)
    #expect(focusedField(stage) == 0, "Right comes forward into the hour")
    press(stage, .right, .right, .right)
    #expect(stage.focus == .action(0), "Right from the second goes on")
  }

  @Test("its node is a time picker with its time; a screen reader sets hh:mm:ss")
  func tree() throws {
    let picker = TimePicker(title: "Alarm", hour: 7, minute: 30)
    let stage = try stage(picker)
    let node = try #require(
      stage.accessibilityTrees.first?.children.first { $0.role == .timePicker })
    #expect(node.label == "Alarm" && node.value == "07:30:00" && node.isFocused)
    stage.handle(.accessibilitySetValue(control: 0, "18:05:09"))
    #expect(picker.valueText == "18:05:09")
    for bad in ["24:00:00", "7", "7:60", "seven"] {
      stage.handle(.accessibilitySetValue(control: 0, bad))
    }
    #expect(picker.valueText == "18:05:09", "not a time: kept")
    for case .modal(let state) in stage.scene().layers {
      guard case .timePicker(let element)? = state.control(0) else { continue }
      #expect(element.fields == ["18", "05", "09"] && element.focusedField == 0)
    }
  }
}

/// The guidelines' rules for pickers.
@MainActor
@Suite("pickers and the guidelines")
struct PickerGuidelineTests {
  @Test("a picker without a title, and a calendar with short names, are warned of")
  func rules() throws {
    let day = try #require(CalendarDate(year: 2026, month: 12, day: 5))
    let dialog = Dialog(title: "Schedule the backup")
    let unnamed = DatePicker(title: " ", date: day)
    unnamed.monthNames = ["Jan"]
    dialog.addControl(.datePicker(unnamed))
    dialog.addControl(.timePicker(TimePicker(title: "", hour: 1, minute: 2)))
    dialog.addControl(.timePicker(TimePicker(title: "At", hour: 1, minute: 2)))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Schedule"))
    let rules = Guidelines.check(dialog).map(\.rule)
    #expect(rules.filter { $0 == "picker.no-label" }.count == 2)
    #expect(rules.contains("date-picker.names"))
    #expect(unnamed.monthName == "December", "a missing name falls back to English")
  }
}

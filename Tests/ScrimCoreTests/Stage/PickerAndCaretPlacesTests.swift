@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// What a painter would otherwise measure for itself comes in the scene: a time picker's
/// field boxes, a date picker's year, a renamed item's caret, measured once by the stage
/// in the renderer's units, so a terminal and a window put them in the same places.
@MainActor
@Suite("the scene places a time picker's fields, a date picker's year and a rename's caret")
struct PickerAndCaretPlacesTests {
  /// A stage in points whose characters are each 10 wide.
  private func stage(_ controls: [Control], rename: AlertAction? = nil) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 1000, height: 900),
      measurer: FixedWidthMeasurer(columnsPerCharacter: 10), metrics: .points,
      reducesMotion: true)
    let dialog = Dialog(title: "Form")
    for control in controls { dialog.addControl(control) }
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    if let rename { dialog.addAction(rename) }
    dialog.preferredAction = ok
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func shown(_ stage: Stage) throws -> (ControlElement, Rect) {
    for case .modal(let state) in stage.scene().layers {
      let item = try #require(state.layout.items.first { $0.index == 0 })
      return (try #require(state.control(0)), item.frame)
    }
    throw PlacesTestError()
  }

  @Test("a time picker's fields are boxes of their digits and the inset, inside its item")
  func timeFields() throws {
    let stage = try stage([.timePicker(TimePicker(title: "Alarm", hour: 7, minute: 30))])
    guard case (.timePicker(let picker), let item) = try shown(stage) else {
      Issue.record("no time picker")
      return
    }
    let inset = LayoutMetrics.points.timeFieldInset
    #expect(inset == 12)
    #expect(picker.fieldFrames.map(\.width) == [20 + 2 * inset, 20 + 2 * inset, 20 + 2 * inset])
    #expect(picker.separatorFrames.map(\.width) == [30, 30], "\" : \" measured")
    #expect(picker.fieldFrames.map(\.x) == [0, 74, 148])
    #expect(picker.separatorFrames.map(\.x) == [44, 118])
    #expect(
      (picker.fieldFrames.last?.maxX ?? .max) <= item.width,
      "the layout made the item wide enough for the boxes")
    #expect(picker.focusedField == 0)
  }

  @Test("a date picker's year follows the month's name and a space, as measured")
  func dateHeader() throws {
    let date = try #require(CalendarDate(year: 1981, month: 7, day: 7))
    let stage = try stage([.datePicker(DatePicker(title: "Due", date: date))])
    guard case (.datePicker(let picker), _) = try shown(stage) else {
      Issue.record("no date picker")
      return
    }
    #expect(picker.monthWidth == 40, "July")
    #expect(picker.yearX == picker.gridX + 40 + 10)
    #expect(picker.yearWidth == 40, "1981")
  }

  @Test("a renamed item's caret is after the typed text in the detail's column")
  func renameCaret() throws {
    let list = ChoiceList(
      title: "Menu", items: [.init(title: "UID:", detail: "1000"), .init(title: "GID:")])
    list.isTabStop = false
    list.showsMarks = false
    let rename = AlertAction(title: "Rename")
    list.renameAction = rename
    let stage = try stage([.choice(list)], rename: rename)
    stage.handle(.key(.tab))
    stage.handle(.key(.enter))
    stage.handle(.text("42"))
    guard case (.choice(let list), let item) = try shown(stage) else {
      Issue.record("no list")
      return
    }
    let caret = try #require(list.renaming?.caret)
    let frames = list.appearance.rowFrames(
      in: item, columns: list.columns, metrics: .points)
    let detail = try #require(frames.first?.detail)
    #expect(caret.x == detail.x - item.x + 20, "after \"42\", 10 a character")
    #expect(caret.y == detail.y - item.y && caret.height == detail.height)
    #expect(caret.maxX == detail.maxX - item.x, "to the column's end")
    stage.handle(.key(.end))
    let (after, _) = try shown(stage)
    guard case .choice(let moved) = after else { return }
    #expect(moved.renaming?.caret?.x == detail.x - item.x + 60, "after \"421000\"")
  }
}

private struct PlacesTestError: Error {}

import CGTK
@_spi(Renderer) import ScrimCore
import Testing

/// A time picker in a window: each field a filled box where the stage placed it, the one
/// the keys move outlined in the accent, the boxes inside the dialog.
@MainActor
@Suite struct TimePickerDrawingTests {
  @Test("the focused field's box is outlined where the scene puts it; Right moves it")
  func fieldBoxes() throws {
    let driver = try GTKDriver(scheme: Theme.light.scheme)
    let picker = TimePicker(title: "Alarm", hour: 7, minute: 30)
    let dialog = Dialog(title: "Wake")
    dialog.addControl(.timePicker(picker))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.applyTheme(withScheme: Theme.light.scheme)
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(400))
    let (item, element, modal) = try layout(driver)
    #expect(element.fieldFrames.count == 3 && element.separatorFrames.count == 2)
    let last = try #require(element.fieldFrames.last)
    #expect(item.x + last.maxX <= modal.maxX, "the boxes fit in the dialog")
    let accent = Pixel(Theme.light.scheme.colorScheme.primary)
    // The outline's left edge, halfway down the box.
    func edge(_ field: Int) -> (x: Int, y: Int) {
      let box = element.fieldFrames[field]
      return (item.x + box.x, item.y + box.y + box.height / 2)
    }
    let (before, _) = try driver.photograph()
    let hour = edge(0)
    let minute = edge(1)
    #expect(before[hour.x, hour.y].distance(to: accent) <= 40, "the hour outlined")
    #expect(before[minute.x, minute.y].distance(to: accent) > 40)
    try driver.sendKey(.right)
    try driver.advance(by: .milliseconds(100))
    let (after, _) = try driver.photograph()
    #expect(after[minute.x, minute.y].distance(to: accent) <= 40, "the outline moved on")
    #expect(after[hour.x, hour.y].distance(to: accent) > 40)
  }

  private func layout(_ driver: GTKDriver) throws -> (Rect, TimePickerElement, Rect) {
    for case .modal(let state) in driver.stage.scene().layers {
      let item = try #require(state.layout.items.first { $0.index == 0 })
      if case .timePicker(let element)? = state.control(0) {
        return (item.frame, element, state.layout.frame)
      }
    }
    throw TimePickerDrawingError()
  }
}

private struct TimePickerDrawingError: Error {}

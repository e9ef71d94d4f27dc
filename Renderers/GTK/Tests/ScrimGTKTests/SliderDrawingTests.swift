import CGTK
@_spi(Renderer) import ScrimCore
import Testing

/// A slider in a window: its title and value on the first row, then Material's track,
/// the accent up to the thumb, which moves with the keys.
@MainActor
@Suite struct SliderDrawingTests {
  @Test("the track is filled in the accent up to the thumb; Right and a click move it")
  func slider() throws {
    let driver = try GTKDriver(scheme: Theme.light.scheme)
    let slider = Slider(title: "Volume", value: 25, range: 0...100, step: 25)
    let dialog = Dialog(title: "Sound")
    dialog.addControl(.slider(slider))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    dialog.applyTheme(withScheme: Theme.light.scheme)
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(400))
    let layout = try #require(
      driver.stage.scene().layers.lazy.compactMap { layer -> ModalLayout? in
        if case .modal(let state) = layer { return state.layout }
        return nil
      }.first)
    let item = try #require(layout.items.first { $0.index == 0 }).frame
    let accent = Pixel(Theme.light.scheme.colorScheme.primary)
    let trackY = item.y + item.height * 3 / 4
    let quarter = item.x + (item.width - 1) / 4
    let (before, _) = try driver.photograph()
    #expect(driver.shows("Volume") && driver.shows("25"), "its title and value")
    #expect(before[quarter, trackY].distance(to: accent) <= 8, "the thumb at a quarter")
    #expect(before[item.x + item.width * 3 / 4, trackY].distance(to: accent) > 8)
    try driver.sendKey(.right)
    try driver.advance(by: .milliseconds(100))
    let (after, _) = try driver.photograph()
    #expect(slider.value == 50)
    #expect(driver.shows("50"))
    #expect(after[item.x + (item.width - 1) / 2, trackY].distance(to: accent) <= 8)
    // A click on the track, three quarters along, moves the value there.
    let x = item.x + (item.width - 1) * 3 / 4
    try driver.sendPointer(.press, x: x, y: trackY)
    try driver.sendPointer(.release, x: x, y: trackY)
    #expect(slider.value == 75)
  }
}

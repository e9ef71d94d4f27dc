@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A slider driven through the stage: its keys, a click on its track, its bounds and its
/// node, as dialog's `--rangebox` and zenity's `--scale` need it.
@MainActor
@Suite("a slider: its keys, its track, its bounds and its tree")
struct SliderTests {
  /// A dialog with a slider first (so it has focus), then Cancel and OK, on a stage.
  private func stage(
    _ slider: Slider, width: Int = 60
  ) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: width, height: 20),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Volume")
    dialog.addControl(.slider(slider))
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

  private func state(_ stage: Stage) throws -> ModalLayerState {
    for case .modal(let state) in stage.scene().layers { return state }
    throw SliderTestError()
  }

  @Test("arrows move a step, pages a tenth of the range, Home and End to the ends")
  func keys() throws {
    let slider = Slider(title: "Level", value: 50, range: 0...100, step: 5)
    let stage = try stage(slider)
    press(stage, .right)
    #expect(slider.value == 55)
    press(stage, .left, .left)
    #expect(slider.value == 45)
    press(stage, .up)
    #expect(slider.value == 50)
    press(stage, .pageUp)
    #expect(slider.value == 60)
    press(stage, .pageDown, .pageDown)
    #expect(slider.value == 40)
    press(stage, .end)
    #expect(slider.value == 100)
    press(stage, .right, .pageUp)
    #expect(slider.value == 100, "held at the top")
    press(stage, .home)
    #expect(slider.value == 0)
    press(stage, .left, .pageDown)
    #expect(slider.value == 0, "held at the bottom")
    slider.pageStep = 7
    press(stage, .pageUp)
    #expect(slider.value == 7, "the app's own page")
  }

  @Test("a value outside the range is clamped, the range at Int's ends moves without a trap")
  func bounds() throws {
    let slider = Slider(title: "Level", value: 500, range: -10...10)
    #expect(slider.value == 10)
    slider.value = -99
    #expect(slider.value == -10)
    slider.range = 0...5
    #expect(slider.value == 0)
    let huge = Slider(title: "Any", value: 0, range: Int.min...Int.max, step: Int.max)
    let stage = try stage(huge)
    press(stage, .pageUp, .pageUp, .right)
    #expect(huge.value == Int.max)
    press(stage, .pageDown, .pageDown, .left, .left)
    #expect(huge.value == Int.min)
    huge.setPosition(1_000, of: 3)
    #expect(huge.value == Int.max)
  }

  @Test("a click on the track moves the thumb there, on a step; the thumb is drawn there")
  func click() throws {
    let slider = Slider(title: "Level", value: 0, range: 0...100, step: 10)
    let stage = try stage(slider)
    let state = try state(stage)
    let item = try #require(state.layout.items.first { $0.index == 0 })
    let track = item.frame.y + 1
    let x = item.frame.x + (item.frame.width - 1) * 7 / 10
    stage.handle(.pointer(PointerInput(.press, x: x, y: track)))
    stage.handle(.pointer(PointerInput(.release, x: x, y: track)))
    #expect(slider.value == 70)
    guard case .slider(let element)? = try self.state(stage).control(0) else {
      Issue.record("no slider element")
      return
    }
    #expect(element.valueText == "70")
    #expect(element.thumb == Int((0.7 * Double(item.frame.width - 1)).rounded()))
  }

  @Test("its node is a slider with its value and range; a hidden value is still read")
  func tree() throws {
    let slider = Slider(title: "Level", value: 30, range: 0...100, showsValue: false)
    let stage = try stage(slider)
    let node = try #require(stage.accessibilityTrees.first?.children.first { $0.role == .slider })
    #expect(node.label == "Level")
    #expect(node.value == "30")
    #expect(node.valueRange == 0...100)
    #expect(node.isFocused)
    #expect(node.description == "slider \"Level\" = \"30\" [0 to 100, focused]")
    stage.handle(.accessibilitySetValue(control: 0, "45"))
    #expect(slider.value == 45)
    stage.handle(.accessibilitySetValue(control: 0, "nine"))
    #expect(slider.value == 45, "not a number: kept")
    guard case .slider(let element)? = try state(stage).control(0) else {
      Issue.record("no slider element")
      return
    }
    #expect(element.valueText == nil)
  }
}

private struct SliderTestError: Error {}

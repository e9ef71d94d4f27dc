@_spi(Renderer) import ScrimCore
import ScrimTesting

/// The text renderer: input goes to the stage as it is, time through `update()`.
@MainActor
final class TextDriver: StageDriver {
  /// The size every renderer's transcript is compared at: a common terminal's, in cells.
  static let standardSize = Size(width: 80, height: 24)

  let clock = ManualClock()
  let stage: Stage
  let renderer: TextStageRenderer
  let transcript = ScenarioTranscript()

  init(size: Size) {
    stage = Stage(clock: clock, size: size, measurer: TerminalTextMeasurer())
    renderer = TextStageRenderer(stage: stage)
  }

  func sendKey(_ key: Key) throws { stage.handle(.key(key)) }
  func sendText(_ text: String) throws { stage.handle(.text(text)) }
  func sendPointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    stage.handle(.pointer(PointerInput(kind, x: x, y: y)))
  }
  func passTime(_ duration: Duration) throws {
    clock.advance(by: duration)
    stage.update()
  }
  func shows(_ text: String) -> Bool {
    renderer.lines.contains { $0.contains(text) }
  }
}

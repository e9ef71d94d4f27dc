@_spi(Renderer) import ScrimCore
@_spi(Renderer) import ScrimTesting

/// The text renderer (ScrimTesting's `TextRenderer`, built on the core's renderer contract
/// alone): input goes to its loop as it is, and each step is a turn of the loop.
@MainActor
final class TextDriver: StageDriver {
  /// The size every renderer's transcript is compared at: a common terminal's, in cells.
  static let standardSize = Size(width: 80, height: 24)

  let clock = ManualClock()
  let renderer: TextRenderer
  let transcript = ScenarioTranscript()
  var stage: Stage { renderer.stage }

  init(size: Size) {
    renderer = TextRenderer(clock: clock, size: size, measurer: TerminalTextMeasurer())
  }

  func sendKey(_ key: Key) throws { renderer.handle(.key(key)) }
  func sendText(_ text: String) throws { renderer.handle(.text(text)) }
  func sendPointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    renderer.handle(.pointer(PointerInput(kind, x: x, y: y)))
  }
  func passTime(_ duration: Duration) throws {
    clock.advance(by: duration)
    renderer.loop.turn()
  }
  func shows(_ text: String) -> Bool {
    renderer.loop.turn()
    return renderer.lines.contains { $0.contains(text) }
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// The terminal: keys and clicks go in as the bytes a terminal sends, and the screen is
/// read back from the bytes the app wrote.
@MainActor
final class TerminalDriver: StageDriver {
  var harness: AppHarness
  let transcript = ScenarioTranscript()
  var clock: ManualClock { harness.clock }
  var stage: Stage { harness.app.stage }

  init(size: Size) throws {
    // No escape delay: a lone Esc is taken as Esc on the same turn, as the text renderer
    // takes it, so both run on the same clock.
    harness = try AppHarness(
      columns: size.width, rows: size.height, reducesMotion: false, escapeDelay: .zero)
  }

  func sendKey(_ key: Key) throws {
    let bytes: String
    switch key {
    case .tab: bytes = "\t"
    case .backTab: bytes = "\u{1B}[Z"
    case .up: bytes = "\u{1B}[A"
    case .down: bytes = "\u{1B}[B"
    case .right: bytes = "\u{1B}[C"
    case .left: bytes = "\u{1B}[D"
    case .enter: bytes = "\r"
    case .escape: bytes = "\u{1B}"
    case .backspace: bytes = "\u{7F}"
    case .delete: bytes = "\u{1B}[3~"
    case .home: bytes = "\u{1B}[H"
    case .end: bytes = "\u{1B}[F"
    case .clearToStart: bytes = "\u{15}"
    case .pageUp: bytes = "\u{1B}[5~"
    case .pageDown: bytes = "\u{1B}[6~"
    case .textStart: bytes = "\u{1B}[1;5H"
    case .textEnd: bytes = "\u{1B}[1;5F"
    case .controlTab: bytes = "\u{1B}[9;5u"
    case .controlBackTab: bytes = "\u{1B}[9;6u"
    }
    try harness.type(bytes)
  }

  func sendText(_ text: String) throws { try harness.type(text) }

  func sendPointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    let at = "\(x + 1);\(y + 1)"
    switch kind {
    case .press: try harness.type("\u{1B}[<0;\(at)M")
    case .release: try harness.type("\u{1B}[<0;\(at)m")
    case .move: try harness.type("\u{1B}[<35;\(at)M")
    case .scroll(let lines): try harness.type("\u{1B}[<\(lines < 0 ? 64 : 65);\(at)M")
    case .otherButton: try harness.type("\u{1B}[<2;\(at)M")
    }
  }

  func passTime(_ duration: Duration) throws { try harness.advance(by: duration) }

  func shows(_ text: String) -> Bool { harness.find(text) != nil }
}

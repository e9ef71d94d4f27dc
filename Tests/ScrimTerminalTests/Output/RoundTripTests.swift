import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Replays the renderer's bytes into a virtual terminal and checks it shows exactly the
/// painted screen, frame after frame, for many random screens.
@Suite struct RoundTripTests {
  private let measurer = CellMeasurer()
  private let graphemes = ["a", "b", " ", "─", "写", "真", "👍", "é", "│", "x"]
  private let palette: [Color?] = [nil, Color(hex: 0x6200EE), Color(hex: 0x323232), .white]

  private func randomStyle(_ random: inout SeededGenerator) -> CellStyle {
    let attributes = CellStyle.Attributes(rawValue: UInt8.random(in: 0..<32, using: &random))
    return CellStyle(
      foreground: palette.randomElement(using: &random) ?? nil,
      background: palette.randomElement(using: &random) ?? nil,
      attributes: Int.random(in: 0..<3, using: &random) == 0 ? attributes : [])
  }

  private func mutate(_ screen: inout Screen, _ random: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 0...40, using: &random) {
      let x = Int.random(in: 0..<max(1, screen.width), using: &random)
      let y = Int.random(in: 0..<max(1, screen.height), using: &random)
      let style = randomStyle(&random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        let width = Int.random(in: 1...12, using: &random)
        screen.fill(Rect(x: x, y: y, width: width, height: 1), with: .blank)
      case 1:
        // "─" is in DEC's line-drawing set, "═" is not.
        let line = Bool.random(using: &random) ? "─" : "═"
        let run = String(repeating: line, count: Int.random(in: 1...10, using: &random))
        screen.write(run, x: x, y: y, style: style, measurer: measurer)
      case 2:
        // A box with a shadow down its right side and along its foot, which the encoder
        // may write after the box.
        let width = Int.random(in: 2...12, using: &random)
        let height = Int.random(in: 2...6, using: &random)
        let shadow = randomStyle(&random)
        screen.fill(Rect(x: x, y: y, width: width, height: height), with: .blank(style))
        screen.fill(Rect(x: x + width, y: y + 1, width: 1, height: height), with: .blank(shadow))
        screen.fill(Rect(x: x + 1, y: y + height, width: width, height: 1), with: .blank(shadow))
      default:
        let text = (0..<Int.random(in: 1...6, using: &random)).map { _ in
          graphemes.randomElement(using: &random) ?? "a"
        }.joined()
        screen.write(text, x: x, y: y, style: style, measurer: measurer)
      }
    }
  }

  @Test(
    "random frames replay exactly at every colour depth",
    arguments: [ColorDepth.trueColor, .none])
  func replay(depth: ColorDepth) {
    var random = SeededGenerator(seed: depth == .none ? 7 : 11)
    for round in 0..<125 {
      let width = Int.random(in: 1...40, using: &random)
      let height = Int.random(in: 1...8, using: &random)
      var encoder = ANSIEncoder(depth: depth, usesRepeat: round % 2 == 0)
      encoder.usesLineDrawingSet = round % 4 < 2
      var renderer = Renderer(encoder: encoder)
      var terminal = VirtualTerminal(width: width, height: height, measurer: measurer)
      var screen = Screen(width: width, height: height)
      for _ in 0..<4 {
        mutate(&screen, &random)
        terminal.feed(renderer.render(screen, cursor: .hidden))
        let expected = depth == .none ? stripColours(screen) : screen
        #expect(terminal.screen == expected, "round \(round), \(width)×\(height)")
        #expect(terminal.unknown.isEmpty)
      }
    }
  }

  @Test("inline frames, drawn from the saved cursor, replay exactly in their rows")
  func replayInline() {
    var random = SeededGenerator(seed: 5)
    for round in 0..<125 {
      let width = Int.random(in: 1...40, using: &random)
      let height = Int.random(in: 1...6, using: &random)
      let top = Int.random(in: 0...3, using: &random)
      var encoder = ANSIEncoder(depth: .trueColor, usesRepeat: round % 2 == 0)
      encoder.usesLineDrawingSet = round % 4 < 2
      encoder.origin = .savedCursor
      var renderer = Renderer(encoder: encoder)
      var terminal = VirtualTerminal(width: width, height: top + height, measurer: measurer)
      // The shell's lines above, then the origin saved as the inline modes save it.
      terminal.feed(Array((String(repeating: "\r\n", count: top) + "\u{1B}7").utf8))
      var screen = Screen(width: width, height: height)
      for _ in 0..<4 {
        mutate(&screen, &random)
        terminal.feed(renderer.render(screen, cursor: .hidden))
        let shown = (0..<height).map { y in
          (0..<width).compactMap { x in terminal.screen[x, top + y] }
        }
        let painted = (0..<height).map { y in (0..<width).compactMap { x in screen[x, y] } }
        #expect(shown == painted, "round \(round), \(width)×\(height) below \(top) rows")
        #expect(terminal.unknown.isEmpty)
      }
    }
  }

  private func stripColours(_ screen: Screen) -> Screen {
    var copy = screen
    copy.restyle(Rect(x: 0, y: 0, width: screen.width, height: screen.height)) { style in
      CellStyle(attributes: style.attributes)
    }
    return copy
  }
}

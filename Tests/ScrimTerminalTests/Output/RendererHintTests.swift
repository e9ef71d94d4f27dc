import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// The renderer's changed-rows hint: the same bytes as a full comparison whenever the
/// hint covers every changed row, and ignored when there is nothing to compare against.
@Suite struct RendererHintTests {
  private let measurer = CellMeasurer()
  private let graphemes = ["a", "b", " ", "─", "写", "👍", "é", "x"]
  private let palette: [Color?] = [nil, Color(hex: 0x6200EE), Color(hex: 0x323232), .white]

  private func randomStyle(_ random: inout SeededGenerator) -> CellStyle {
    CellStyle(
      foreground: palette.randomElement(using: &random) ?? nil,
      background: palette.randomElement(using: &random) ?? nil,
      attributes: CellStyle.Attributes(rawValue: UInt8.random(in: 0..<32, using: &random)))
  }

  /// Rewrites some random rows and returns them, as ranges a painter would report.
  private func paintRows(_ screen: inout Screen, _ random: inout SeededGenerator) -> [Range<Int>] {
    var painted: [Range<Int>] = []
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let top = Int.random(in: 0..<screen.height, using: &random)
      let rows = top..<min(screen.height, top + Int.random(in: 1...2, using: &random))
      for y in rows {
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let text = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            graphemes.randomElement(using: &random) ?? "a"
          }.joined()
          let x = Int.random(in: 0..<screen.width, using: &random)
          screen.write(text, x: x, y: y, style: randomStyle(&random), measurer: measurer)
        }
      }
      painted.append(rows)
    }
    return painted
  }

  /// The painted rows with some noise a caller may add: unchanged rows, overlaps and
  /// ranges outside the screen.
  private func hint(
    for painted: [Range<Int>], height: Int, _ random: inout SeededGenerator
  ) -> [Range<Int>] {
    var hint = painted
    if Bool.random(using: &random) { hint += painted.prefix(1) }
    if Bool.random(using: &random) { hint.append(-2..<1) }
    if Bool.random(using: &random) { hint.append((height - 1)..<(height + 3)) }
    return hint.shuffled(using: &random)
  }

  @Test("a hint covering every changed row gives exactly the bytes of a full comparison")
  func hintedEqualsFull() {
    var random = SeededGenerator(seed: 2026)
    for round in 0..<150 {
      let width = Int.random(in: 1...30, using: &random)
      let height = Int.random(in: 1...8, using: &random)
      let depth = ColorDepth.allCases.randomElement(using: &random) ?? .trueColor
      let usesRepeat = Bool.random(using: &random)
      var full = Renderer(encoder: ANSIEncoder(depth: depth, usesRepeat: usesRepeat))
      var hinted = Renderer(encoder: ANSIEncoder(depth: depth, usesRepeat: usesRepeat))
      var terminal = VirtualTerminal(width: width, height: height, measurer: measurer)
      var screen = Screen(width: width, height: height)
      for frame in 0..<6 {
        let painted = paintRows(&screen, &random)
        let rows = hint(for: painted, height: height, &random)
        let cursor: ANSIEncoder.CursorPlacement =
          frame % 2 == 0 ? .hidden : .visible(x: frame, y: frame % height)
        let expected = full.render(screen, cursor: cursor)
        let bytes = hinted.render(screen, cursor: cursor, changedRows: rows)
        #expect(bytes == expected, "round \(round), frame \(frame), \(width)×\(height)")
        #expect(hinted.previous == screen)
        terminal.feed(bytes)
      }
      if depth == .trueColor { #expect(terminal.screen == screen, "round \(round)") }
    }
  }

  @Test("regions covering every changed cell give exactly the bytes of a full comparison")
  func regionsEqualFull() {
    var random = SeededGenerator(seed: 29)
    for round in 0..<150 {
      let width = Int.random(in: 2...30, using: &random)
      let height = Int.random(in: 1...8, using: &random)
      var full = Renderer(encoder: ANSIEncoder(depth: .trueColor))
      var hinted = Renderer(encoder: ANSIEncoder(depth: .trueColor))
      var screen = Screen(width: width, height: height)
      for frame in 0..<6 {
        var regions: [Rect] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
          let x = Int.random(in: 0..<width, using: &random)
          let y = Int.random(in: 0..<height, using: &random)
          let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            graphemes.randomElement(using: &random) ?? "a"
          }.joined()
          let columns = screen.write(
            text, x: x, y: y, style: randomStyle(&random), measurer: measurer)
          // A write may blank the far half of a wide character on either side.
          regions.append(Rect(x: x - 1, y: y, width: columns + 2, height: 1))
        }
        let expected = full.render(screen, cursor: .hidden)
        let bytes = hinted.render(screen, cursor: .hidden, changedRegions: regions)
        #expect(bytes == expected, "round \(round), frame \(frame), \(width)×\(height)")
        #expect(hinted.previous == screen)
      }
    }
  }

  @Test("an empty hint writes no cells, only the cursor")
  func emptyHint() {
    var renderer = Renderer(encoder: ANSIEncoder(depth: .trueColor))
    var screen = Screen(width: 10, height: 3)
    _ = renderer.render(screen, cursor: .hidden)
    screen.write("Undo", x: 0, y: 1, style: .plain, measurer: measurer)
    #expect(renderer.render(screen, cursor: .hidden, changedRows: []).isEmpty)
    let moved = renderer.render(screen, cursor: .visible(x: 2, y: 2), changedRows: [])
    #expect(visible(moved) == "\\e[3;3H\\e[?25h")
  }

  @Test("rows left out of the hint stay as the terminal shows them, and previous says so")
  func previousFollowsTheTerminal() {
    var renderer = Renderer(encoder: ANSIEncoder(depth: .trueColor))
    var screen = Screen(width: 6, height: 2)
    _ = renderer.render(screen, cursor: .hidden)
    screen.write("top", x: 0, y: 0, style: .plain, measurer: measurer)
    screen.write("bottom", x: 0, y: 1, style: .plain, measurer: measurer)
    var terminal = VirtualTerminal(width: 6, height: 2, measurer: measurer)
    terminal.feed(renderer.render(Screen(width: 6, height: 2), cursor: .hidden))
    terminal.feed(renderer.render(screen, cursor: .hidden, changedRows: [1..<2]))
    #expect(terminal.screen.lines == ["      ", "bottom"])
    #expect(renderer.previous == terminal.screen)
  }

  @Test(
    "the hint is ignored on the first frame, after a size change and after invalidate",
    arguments: ["first", "resize", "invalidate"])
  func hintIgnored(situation: String) {
    var full = Renderer(encoder: ANSIEncoder(depth: .ansi256))
    var hinted = Renderer(encoder: ANSIEncoder(depth: .ansi256))
    var screen = Screen(width: 8, height: 3)
    screen.write("Saved", x: 1, y: 2, style: CellStyle(attributes: .bold), measurer: measurer)
    if situation != "first" {
      let before = Screen(width: situation == "resize" ? 5 : 8, height: 3)
      _ = full.render(before, cursor: .hidden)
      _ = hinted.render(before, cursor: .hidden)
      if situation == "invalidate" {
        full.invalidate()
        hinted.invalidate()
      }
    }
    let expected = full.render(screen, cursor: .hidden)
    let bytes = hinted.render(screen, cursor: .hidden, changedRows: [0..<1])
    #expect(bytes == expected)
    #expect(visible(bytes).hasPrefix("\\e[?2026h\\e[0m\\e[H\\e[2J"))
    #expect(visible(bytes).contains("Saved"))
  }

  @Test("a nil hint is the two-argument render")
  func nilHint() {
    var random = SeededGenerator(seed: 9)
    var plain = Renderer(encoder: ANSIEncoder(depth: .trueColor))
    var explicit = Renderer(encoder: ANSIEncoder(depth: .trueColor))
    var screen = Screen(width: 12, height: 4)
    for _ in 0..<10 {
      _ = paintRows(&screen, &random)
      #expect(
        plain.render(screen, cursor: .hidden)
          == explicit.render(screen, cursor: .hidden, changedRows: nil))
    }
  }
}

import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

@Suite struct ANSIEncoderTests {
  private let measurer = CellMeasurer()
  private let red = Color(hex: 0xB00020)

  private func frame(
    _ build: (inout Screen) -> Void, after previous: Screen? = nil,
    depth: ColorDepth = .trueColor, repeats: Bool = true, beyondASCII: Bool = false,
    lineDrawing: Bool = false, width: Int = 20, height: Int = 3
  ) -> String {
    var screen = previous ?? Screen(width: width, height: height)
    build(&screen)
    var encoder = ANSIEncoder(depth: depth, usesRepeat: repeats)
    encoder.repeatsBeyondASCII = beyondASCII
    encoder.usesLineDrawingSet = lineDrawing
    encoder.usesSynchronizedUpdate = false
    let base = previous ?? Screen(width: width, height: height)
    let bytes = encoder.encode(screen.changes(from: base), in: screen, cursor: .hidden)
    // Whatever rule chose them, the bytes show the painted screen on a terminal (exactly
    // in 24-bit colour or none; a palette's colours come back as its own).
    var terminal = VirtualTerminal(width: screen.width, height: screen.height, measurer: measurer)
    var shown = Renderer(encoder: ANSIEncoder(depth: depth))
    terminal.feed(shown.render(base, cursor: .hidden) + bytes)
    if depth == .trueColor || depth == .none {
      #expect(terminal.screen == (depth == .none ? Self.withoutColours(screen) : screen))
    }
    #expect(terminal.unknown.isEmpty)
    return visible(bytes)
  }

  private static func withoutColours(_ screen: Screen) -> Screen {
    var copy = screen
    copy.restyle(Rect(x: 0, y: 0, width: screen.width, height: screen.height)) { style in
      CellStyle(attributes: style.attributes)
    }
    return copy
  }

  @Test("a word is one move, one style and its text")
  func word() {
    let bytes = frame { $0.write("OK", x: 3, y: 1, style: .plain, measurer: measurer) }
    #expect(bytes == "\\e[2;4H\\e[0mOK\\e[?25l")
  }

  @Test("SGR is emitted only where the style changes")
  func styleOnlyOnChange() {
    let bold = CellStyle(attributes: .bold)
    let bytes = frame { screen in
      screen.write("Del", x: 0, y: 0, style: bold, measurer: measurer)
      screen.write("ete", x: 3, y: 0, style: bold, measurer: measurer)
      screen.write("!", x: 6, y: 0, style: .plain, measurer: measurer)
    }
    #expect(bytes == "\\e[H\\e[0;1mDelete\\e[0m!\\e[?25l")
  }

  @Test("colours follow the depth: 24-bit, 256, 16, or none")
  func colourDepths() {
    let style = CellStyle(foreground: red, background: .white)
    let write: (inout Screen) -> Void = {
      $0.write("x", x: 0, y: 0, style: style, measurer: measurer)
    }
    #expect(
      frame(write, depth: .trueColor) == "\\e[H\\e[0;38;2;176;0;32;48;2;255;255;255mx\\e[?25l")
    #expect(frame(write, depth: .ansi256) == "\\e[H\\e[0;38;5;124;48;5;231mx\\e[?25l")
    #expect(frame(write, depth: .ansi16) == "\\e[H\\e[0;31;107mx\\e[?25l")
    #expect(frame(write, depth: .none) == "\\e[H\\e[0mx\\e[?25l")
  }

  @Test("a nearby change on the same row is reached by rewriting the gap, a far one by CUF")
  func cursorMovesByCost() {
    var base = Screen(width: 30, height: 1)
    base.write("abcdefghijklmnopqrstuvwxyz", x: 0, y: 0, style: .plain, measurer: measurer)
    let near = frame(
      { screen in
        screen.put("A", width: 1, x: 0, y: 0, style: .plain)
        screen.put("D", width: 1, x: 3, y: 0, style: .plain)
        screen.put("Z", width: 1, x: 25, y: 0, style: .plain)
      }, after: base)
    #expect(near == "\\e[H\\e[0mAbcD\\e[21CZ\\e[?25l")
  }

  @Test("the next row's start is reached with CR LF; a short gap of blanks is rewritten")
  func nextRow() {
    let bytes = frame { screen in
      screen.put("a", width: 1, x: 19, y: 0, style: .plain)
      screen.put("b", width: 1, x: 0, y: 1, style: .plain)
      screen.put("c", width: 1, x: 5, y: 1, style: .plain)
      screen.put("d", width: 1, x: 0, y: 2, style: .plain)
    }
    #expect(bytes == "\\e[1;20H\\e[0ma\\e[2Hb    c\\r\\nd\\e[?25l")
  }

  @Test("a run of identical ASCII characters uses REP, unless the terminal lacks it")
  func repeatRuns() {
    let line: (inout Screen) -> Void = { screen in
      for x in 0..<12 { screen.put("=", width: 1, x: x, y: 0, style: .plain) }
    }
    #expect(frame(line) == "\\e[H\\e[0m=\\e[11b\\e[?25l")
    #expect(frame(line, repeats: false) == "\\e[H\\e[0m============\\e[?25l")
  }

  @Test("a border's run is repeated only where the terminal repeats beyond ASCII")
  func repeatBeyondASCII() {
    let line: (inout Screen) -> Void = { screen in
      for x in 0..<12 { screen.put("─", width: 1, x: x, y: 0, style: .plain) }
    }
    // tmux 3.3 repeats nothing after "─": written out unless the terminal is known.
    #expect(frame(line) == "\\e[H\\e[0m────────────\\e[?25l")
    #expect(frame(line, beyondASCII: true) == "\\e[H\\e[0m─\\e[11b\\e[?25l")
    #expect(frame(line, repeats: false, beyondASCII: true) == "\\e[H\\e[0m────────────\\e[?25l")
    // Two "─" (6 bytes) are shorter than "─" and CSI 1 b (7): REP only when it saves bytes.
    let pair: (inout Screen) -> Void = { screen in
      for x in 0..<2 { screen.put("─", width: 1, x: x, y: 0, style: .plain) }
    }
    #expect(frame(pair, beyondASCII: true) == "\\e[H\\e[0m──\\e[?25l")
  }

  @Test("a border's run goes out in DEC's line-drawing set where REP cannot repeat \"─\"")
  func lineDrawingSet() {
    let grey = CellStyle(foreground: Color(hex: 0x666666))
    let border: (inout Screen) -> Void = { screen in
      screen.put("╭", width: 1, x: 0, y: 0, style: grey)
      for x in 1..<19 { screen.put("─", width: 1, x: x, y: 0, style: grey) }
      screen.put("╮", width: 1, x: 19, y: 0, style: grey)
    }
    // 18 × 3 bytes of UTF-8 against "q" repeated; the rounded corners are not in the set.
    #expect(
      frame(border, lineDrawing: true)
        == "\\e[H\\e[0;38;2;102;102;102m╭\\e(0q\\e[17b\\e(B╮\\e[?25l")
    #expect(
      frame(border, repeats: false, lineDrawing: true)
        == "\\e[H\\e[0;38;2;102;102;102m╭\\e(0qqqqqqqqqqqqqqqqqq\\e(B╮\\e[?25l")
    // Where REP repeats "─" itself, that is shorter than switching sets.
    #expect(
      frame(border, beyondASCII: true, lineDrawing: true)
        == "\\e[H\\e[0;38;2;102;102;102m╭─\\e[17b╮\\e[?25l")
    // Three "─" (9 bytes) are no longer than "\e(0qqq\e(B": written as they are.
    let short: (inout Screen) -> Void = { screen in
      for x in 0..<3 { screen.put("─", width: 1, x: x, y: 0, style: .plain) }
      for x in 5..<9 { screen.put("│", width: 1, x: x, y: 0, style: .plain) }
    }
    #expect(frame(short, lineDrawing: true) == "\\e[H\\e[0m───  \\e(0xxxx\\e(B\\e[?25l")
  }

  @Test("a change rows below is reached with CUD and CUF or CUB when that is shorter than CUP")
  func relativeRows() {
    let bytes = frame(
      { screen in
        screen.put("a", width: 1, x: 10, y: 0, style: .plain)
        screen.put("b", width: 1, x: 11, y: 2, style: .plain)
        screen.put("c", width: 1, x: 11, y: 3, style: .plain)
        screen.put("d", width: 1, x: 2, y: 4, style: .plain)
      }, height: 5)
    // "ESC[2B" against "ESC[3;12H", "ESC[B ESC[D" against "ESC[4;12H"; "ESC[5;3H" is
    // shorter than "ESC[B ESC[10D".
    #expect(bytes == "\\e[1;11H\\e[0ma\\e[2Bb\\e[B\\e[Dc\\e[5;3Hd\\e[?25l")
  }

  @Test("a shadow's column beside a box is written after the box, in one style change")
  func shadowColumnLast() {
    let box = CellStyle(foreground: Color(hex: 0x666666), background: .white)
    let shadow = CellStyle(background: .black)
    let boxed: (inout Screen) -> Void = { screen in
      for y in 0..<5 {
        screen.put("│", width: 1, x: 0, y: y, style: box)
        screen.put("x", width: 1, x: 1, y: y, style: box)
        screen.put("│", width: 1, x: 2, y: y, style: box)
        if y > 0 { screen.put(" ", width: 1, x: 3, y: y, style: shadow) }
      }
      for x in 1..<4 { screen.put(" ", width: 1, x: x, y: 5, style: shadow) }
    }
    // Rows 1 to 3 end in the shadow and the next row starts in the box's style again:
    // their shadow cells go last. Row 4's runs on into the bottom shadow's row.
    #expect(
      frame(boxed, width: 6, height: 6)
        == "\\e[H\\e[0;38;2;102;102;102;48;2;255;255;255m│x│\\r\\n│x│\\r\\n│x│\\r\\n│x│"
        + "\\r\\n│x│\\e[0;48;2;0;0;0m \\e[6;2H   \\e[2;4H \\e[3;4H \\e[4;4H \\e[?25l")
  }

  @Test("a run of plain blanks is erased with ECH; coloured blanks are written")
  func eraseRuns() {
    var base = Screen(width: 20, height: 1)
    base.write(String(repeating: "x", count: 20), x: 0, y: 0, style: .plain, measurer: measurer)
    let erased = frame(
      { $0.fill(Rect(x: 0, y: 0, width: 12, height: 1), with: .blank) }, after: base)
    #expect(erased == "\\e[H\\e[0m\\e[12X\\e[?25l")
    let painted = CellStyle(background: red)
    let coloured = frame(
      { $0.fill(Rect(x: 0, y: 0, width: 12, height: 1), with: .blank(painted)) }, after: base,
      repeats: false)
    #expect(coloured == "\\e[H\\e[0;48;2;176;0;32m            \\e[?25l")
  }

  @Test("the cursor is shown on the focused control and hidden otherwise")
  func cursorPlacement() {
    var encoder = ANSIEncoder(depth: .none)
    let screen = Screen(width: 10, height: 2)
    let shown = encoder.encode([], in: screen, cursor: .visible(x: 4, y: 1))
    #expect(visible(shown) == "\\e[2;5H\\e[?25h")
    #expect(encoder.encode([], in: screen, cursor: .visible(x: 4, y: 1)).isEmpty)
    #expect(visible(encoder.encode([], in: screen, cursor: .hidden)) == "\\e[?25l")
  }

  @Test("each frame is wrapped in a synchronized update")
  func synchronizedUpdate() {
    var screen = Screen(width: 4, height: 1)
    screen.put("a", width: 1, x: 0, y: 0, style: .plain)
    var encoder = ANSIEncoder(depth: .none)
    let bytes = encoder.encode(
      screen.changes(from: Screen(width: 4, height: 1)), in: screen, cursor: .hidden)
    #expect(visible(bytes) == "\\e[?2026h\\e[H\\e[0ma\\e[?25l\\e[?2026l")
  }

  @Test(
    "the renderer clears inside the synchronized update of the first frame, then sends nothing for an unchanged one"
  )
  func rendererFrames() {
    var renderer = Renderer(encoder: ANSIEncoder(depth: .none))
    var screen = Screen(width: 5, height: 1)
    screen.put("a", width: 1, x: 1, y: 0, style: .plain)
    let first = visible(renderer.render(screen, cursor: .hidden))
    #expect(first.hasPrefix("\\e[?2026h\\e[0m\\e[H\\e[2J"))
    #expect(renderer.render(screen, cursor: .hidden).isEmpty)
    renderer.invalidate()
    #expect(
      visible(renderer.render(screen, cursor: .hidden)).hasPrefix("\\e[?2026h\\e[0m\\e[H\\e[2J"))
  }
}

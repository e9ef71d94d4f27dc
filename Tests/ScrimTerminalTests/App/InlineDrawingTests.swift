import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Drawing inline below the cursor: rows made, frames drawn from the saved cursor,
/// everything erased on exit.
@MainActor
@Suite struct InlineDrawingTests {
  @Test func enteringMakesTheRowsAndSavesTheirFirstAsTheOrigin() {
    let modes = TerminalModes(alternateScreen: false, mouse: false, inlineHeight: 3)
    #expect(modes.isInline)
    #expect(modes.enterSequence.hasPrefix("\r\n\n\u{1B}[2A\u{1B}7"))
    #expect(!modes.enterSequence.contains("\u{1B}[?1049h"), "no alternate screen")
    #expect(
      modes.exitSequence.hasPrefix("\u{1B}[?2026l\u{1B}8\u{1B}[0m\u{1B}[J"), "the rows are erased")
    #expect(!TerminalModes(inlineHeight: 3).isInline, "the alternate screen wins")
  }

  @Test func framesMoveFromTheSavedCursorNotTheScreensCorner() {
    var encoder = ANSIEncoder(depth: .trueColor)
    encoder.origin = .savedCursor
    var renderer = Renderer(encoder: encoder)
    var screen = Screen(width: 10, height: 3)
    screen.write("hi", x: 2, y: 1, style: .plain, measurer: TerminalTextMeasurer())
    let bytes = String(decoding: renderer.render(screen, cursor: .hidden), as: UTF8.self)
    #expect(bytes.hasPrefix("\u{1B}[?2026h\u{1B}8\u{1B}[0m\u{1B}[J"))
    #expect(bytes.contains("\u{1B}8\u{1B}[B\u{1B}[2C"), "down 1, right 2 from the origin")
    #expect(!bytes.contains("\u{1B}[2;3H"), "no absolute positions")
  }

  @Test func anInlineAppDrawsInItsRowsOnlyAndErasesThemWhenItStops() async throws {
    let terminal = InMemoryTerminal(columns: 60, rows: 24)
    let app = TerminalApp(
      device: terminal, host: BlankHost(), clock: ManualClock(),
      modes: TerminalModes(alternateScreen: false, mouse: false, inlineHeight: 5),
      reducesMotion: true)
    var message = SnackbarMessage(text: "Draft saved")
    message.focusOnShow = true
    app.show(message)
    let run = Task { try await app.run() }
    try await waitUntil { app.screen.lines.joined().contains("Draft saved") }
    #expect(app.screen.size == Size(width: 60, height: 5))
    app.stop()
    #expect(try await run.value == .stopped)
    let output = String(decoding: terminal.output, as: UTF8.self)
    #expect(output.hasSuffix("\u{1B}[?25h"), "modes off, cursor shown")
    #expect(output.contains("\u{1B}8\u{1B}[0m\u{1B}[J\u{1B}[?1004l"), "erased before modes off")
  }
}

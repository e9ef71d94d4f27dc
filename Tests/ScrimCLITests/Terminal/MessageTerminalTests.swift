import ScrimTesting
import Testing

/// `scrim snackbar` and `scrim banner` in a pseudo-terminal: drawn inline below the
/// shell's prompt, and erased when done.
@Suite struct MessageTerminalTests {
  private let prompt = "$ scrim snackbar\r\n"
  // Snackbars here have an action and no --duration, so they stay until answered: a test
  // process busy with the rest of the suite may first look after seconds, later than any
  // duration allows (--duration is capped at 10 s).

  @Test("a snackbar shows below the cursor; Return on its action prints it; the rows go")
  func snackbarAction() async throws {
    let terminal = try ScrimInTerminal.start(
      ["snackbar", "Draft deleted", "--action", "Undo"],
      precedingText: prompt)
    #expect(await terminal.waitForScreen(containing: "Draft deleted"), terminal.screenDump())
    #expect(!terminal.screen.isOnAlternateScreen)
    #expect(terminal.screen.lines[0].hasPrefix("$ scrim snackbar"), terminal.screenDump())
    #expect((terminal.screen.find("Draft deleted")?.row ?? 0) >= 1, terminal.screenDump())
    terminal.press(.enter)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == "Undo\n")
    #expect(!terminal.screen.contains("Draft deleted"), terminal.screenDump("erased"))
    #expect(terminal.screen.lines[0].hasPrefix("$ scrim snackbar"), terminal.screenDump())
    #expect(terminal.screen.cursorY == 1 && terminal.screen.cursorX == 0, "back where it began")
    terminal.expectRestored(inline: true)
  }

  @Test("at the bottom of the screen the snackbar scrolls the shell's lines up, not over")
  func snackbarAtBottom() async throws {
    // A full screen of output, and the cursor on a fresh line after it, as a shell leaves it.
    let history = (1...24).map { "line \($0)\r\n" }.joined()
    let terminal = try ScrimInTerminal.start(
      ["snackbar", "Saved", "--action", "Open"], precedingText: history)
    #expect(await terminal.waitForScreen(containing: "Saved"), terminal.screenDump())
    #expect(terminal.screen.contains("line 24"), terminal.screenDump("the last line stays"))
    let saved = terminal.screen.find("Saved")?.row ?? 0
    let last = terminal.screen.find("line 24")?.row ?? 99
    #expect(saved > last, terminal.screenDump("below the last line"))
    terminal.press(.escape)
    #expect(await terminal.waitForExit() == .exited(0), "a message ends with 0 however it ends")
    #expect(terminal.standardOutput.isEmpty)
    #expect(!terminal.screen.contains("Saved"), terminal.screenDump("erased"))
    terminal.expectRestored(inline: true)
  }

  @Test("a banner with two actions: Tab moves to the second, Return prints it")
  func bannerActions() async throws {
    let terminal = try ScrimInTerminal.start(
      [
        "banner", "Your connection dropped.", "--title", "You are offline", "--action",
        "Dismiss", "--action", "Retry",
      ], precedingText: "$ scrim banner\r\n")
    let dismiss = ScrimInTerminal.button("Dismiss")
    let retry = ScrimInTerminal.button("Retry")
    #expect(
      await terminal.wait {
        $0.screen.contains("You are offline") && $0.screen.contains("Your connection dropped.")
          && $0.screen.contains(dismiss) && $0.screen.contains(retry)
      }, terminal.screenDump())
    // The second button along is the one Tab reaches from the first.
    let first = terminal.screen.find(dismiss)?.column ?? 0
    let second = terminal.screen.find(retry)?.column ?? 0
    let expected = first < second ? "Retry" : "Dismiss"
    terminal.press(.tab, .enter)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == expected + "\n")
    #expect(!terminal.screen.contains("You are offline"), terminal.screenDump("erased"))
    #expect(terminal.screen.lines[0].hasPrefix("$ scrim banner"), terminal.screenDump())
    terminal.expectRestored(inline: true)
  }
}

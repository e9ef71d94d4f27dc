import ScrimSystem
import ScrimTesting
import Testing

/// Ctrl-C and termination signals end scrim as they end any program, the terminal
/// restored first.
@Suite struct InterruptTerminalTests {
  private let deleteDraft = [
    "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
    "Delete:destructive",
  ]

  @Test("Ctrl-C kills scrim with SIGINT after restoring the terminal")
  func controlC() async throws {
    let terminal = try ScrimInTerminal.start(deleteDraft)
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    terminal.press(.controlC)
    // Dying of SIGINT (not exiting 130) is what stops a calling bash script.
    let exit = await terminal.waitForExit()
    #expect(exit == .killed(signal: SIGINT))
    #expect(terminal.standardOutput.isEmpty)
    terminal.expectRestored()
  }

  @Test("SIGTERM kills scrim with SIGTERM after restoring the terminal")
  func terminate() async throws {
    let terminal = try ScrimInTerminal.start(deleteDraft)
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    terminal.signal(SIGTERM)
    #expect(await terminal.waitForExit()?.shellStatus == 143)
    terminal.expectRestored()
  }

  @Test("Ctrl-C stops a snackbar, and its script, by SIGINT; the rows still go")
  func snackbarInterrupted() async throws {
    // An action and no --duration keep it up however late the test looks (MessageTerminalTests).
    let terminal = try ScrimInTerminal.start(
      ["snackbar", "Uploading", "--action", "Cancel"], precedingText: "$ scrim snackbar\r\n")
    #expect(await terminal.waitForScreen(containing: "Uploading"), terminal.screenDump())
    terminal.press(.controlC)
    let exit = await terminal.waitForExit()
    #expect(exit == .killed(signal: SIGINT))
    #expect(terminal.standardOutput.isEmpty)
    #expect(!terminal.screen.contains("Uploading"), terminal.screenDump("erased"))
    terminal.expectRestored(inline: true)
  }
}

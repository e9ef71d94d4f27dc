import ScrimTesting
import Testing

/// `scrim catalog` in a pseudo-terminal.
@Suite struct CatalogTerminalTests {
  @Test("the catalog lists the components, opens the alert with Return and quits with q")
  func tour() async throws {
    let terminal = try ScrimInTerminal.start(["catalog"])
    #expect(
      await terminal.wait {
        // The rest are below the window of a 24-row terminal, which says so with ▼.
        ["Alert", "Action sheet", "Dialog", "Snackbar", "▼"].allSatisfy($0.screen.contains)
      }, terminal.screenDump("the list"))
    terminal.press(.enter)
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump("alert"))
    terminal.press(.escape)
    // The status line reports the ending once the alert has gone.
    #expect(
      await terminal.wait {
        $0.screen.contains("dismissed with Esc") && !$0.screen.contains("Delete draft?")
      },
      terminal.screenDump("dismissed"))
    terminal.type("q")
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutput.isEmpty)
    terminal.expectRestored()
  }
}

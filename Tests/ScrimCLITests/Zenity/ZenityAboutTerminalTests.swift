import ScrimSystem
import ScrimTesting
import Testing

extension ZenityTerminalTests {
  @Test("about: Esc, or Return on Close, exits 1 with nothing on stdout")
  func about() async throws {
    for key in [PseudoTerminal.Key.escape, .enter] {
      let terminal = try PseudoTerminal(
        executable: Self.zenity, arguments: ["--about"], environment: ScrimInTerminal.environment,
        standardOutput: .pipe, standardError: .pipe)
      #expect(await terminal.waitForScreen(containing: "Copyright"), terminal.screenDump())
      terminal.press(key)
      #expect(await terminal.waitForExit() == .exited(1), terminal.screenDump())
      #expect(terminal.standardOutputText.isEmpty)
      terminal.expectRestored()
    }
  }
}

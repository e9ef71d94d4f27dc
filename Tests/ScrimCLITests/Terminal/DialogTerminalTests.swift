import ScrimTesting
import Testing

/// `scrim dialog` in a pseudo-terminal: typing, toggling and choosing.
@Suite struct DialogTerminalTests {
  @Test("typing into fields, Space on a toggle and Down on a choice give --json fields")
  func controls() async throws {
    let terminal = try ScrimInTerminal.start([
      "dialog", "--title", "New user", "--field", "name", "--field", "pin:secure", "--toggle",
      "admin", "--choice", "shell=bash,zsh,fish", "--json",
    ])
    #expect(await terminal.waitForScreen(containing: "New user"), terminal.screenDump())
    terminal.type("ann")
    #expect(await terminal.waitForScreen(containing: "ann"), terminal.screenDump())
    terminal.press(.tab)
    terminal.type("4711")
    terminal.press(.tab, .space, .tab, .down)
    #expect(
      await terminal.wait {
        $0.screen.contains("[••••") && $0.screen.contains("[x] admin")
          && $0.screen.contains("(*) zsh")
      }, terminal.screenDump("masked, on, zsh"))
    #expect(!terminal.screen.contains("4711"), "a secure field hides what is typed")
    terminal.press(.enter)
    #expect(await terminal.waitForExit() == .exited(0), terminal.screenDump())
    #expect(
      terminal.standardOutputText
        == #"{"action":"OK","role":"default","reason":"action","fields":"#
        + #"{"name":"ann","pin":"4711","admin":"on","shell":"zsh"}}"# + "\n")
    terminal.expectRestored()
  }

  @Test("Esc cancels a dialog: exit 1 and no NAME=VALUE lines")
  func cancel() async throws {
    let terminal = try ScrimInTerminal.start([
      "dialog", "--title", "Rename", "--field", "name=draft.txt",
    ])
    #expect(await terminal.waitForScreen(containing: "draft.txt"), terminal.screenDump())
    terminal.press(.escape)
    #expect(await terminal.waitForExit() == .exited(1))
    #expect(!terminal.standardOutputText.contains("name="))
    terminal.expectRestored()
  }
}

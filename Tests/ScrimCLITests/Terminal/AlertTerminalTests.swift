import ScrimTesting
import Testing

/// `scrim alert` in a pseudo-terminal: keys, clicks, Esc, time-outs and resizes.
@Suite struct AlertTerminalTests {
  private let deleteDraft = [
    "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
    "Delete:destructive",
  ]

  @Test("Tab then Return chooses Delete: stdout holds only the label, exit 0")
  func keys() async throws {
    let terminal = try ScrimInTerminal.start(deleteDraft)
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    #expect(terminal.screen.isOnAlternateScreen)
    terminal.press(.tab, .enter)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == "Delete\n")
    #expect(terminal.standardErrorText.isEmpty)
    terminal.expectRestored()
  }

  @Test("a click on a button chooses it")
  func click() async throws {
    let terminal = try ScrimInTerminal.start(deleteDraft)
    let label = ScrimInTerminal.button("Delete")
    #expect(await terminal.waitForScreen(containing: label), terminal.screenDump())
    let button = try #require(terminal.screen.find(label))
    terminal.click(column: button.column + 1, row: button.row)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == "Delete\n")
    terminal.expectRestored()
  }

  @Test("Esc cancels: the cancel action's label, exit 1")
  func escape() async throws {
    let terminal = try ScrimInTerminal.start(deleteDraft)
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    terminal.press(.escape)
    #expect(await terminal.waitForExit() == .exited(1))
    #expect(terminal.standardOutputText == "Cancel\n")
    terminal.expectRestored()
  }

  @Test("Esc ends an alert without a Cancel action too: exit 1, nothing on stdout")
  func escapeWithoutCancel() async throws {
    let terminal = try ScrimInTerminal.start(["alert", "--title", "T", "--action", "OK"])
    #expect(await terminal.waitForScreen(containing: "OK"), terminal.screenDump())
    terminal.press(.escape)
    #expect(await terminal.waitForExit() == .exited(1))
    #expect(terminal.standardOutputText.isEmpty)
    terminal.expectRestored()
  }

  @Test("--timeout passes: exit 124 and nothing on stdout")
  func timeout() async throws {
    let terminal = try ScrimInTerminal.start(deleteDraft + ["--timeout", "0.3"])
    #expect(await terminal.waitForExit() == .exited(124))
    #expect(terminal.text.contains("Delete draft?"), "the alert was drawn")
    #expect(terminal.standardOutput.isEmpty)
    terminal.expectRestored()
  }

  @Test("a resize while the alert shows lays it out again, centred; it still answers")
  func resize() async throws {
    let terminal = try ScrimInTerminal.start(deleteDraft)
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    let before = try #require(terminal.screen.find("Delete draft?"))
    terminal.resize(columns: 120, rows: 40)
    #expect(
      await terminal.wait { $0.screen.find("Delete draft?").map { $0 != before } ?? false },
      terminal.screenDump())
    let top = try #require(terminal.screen.find("╭"))
    let bottom = try #require(terminal.screen.find("╯"))
    #expect(abs((top.column + bottom.column) - 119) <= 2, terminal.screenDump())
    #expect(abs((top.row + bottom.row) - 39) <= 2, terminal.screenDump())
    terminal.press(.tab, .enter)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == "Delete\n")
    terminal.expectRestored()
  }

  @Test("stdin from /dev/null: keys still come from the terminal")
  func standardInputFromNull() async throws {
    let terminal = try ScrimInTerminal.start(deleteDraft, standardInput: .nullDevice)
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    terminal.press(.tab, .enter)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == "Delete\n")
    terminal.expectRestored()
  }
}

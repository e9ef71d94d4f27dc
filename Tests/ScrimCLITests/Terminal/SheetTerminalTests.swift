import ScrimTesting
import Testing

/// `scrim sheet` in a pseudo-terminal: a bottom sheet when narrow, a popover when wide.
@Suite struct SheetTerminalTests {
  private let export = [
    "sheet", "--title", "Export as", "--action", "PDF", "--action", "PNG", "--action",
    "Cancel:cancel",
  ]

  @Test("at 80 columns a bottom sheet rises to the bottom edge; Up then Return picks PNG")
  func bottomSheet() async throws {
    let terminal = try ScrimInTerminal.start(export, columns: 80, rows: 24)
    // The sheet slides up; it has arrived when its bottom border is on the last row.
    #expect(
      await terminal.wait { $0.screen.find("╰")?.row == 23 && $0.screen.contains("Cancel") },
      terminal.screenDump("attached to the bottom edge"))
    let rows = ["Export as", "PDF", "PNG", "Cancel"].compactMap { terminal.screen.find($0)?.row }
    #expect(rows.count == 4 && rows == rows.sorted(), terminal.screenDump("title, then rows"))
    #expect(terminal.screen.find("╭")?.column == 0, terminal.screenDump("full width"))
    // Focus starts on Cancel, so Return alone never exports by accident.
    terminal.press(.up, .enter)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == "PNG\n")
    terminal.expectRestored()
  }

  @Test("at 120 columns with --anchor a popover hangs below the anchor; a click picks PDF")
  func popover() async throws {
    let terminal = try ScrimInTerminal.start(
      export + ["--anchor", "100,2", "--json"], columns: 120, rows: 30)
    // Below the anchor's row, as there is room; the slide in ends there.
    #expect(
      await terminal.wait { $0.screen.find("╭")?.row == 3 && $0.screen.contains("Cancel") },
      terminal.screenDump("below the anchor"))
    let corner = terminal.screen.find("╭")
    let pdf = terminal.screen.find("PDF")
    let found = try #require(corner.flatMap { corner in pdf.map { (corner, $0) } })
    #expect((80...100).contains(found.0.column), terminal.screenDump("under the anchor"))
    terminal.click(column: found.1.column, row: found.1.row)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(
      terminal.standardOutputText
        == #"{"action":"PDF","role":"default","reason":"action","fields":{}}"# + "\n")
    terminal.expectRestored()
  }
}

import ScrimTesting
import Testing

/// Where scrim's result goes and how the interface looks: stdout piped or a terminal,
/// inline drawing, NO_COLOR, and no terminal at all.
@Suite struct OutputTerminalTests {
  /// A label with an escape sequence in it, which must reach a pipe as given and a
  /// terminal only as visible symbols.
  private let sneaky = "Red\u{1B}[31m"

  private func alert(_ extra: [String] = []) -> [String] {
    [
      "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
      sneaky + ":destructive",
    ] + extra
  }

  @Test("stdout piped: the label exactly as given, and nothing else, after the interface")
  func standardOutputPiped() async throws {
    let terminal = try ScrimInTerminal.start(alert())
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    terminal.press(.tab, .enter)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == sneaky + "\n")
    terminal.expectRestored()
  }

  @Test("stdout a terminal: the label follows the restored screen, control characters shown")
  func standardOutputTerminal() async throws {
    let terminal = try ScrimInTerminal.start(alert(), standardOutput: .terminal)
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    terminal.press(.tab, .enter)
    #expect(await terminal.waitForExit() == .exited(0))
    let exitSequence = ScrimInTerminal.fullScreenExit
    let tail = try #require(terminal.text.split(separator: exitSequence).last)
    #expect(!tail.contains("\u{1B}"), "no escape reaches the terminal from a label")
    #expect(tail.hasPrefix("Red") && tail.hasSuffix("\r\n"))
    #expect(terminal.screen.lines[0].hasPrefix("Red"), terminal.screenDump("on the main screen"))
    terminal.expectRestored(after: String(tail))
  }

  @Test("--inline draws the alert below the cursor without the alternate screen, then erases it")
  func inlineAlert() async throws {
    let terminal = try ScrimInTerminal.start(
      [
        "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
        "Delete:destructive", "--inline",
      ], precedingText: "$ scrim alert --inline\r\n")
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    #expect(!terminal.text.contains("\u{1B}[?1049h"), "no alternate screen")
    #expect(terminal.screen.lines[0].hasPrefix("$ scrim alert"), terminal.screenDump())
    // Every row of the alert shows on its surface colour, however the rows were reached.
    let surface = ["╭", "Delete draft?", ScrimInTerminal.button("Delete"), "╰"].map { text in
      terminal.screen.find(text).flatMap {
        terminal.screen.screen[$0.column, $0.row]?.style.background
      }
    }
    #expect(surface[0] != nil && Set(surface).count == 1, "\(surface)")
    terminal.press(.tab, .enter)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutputText == "Delete\n")
    #expect(!terminal.screen.contains("Delete draft?"), terminal.screenDump("erased"))
    #expect(terminal.screen.lines[0].hasPrefix("$ scrim alert"), terminal.screenDump())
    terminal.expectRestored(inline: true)
  }

  @Test("NO_COLOR: no colour at all, and the alert still answers")
  func noColor() async throws {
    let terminal = try ScrimInTerminal.start(
      alert(), environment: ScrimInTerminal.environment + ["NO_COLOR=1"])
    #expect(await terminal.waitForScreen(containing: "Delete draft?"), terminal.screenDump())
    let coloured = terminal.screen.screen.cells.contains {
      $0.style.foreground != nil || $0.style.background != nil
    }
    #expect(!coloured, "no cell has a colour")
    #expect(Self.colourCodes(in: terminal.output).isEmpty, "no colour SGR was sent")
    terminal.press(.escape)
    #expect(await terminal.waitForExit() == .exited(1))
    #expect(terminal.standardOutputText == "Cancel\n")
    terminal.expectRestored()
  }

  @Test("with no controlling terminal scrim exits 69 and points to --accessible")
  func noTerminal() throws {
    let result = try #require(
      ChildProcess.run(
        ScrimInTerminal.executable, ["alert", "--title", "Hi there"],
        environment: ScrimInTerminal.environment, newSession: true),
      "build \(ScrimInTerminal.executable) first")
    #expect(result.status == 69)
    #expect(result.standardError.contains("--accessible"))
    #expect(result.standardOutput.isEmpty)
  }

  /// The colour parameters (30–49, 90–107) of every SGR sequence in `bytes`.
  static func colourCodes(in bytes: [UInt8]) -> [Int] {
    let text = String(decoding: bytes, as: UTF8.self)
    var codes: [Int] = []
    for part in text.split(separator: "\u{1B}[").dropFirst() {
      guard let end = part.firstIndex(where: { $0.isLetter }), part[end] == "m" else { continue }
      let numbers = part[..<end].split(separator: ";").compactMap { Int($0) }
      codes += numbers.filter { (30...49).contains($0) || (90...107).contains($0) }
    }
    return codes
  }
}

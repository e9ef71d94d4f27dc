import ScrimCLI
import ScrimCore
import Testing

/// Bidirectional controls never reach a terminal raw: not in a result on a terminal, a
/// usage error, an accessible prompt or JSON; a result piped elsewhere keeps them.
@MainActor
@Suite struct BidiControlTests {
  /// Every bidirectional formatting character: embeddings, overrides, isolates, marks.
  private static let controls: [Unicode.Scalar] =
    (0x202A...0x202E).compactMap(Unicode.Scalar.init)
    + (0x2066...0x2069).compactMap(Unicode.Scalar.init)
    + ["\u{200E}", "\u{200F}", "\u{061C}"]

  /// "safe" + control + "txt.exe": a label that a BiDi terminal could show reordered.
  private func label(_ control: Unicode.Scalar) -> String { "safe\(control)txt.exe" }

  private func holdsBidi(_ text: String) -> Bool {
    text.unicodeScalars.contains { Self.controls.contains($0) }
  }

  @Test("a result written to a terminal shows each BiDi control as a symbol")
  func terminalResult() async {
    for control in Self.controls {
      let harness = CommandHarness(answers: ["1"], term: "dumb", stdoutIsTerminal: true)
      _ = await harness.run("sheet", "--action", label(control))
      #expect(
        harness.output.text == "safe\u{FFFD}txt.exe\n", "U+\(String(control.value, radix: 16))")
    }
  }

  @Test("a result piped elsewhere keeps its BiDi controls byte for byte")
  func pipedResult() async {
    for control in Self.controls {
      let harness = CommandHarness(answers: ["1"], term: "dumb", stdoutIsTerminal: false)
      _ = await harness.run("sheet", "--action", label(control))
      #expect(harness.output.text == label(control) + "\n")
    }
  }

  @Test("a usage error quoting a value shows its BiDi controls as symbols")
  func usageError() async {
    for control in Self.controls {
      let harness = CommandHarness()
      let ending = await harness.run("sheet", "--action", "A", "--anchor", "1\(control),2")
      #expect(ending == Termination(status: 64))
      #expect(!holdsBidi(harness.errors.text), "\(harness.errors.text)")
      #expect(harness.errors.text.contains("\"1\u{FFFD},2\""))
    }
  }

  @Test("accessible prompts show BiDi controls in every user text as symbols")
  func accessiblePrompts() async {
    for control in Self.controls {
      let text = label(control)
      let harness = CommandHarness(answers: ["2", "", "", ""], term: "dumb")
      _ = await harness.run(
        "dialog", "--title", text, "--message", text, "--field", "\(text)=\(text)",
        "--toggle", text + "2", "--choice", "\(text)3=\(text),b")
      #expect(harness.io.readCount == 4, "the action, then each control")
      #expect(!holdsBidi(harness.io.transcript), "\(harness.io.transcript)")
      #expect(harness.io.transcript.contains("safe\u{FFFD}txt.exe"))
    }
  }

  @Test("JSON escapes BiDi controls, so it stays one plain line on any terminal")
  func json() async {
    for control in Self.controls {
      let harness = CommandHarness(answers: ["1"], term: "dumb")
      _ = await harness.run("sheet", "--action", label(control), "--json")
      #expect(!holdsBidi(harness.output.text))
      let hex = String(control.value, radix: 16)
      let escaped = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      #expect(harness.output.text.contains("\"safe\(escaped)txt.exe\""), "\(harness.output.text)")
    }
  }
}

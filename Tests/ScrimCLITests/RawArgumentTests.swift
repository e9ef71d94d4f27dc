import ScrimCLI
import ScrimCore
import ScrimTesting
import Testing

/// Arguments that are not UTF-8 are printed back byte for byte, and shown as U+FFFD.
@Suite struct RawArgumentTests {
  private let scrim = ChildProcess.product("scrim")

  /// "café" in Latin-1: E9 is not UTF-8 on its own.
  private static let latin1 = Array("caf".utf8) + [0xE9]

  private func run(_ arguments: [[UInt8]], input: String) throws -> ChildProcess.Result {
    try #require(
      ChildProcess.run(scrim, rawArguments: arguments, input: input), "build \(scrim) first")
  }

  @Test("any bytes decode to text that gives back exactly those bytes")
  func roundTrip() {
    var random = SeededGenerator(seed: 8)
    let alphabet: [UInt8] = [
      0x61, 0xC3, 0xA9, 0xE9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0xF4, 0x8F, 0xBE, 0xBF,
      0xBD, 0xED, 0xA0, 0xC0, 0xFF,
    ]
    for _ in 0..<3000 {
      let count = Int(random.next() % 12)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      let text = ArgumentText.decode(bytes)
      #expect(ArgumentText.bytes(of: text) == bytes, "\(bytes)")
      #expect(!ArgumentText.shown(text).unicodeScalars.contains { $0.value >= 0x10FF80 })
    }
    let wellFormed = "café ☕ 😀 \u{10FF7F}"
    #expect(ArgumentText.decode(Array(wellFormed.utf8)) == wellFormed, "UTF-8 is kept as it is")
    let storedRange = Array("x\u{10FF80}y".utf8)
    #expect(ArgumentText.bytes(of: ArgumentText.decode(storedRange)) == storedRange)
  }

  @Test("a label that is not UTF-8 is printed as given, and prompted as U+FFFD")
  func label() throws {
    let result = try run(
      [Array("sheet".utf8), Array("--action".utf8), Self.latin1, Array("--accessible".utf8)],
      input: "1\n")
    #expect(result.status == 0)
    #expect(result.standardOutputBytes == Self.latin1 + [0x0A])
    #expect(result.standardError.contains("1. caf\u{FFFD}"))
  }

  @Test("names, a field's starting text and options that are not UTF-8 are printed as given")
  func controls() throws {
    let e9: [UInt8] = [0xE9]
    let result = try run(
      [
        Array("dialog".utf8), Array("--title".utf8), Array("T".utf8), Array("--field".utf8),
        Array("name=".utf8) + e9, Array("--toggle".utf8), e9 + Array("x".utf8),
        Array("--choice".utf8), Array("c=".utf8) + e9 + Array(",b".utf8),
      ], input: "\n\n\n2\n")
    #expect(result.status == 0)
    #expect(
      result.standardOutputBytes
        == Array("name=".utf8) + e9 + Array("\n".utf8) + e9 + Array("x=off\nc=".utf8) + e9
        + Array("\n".utf8))
  }

  @Test("JSON, which is UTF-8, has U+FFFD for bytes that were not")
  func json() throws {
    let result = try run(
      [Array("sheet".utf8), Array("--action".utf8), Self.latin1, Array("--json".utf8)],
      input: "1\n")
    #expect(result.standardOutput.hasPrefix(#"{"action":"caf\#u{FFFD}","#))
  }

  @Test("the full-screen path prints the label chosen as given, though the button shows U+FFFD")
  @MainActor
  func fullScreen() async {
    let runner = StubRunner { model in
      guard case .modal(let modal) = model.content, let action = modal.actions.first else {
        return model.outcome(.programmatic)
      }
      #expect(action.title == "caf\u{FFFD}", "the button shows U+FFFD")
      return model.outcome(for: DismissResult(action: action, reason: .action))
    }
    let output = ByteOutput()
    let command = ScrimCommand(
      environment: CommandEnvironment(
        terminal: .init(variables: ["TERM": "xterm"], isTerminal: true),
        standardOutputIsTerminal: false),
      interactiveRunner: runner, output: output, errors: BufferOutput())
    let arguments = [Array("sheet".utf8), Array("--action".utf8), Self.latin1]
    #expect(await command.run(arguments.map(ArgumentText.decode)) == Termination(status: 0))
    #expect(output.bytes == Self.latin1 + [0x0A])
  }
}

/// Collects the bytes written, as a file would hold them.
private final class ByteOutput: TextOutput {
  private(set) var bytes: [UInt8] = []
  func write(_ text: String) { bytes += Array(text.utf8) }
  func write(bytes: [UInt8]) { self.bytes += bytes }
}

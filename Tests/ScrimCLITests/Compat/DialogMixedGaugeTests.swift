import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// dialog 1.3's `--mixedgauge`: drawn once, it ends at once with status 0 and writes
/// nothing, beside the real dialog; its rows say dialog's words for the state codes.
///
/// The command line is dialog's own sample `samples/mixedgauge` (Thomas E. Dickey's
/// dialog-snapshots, t20230209), at one step of its loop.
@Suite struct DialogMixedGaugeTests {
  private let compare = CompatHarness.Comparison(program: "dialog")
  static let sample = [
    "--backtitle", "An Example of --mixedgauge usage", "--title", "Mixed gauge demonstration",
    "--mixedgauge", "This is a prompt message,\\nand this is the second line.", "0", "0", "33",
    "Process one", "0", "Process two", "1", "Process three", "2", "Process four", "3", "", "8",
    "Process five", "5", "Process six", "6", "Process seven", "7", "Process eight", "4",
    "Process nine", "-40",
  ]

  @Test func endsAtOnceWritingNothing() async throws {
    try await compare(Self.sample, [])
  }

  @Test func itemsCutShortAreAUsageError() async throws {
    try await compare(["--mixedgauge", "Prompt", "0", "0", "33", "alone"], [])
  }

  @Test func aPercentThatIsNoNumberIsAUsageError() async throws {
    try await compare(["--mixedgauge", "Prompt", "0", "0", "most"], [])
  }

  @Test("dialog's words for the codes 0 to 9, a percentage for -N, the text otherwise")
  func stateWords() {
    let words = (0...9).map { CompatGaugeItem.state(String($0)) }
    #expect(
      words == [
        "Succeeded", "Failed", "Passed", "Completed", "Checked", "Done", "Skipped",
        "In Progress", nil, "N/A",
      ])
    #expect(CompatGaugeItem.state("17") == "Failed", "only the first character is a code")
    #expect(CompatGaugeItem.state("-5") == "  5%")
    #expect(CompatGaugeItem.state("-100") == "100%")
    #expect(CompatGaugeItem.state("Waiting") == "Waiting")
    #expect(CompatGaugeItem.state(" later") == nil, "a blank state hides the row")
    #expect(CompatGaugeItem.state("") == nil)
  }

  @Test("a -N state fills its bracket N percent, as dialog's small gauge; words fill none")
  func stateFractions() {
    #expect(CompatGaugeItem.fraction("-40") == 0.4)
    #expect(CompatGaugeItem.fraction("-150") == 1, "clamped")
    #expect(CompatGaugeItem.fraction("-x") == 0, "no number is dialog's 0")
    #expect(CompatGaugeItem.fraction("5") == nil)
    #expect(CompatGaugeItem.fraction("Waiting") == nil)
  }
}

/// dialog's mixed gauge as line prompts, in process: each row and the overall gauge are
/// read out, nothing is asked, and it ends with 0.
@MainActor
@Suite struct DialogMixedGaugeLineTests {
  @Test("line mode reads each task with its state, the text and the overall percentage")
  func lineMode() async {
    let fixture = CompatCommandTests.Fixture()
    let io = ScriptedLineIO([])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    let end = await command.run([
      "--mixedgauge", "Working", "0", "0", "60", "Download", "0", "Unpack", "-25", "Hidden", "8",
    ])
    #expect(end.status == 0)
    #expect(fixture.written(2) == "")
    #expect(io.transcript.contains("Download: Succeeded"))
    #expect(io.transcript.contains("Unpack: 25%"))
    #expect(!io.transcript.contains("Hidden"))
    #expect(io.transcript.contains("Overall Progress: 60%"))
  }
}

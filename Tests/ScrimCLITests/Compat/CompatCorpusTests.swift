import ScrimTesting
import Testing

/// Real scripts' command lines (`Corpus/`), each run by the real whiptail or dialog and by
/// scrim in its place with the same keys: a script must see the same exit status and
/// result, on the stream it reads.
@Suite struct CompatCorpusTests {
  @Test(
    "every corpus line reads: six fields, a commit, known keys, shell words",
    arguments: ["whiptail", "dialog"])
  func wellFormed(_ program: String) {
    #expect(CompatCorpus.malformedLines(for: program) == [])
  }

  @Test("the corpus holds at least 150 lines from at least 10 projects")
  func size() {
    let entries = CompatCorpus.entries(for: "whiptail") + CompatCorpus.entries(for: "dialog")
    #expect(entries.count >= 150)
    #expect(Set(entries.map(\.project)).count >= 10)
  }

  @Test(
    "scrim as whiptail: what a script sees matches whiptail's on each corpus line",
    arguments: CompatCorpus.entries(for: "whiptail"))
  func whiptail(_ entry: CompatCorpus.Entry) async throws {
    try await CompatHarness.compare(
      "whiptail", entry.arguments, steps: entry.steps, stream: entry.stream)
  }

  @Test(
    "scrim as dialog: what a script sees matches dialog's on each corpus line",
    arguments: CompatCorpus.entries(for: "dialog"))
  func dialog(_ entry: CompatCorpus.Entry) async throws {
    try await CompatHarness.compare(
      "dialog", entry.arguments, steps: entry.steps, stream: entry.stream)
  }
}

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
    try await check(entry)
  }

  @Test(
    "scrim as dialog: what a script sees matches dialog's on each corpus line",
    arguments: CompatCorpus.entries(for: "dialog"))
  func dialog(_ entry: CompatCorpus.Entry) async throws {
    try await check(entry)
  }

  /// The line on screen against the real program, then in line mode against its result.
  private func check(_ entry: CompatCorpus.Entry) async throws {
    let real = try await CompatHarness.compare(
      entry.program, entry.arguments, steps: entry.steps, stream: entry.stream)
    try await inLineMode(entry, real)
  }

  /// The same line in line mode (`SCRIM_ACCESSIBLE=1`), answered at the prompts as the
  /// real program's user answered on screen: the script must see the same again.
  private func inLineMode(_ entry: CompatCorpus.Entry, _ real: CompatHarness.Run) async throws {
    guard
      let answers = CompatLineAnswers.answers(
        program: entry.program, arguments: entry.arguments, real: real, stream: entry.stream)
    else {
      // Chained boxes: each box's prompts follow the one before; the screen run covers them.
      #expect(entry.arguments.contains("--and-widget"), "no line-mode answers for \(real)")
      return
    }
    let typed = answers.map { $0 == CompatLineAnswers.endOfInput ? "\u{04}" : $0 + "\n" }
    let feeds = entry.steps.filter {
      switch $0 {
      case .feed, .closeInput: return true
      default: return false
      }
    }
    await CompatHarness.slots.acquire()
    let spoken = try await CompatHarness.run(
      CompatHarness.scrim(as: entry.program), entry.arguments,
      steps: feeds + (typed.isEmpty ? [] : [.type(typed.joined())]),
      environment: ["SCRIM_ACCESSIBLE=1"], stream: entry.stream)
    await CompatHarness.slots.release()
    #expect(
      spoken.matches(real, program: entry.program),
      "line mode, answers \(answers): \(spoken)\n\(entry.program): \(real)")
  }
}

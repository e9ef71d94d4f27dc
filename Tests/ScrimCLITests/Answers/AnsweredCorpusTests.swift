import ScrimTesting
import Testing

/// The whiptail and dialog corpus (`Compat/Corpus`) once more, answered from a file with no
/// terminal.
///
/// Each line runs in the real program with the corpus's keys, then in scrim
/// with `SCRIM_ANSWERS` holding that user's answer in words, in a session with no
/// controlling terminal and stdin a pipe. The script must see the same exit status,
/// stdout and result descriptor (and stderr where the result goes there).
///
/// Every line of it (a gauge's input is fed on stdin and read to its end); chained boxes
/// are left to the screen and line-mode runs.
@Suite struct AnsweredCorpusTests {
  static func cases(_ program: String, filePath: String = #filePath) -> [CompatCorpus.Entry] {
    // The corpus is found beside its own tests, in Compat/.
    let compat = filePath.split(separator: "/", omittingEmptySubsequences: false)
      .map { $0 == "Answers" ? "Compat" : String($0) }.joined(separator: "/")
    return CompatCorpus.entries(for: program, filePath: compat)
  }

  @Test(
    "scrim as whiptail, answered from a file: what the script sees is whiptail's",
    arguments: cases("whiptail"))
  func whiptail(_ entry: CompatCorpus.Entry) async throws {
    try await check(entry)
  }

  @Test(
    "scrim as dialog, answered from a file: what the script sees is dialog's",
    arguments: cases("dialog"))
  func dialog(_ entry: CompatCorpus.Entry) async throws {
    try await check(entry)
  }

  private func check(_ entry: CompatCorpus.Entry) async throws {
    let real = try CompatHarness.requireReal(entry.program)
    await CompatHarness.slots.acquire()
    let theirs = try await CompatHarness.run(
      real, entry.arguments, steps: entry.steps, stream: entry.stream, recordsWaits: false)
    await CompatHarness.slots.release()
    guard theirs.waitFailure == nil, case .exited = theirs.exit else {
      Issue.record("\(entry.program) itself: \(theirs)")
      return
    }
    guard
      let answers = await CompatAnswersFile.text(
        program: entry.program, arguments: entry.arguments, real: theirs, stream: entry.stream)
    else {
      // Chained boxes: the screen and line-mode runs cover them.
      #expect(entry.arguments.contains("--and-widget"), "no answers for \(theirs)")
      return
    }
    var input = ""
    for case .feed(let text) in entry.steps { input += text }
    var descriptor: Int32?
    if case .descriptor(let number) = entry.stream { descriptor = number }
    let ours = try AnsweredRun.run(
      entry.program, entry.arguments, answers: answers, input: input, descriptor: descriptor)
    let run = CompatHarness.Run(
      exit: .exited(ours.status),
      standardOutput: entry.stream == .standardOutput ? ours.standardOutput : "",
      standardError: ours.standardError, descriptor: ours.descriptor, report: [])
    #expect(
      run.matches(theirs, program: entry.program),
      "answers:\n\(answers)\nscrim: \(ours)\n\(entry.program): \(theirs)")
  }
}

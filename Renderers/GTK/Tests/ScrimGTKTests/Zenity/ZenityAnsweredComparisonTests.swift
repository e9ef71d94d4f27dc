import ScrimCLI
import ScrimSystem
import Testing

/// `scrim zenity` answered from a file, with no terminal and no display, gives a script what
/// the real zenity gives it when a person answers in its window.
///
/// The lines are the terminal comparison's (a few of each box): the real zenity on a
/// private Xvfb display, answered by xdotool with the corpus's keys; then the root
/// package's built scrim in a session of its own (no controlling terminal, no `DISPLAY`),
/// with `SCRIM_ANSWERS` holding that person's answer in words, read from zenity's result:
/// the text typed, the row chosen, the button pressed, Esc, or time let pass.
@Suite("scrim zenity answered from a file: the corpus against the real zenity")
struct ZenityAnsweredComparisonTests {
  @Test("each line: scrim zenity's stdout and exit status from an answers file are zenity's")
  func sameAsZenity() async throws {
    for (program, remedy) in [
      (ZenityCorpusTests.zenity, "apt-get install zenity"),
      (WindowDriver.xdotool, "apt-get install xdotool"),
      (ZenityTerminalComparisonTests.scrim(), "swift build in the repository's root"),
    ] {
      try #require(access(program, X_OK) == 0, "\(program) is missing (\(remedy))")
    }
    let cases = ZenityTerminalComparisonTests.cases()
    #expect(cases.count >= 12)
    let directory = ZenityCorpus.directory() + "/files"
    for entry in cases {
      var theirs = ScriptOutcome(status: nil, standardOutput: "", standardError: "", note: nil)
      for _ in 0..<2 where theirs.status == nil || theirs.note != nil {
        theirs = try await DisplayPool.shared.withDisplay { display in
          WindowDriver(display: display.name, workingDirectory: directory)
            .run([ZenityCorpusTests.zenity] + entry.arguments, entry)
        }
      }
      guard theirs.note == nil, theirs.status != nil else {
        Issue.record("zenity itself: \(theirs): \(entry.testDescription)")
        continue
      }
      guard let answers = Self.answers(entry, theirs) else { continue }
      let ours = Self.answered(entry, answers: answers, directory: directory)
      #expect(
        ours.sameResult(as: theirs),
        "\(entry.testDescription)\nanswers:\n\(answers)\nzenity: \(theirs)\nscrim zenity: \(ours)")
    }
  }

  /// The answers file that gives zenity's result: the text typed, the row chosen, the
  /// button pressed, Esc, or the time let pass; nil for a line that is not a box.
  static func answers(_ entry: ZenityCorpus.Entry, _ theirs: ScriptOutcome) -> String? {
    guard case .show(let request)? = try? ZenityParser().parse(entry.arguments),
      let status = theirs.status
    else { return nil }
    let kind = request.box.rawValue
    var printed = theirs.standardOutput
    if printed.hasSuffix("\n") { printed.removeLast() }
    let values =
      printed.isEmpty
      ? []
      : printed.split(
        separator: Character(request.separator),
        omittingEmptySubsequences: false
      ).map(String.init)
    switch status {
    case 5: return "[\(kind)] wait\n"
    case 1 where !printed.isEmpty: return "[\(kind)] button = \(AnswersFile.quote(printed))\n"
    case 1: return "[\(kind)] escape\n"
    case 0: break
    default: return nil
    }
    if case .none = entry.answer { return "" }
    var entryText = "[\(kind)]\n"
    switch request.box {
    case .entry, .password, .forms, .scale:
      for value in values { entryText += "text = \(AnswersFile.quote(value))\n" }
    case .fileSelection where values.count == 1:
      // The path chosen, typed whole into the chooser's path.
      entryText += "text = \(AnswersFile.quote(values[0]))\n"
    case .list where request.checklist || request.multiple:
      entryText += values.isEmpty ? "check =\n" : ""
      for value in values { entryText += "check = \(AnswersFile.quote(value))\n" }
    case .list:
      for value in values { entryText += "choose = \(AnswersFile.quote(value))\n" }
    case .textInfo:
      if let checkbox = request.checkbox {
        entryText += "check = \(AnswersFile.quote(checkbox))\n"
      }
    default: break
    }
    return entryText
  }

  /// The root package's scrim as zenity, answered from `answers`, in a session of its own
  /// with no display.
  static func answered(_ entry: ZenityCorpus.Entry, answers: String, directory: String)
    -> ScriptOutcome
  {
    var template = Array("/tmp/scrim-answers-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
    let scratch = made.map { String(cString: $0) } ?? "/tmp"
    let path = scratch + "/answers"
    defer {
      unlink(path)
      rmdir(scratch)
    }
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    _ = Array(answers.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
    close(file)
    guard
      let program = SpawnedProcess(
        "/usr/bin/env",
        ["-C", directory, "setsid", "-w", ZenityTerminalComparisonTests.scrim(), "zenity"]
          + entry.arguments,
        environment: ["LANG=C.UTF-8", "PATH=/usr/bin:/bin", "SCRIM_ANSWERS=\(path)"])
    else {
      return ScriptOutcome(status: nil, standardOutput: "", standardError: "", note: "no start")
    }
    program.finishInput(entry.standardInput)
    let status = program.waitForExit(until: Deadline(seconds: 10))
    return ScriptOutcome(
      status: status, standardOutput: String(decoding: program.standardOutput, as: UTF8.self),
      standardError: String(decoding: program.standardError, as: UTF8.self),
      note: status == nil ? "still running after 10 s: it waited (killed)" : nil)
  }
}

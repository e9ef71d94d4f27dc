import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// dialog's boxes that follow an input, answered from a file while their input is still
/// coming: the answer waits until the box's button exists (a program box's and a prgbox's
/// OK comes when their input ends; a progress box has none and ends by itself), and the
/// script sees what the real dialog's user saw when pressing it.
@Suite struct AnsweredFollowBoxTests {
  /// The input, late: it starts after scrim has asked its first question.
  private static let lateInput = "sleep 0.5; printf 'compiling one\\ncompiling two\\n'"

  @Test("--prgbox answered before its command ends: OK waits for it, then exits 0 as dialog's")
  func prgbox() async throws {
    try await check(
      ["--title", "Build", "--prgbox", "Building", Self.lateInput, "12", "50"],
      real: [.wait("compiling two"), .wait("OK"), .keys([.enter])])
  }

  @Test("--programbox answered before its stdin ends: OK waits for it, then exits 0 as dialog's")
  func programbox() async throws {
    try await check(
      ["--title", "Build", "--programbox", "Building", "12", "50"],
      real: [.feed("compiling one\ncompiling two\n"), .closeInput, .wait("OK"), .keys([.enter])],
      lateFeed: true)
  }

  @Test("--progressbox needs no answer: it ends with its stdin, exit 0 as dialog's")
  func progressbox() async throws {
    try await check(
      ["--title", "Build", "--progressbox", "Building", "12", "50"],
      real: [.feed("compiling one\ncompiling two\n"), .closeInput], lateFeed: true)
  }

  /// Runs the real dialog with `real` steps, turns how it ended into an answers file, and
  /// runs scrim as dialog answered from it, its input coming late (`lateFeed`: on stdin,
  /// else from the box's own command); both must end alike.
  private func check(
    _ arguments: [String], real steps: [CompatHarness.Step], lateFeed: Bool = false
  ) async throws {
    let dialog = try CompatHarness.requireReal("dialog")
    await CompatHarness.slots.acquire()
    let theirs = try await CompatHarness.run(
      dialog, arguments, steps: steps, stream: .standardError, recordsWaits: false)
    await CompatHarness.slots.release()
    #expect(theirs.exit == .exited(0), "dialog itself: \(theirs)")
    let answers = try #require(
      await CompatAnswersFile.text(
        program: "dialog", arguments: arguments, real: theirs, stream: .standardError))
    let directory = CompatHarness.temporaryDirectory()
    defer {
      unlink(directory + "/answers")
      rmdir(directory)
    }
    try AnsweredRun.save(answers, to: directory + "/answers")
    let script =
      lateFeed ? "(\(Self.lateInput)) | exec \"$0\" \"$@\"" : "exec \"$0\" \"$@\" </dev/null"
    let result = try #require(
      ChildProcess.run(
        "/usr/bin/timeout",
        ["-s", "KILL", "30", "/bin/bash", "-c", script, CompatHarness.scrim(as: "dialog")]
          + arguments,
        environment: [
          "LANG=C.UTF-8", "PATH=/usr/bin:/bin", "TERM=xterm-256color",
          "SCRIM_ANSWERS=\(directory)/answers",
        ], newSession: true))
    #expect(
      result.status == 0 && result.standardOutput.isEmpty,
      "answers:\n\(answers)\nscrim: exit \(result.status), \(result.standardError)")
  }
}

import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// A result stream the script closed (`2>&-`, `3>&-` with `--output-fd 3`): the answer is
/// refused before a box asks for it, with the error status and a message on a stream that
/// exists, never written into a descriptor scrim opened for itself nor lost with exit 0.
///
/// What the real programs do, run the same way in a pseudo-terminal: whiptail exits 255 at
/// once in both cases, with "Cannot open output-fd" for `--output-fd 3` and nothing for a
/// closed stderr; dialog exits 255 with "Cannot open output-fd" for `--output-fd 3`, but
/// with a closed stderr it shows the box and exits 0, the answer lost.
@Suite struct ClosedResultStreamTests {
  /// Runs `executable` (a real program or scrim in its place) through bash, which applies
  /// `redirection` first, as the script's shell would.
  private func run(
    _ executable: String, _ arguments: [String], _ redirection: String,
    steps: [CompatHarness.Step] = []
  ) async throws -> CompatHarness.Run {
    try await CompatHarness.run(
      "/bin/bash", ["-c", "exec \"$0\" \"$@\" " + redirection, executable] + arguments,
      steps: steps)
  }

  private let inputbox = ["--inputbox", "Name?", "8", "40", "x"]

  @Test("whiptail, stderr closed: 255 at once as whiptail exits, said on the terminal")
  func whiptailClosedStandardError() async throws {
    let real = try await run(try CompatHarness.requireReal("whiptail"), inputbox, "2>&-")
    let ours = try await run(CompatHarness.scrim(as: "whiptail"), inputbox, "2>&-")
    #expect(real.exit == .exited(255))
    #expect(ours.exit == real.exit, "scrim: \(ours)")
    #expect(ours.report.joined().contains("whiptail: cannot write the result: stderr is closed"))
  }

  /// A box that writes nothing still asks, as in dialog: its answer is the exit status.
  @Test("dialog, stderr closed: 255 before the box, where dialog exits 0 and loses it")
  func dialogClosedStandardError() async throws {
    let ours = try await run(CompatHarness.scrim(as: "dialog"), inputbox, "2>&-")
    #expect(ours.exit == .exited(255), "scrim: \(ours)")
    #expect(ours.report.joined().contains("dialog: cannot write the result: stderr is closed"))
    // dialog --stdout with stdout closed writes the answer into the terminal it opened in
    // its place, and exits 0.
    let closedOut = try await run(CompatHarness.scrim(as: "dialog"), ["--stdout"] + inputbox, ">&-")
    #expect(closedOut.exit == .exited(255), "scrim: \(closedOut)")
    #expect(closedOut.standardError == "dialog: cannot write the result: stdout is closed\n")
    let yesno = ["--yesno", "Go on?", "8", "40"]
    let steps: [CompatHarness.Step] = [.wait("Go on?"), .keys([.enter])]
    let real = try await run(try CompatHarness.requireReal("dialog"), yesno, "2>&-", steps: steps)
    let question = try await run(CompatHarness.scrim(as: "dialog"), yesno, "2>&-", steps: steps)
    #expect(real.exit == .exited(0))
    #expect(question.exit == real.exit, "scrim: \(question)")
  }

  @Test(
    "--output-fd 3 closed: 255 with a message on stderr, as both programs",
    arguments: ["whiptail", "dialog"])
  func closedOutputDescriptor(program: String) async throws {
    let arguments = ["--output-fd", "3"] + inputbox
    let real = try await run(try CompatHarness.requireReal(program), arguments, "3>&-")
    let ours = try await run(CompatHarness.scrim(as: program), arguments, "3>&-")
    #expect(real.exit == .exited(255))
    #expect(ours.matches(real, program: program), "scrim: \(ours)\n\(program): \(real)")
    #expect(ours.standardError.contains("cannot write the result: descriptor 3 was closed"))
  }

  @Test("only a descriptor the script handed over open for writing takes a result")
  func namedDescriptors() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    // pipe(2) leaves close-on-exec off, as on a descriptor a program inherits.
    #expect(FileOutput.named(ends[1]).refusal == nil)
    #expect(FileOutput.named(ends[0]).refusal == "descriptor \(ends[0]) is open for reading only")
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    #expect(
      FileOutput.named(ends[1]).refusal
        == "descriptor \(ends[1]) was closed when the program started")
    #expect(FileOutput.named(9_999).refusal == "descriptor 9999 is not open")
  }
}

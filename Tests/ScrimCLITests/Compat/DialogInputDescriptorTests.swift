import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// dialog's `--input-fd N`: the keys come from descriptor N, not the terminal.
///
/// A gauge's data still comes on stdin (dialog's own reading: init_dialog puts N in
/// stdin's place for curses and keeps the first stdin for the gauge). The keys' end is
/// Esc (255); a descriptor that is not open is an error before any box.
@Suite struct DialogInputDescriptorTests {
  /// Runs the real dialog and scrim in its place through bash with `redirection`, and
  /// expects a script to see the same of both.
  @discardableResult
  private func compare(
    _ arguments: [String], _ redirection: String, steps: [CompatHarness.Step] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> CompatHarness.Run {
    var runs: [CompatHarness.Run] = []
    for executable in [try CompatHarness.requireReal("dialog"), CompatHarness.scrim(as: "dialog")] {
      runs.append(
        try await CompatHarness.run(
          "/bin/bash", ["-c", "exec \"$0\" \"$@\" " + redirection, executable] + arguments,
          steps: steps))
    }
    #expect(
      runs[1].matches(runs[0], program: "dialog"), "scrim: \(runs[1])\ndialog: \(runs[0])",
      sourceLocation: sourceLocation)
    return runs[0]
  }

  /// Writes `text` to a new file and passes its path; the file is removed after.
  private func withFile(_ text: String, _ body: (String) async throws -> Void) async rethrows {
    try await CompatHarness.withFile(text, named: "keys", body)
  }

  private let inputbox = ["--input-fd", "3", "--inputbox", "Name?", "8", "40"]

  @Test("the keys are read from the descriptor; the gauge's data still from stdin")
  func keysFromDescriptor() async throws {
    try await withFile("Ann\r") { path in
      let real = try await compare(inputbox, "3<'\(path)'")
      #expect(real.exit == .exited(0))
      #expect(real.standardError == "Ann")
    }
    // bash points descriptor 3 at the terminal; the percentages come through stdin.
    let real = try await compare(
      ["--input-fd", "3", "--gauge", "Copying", "8", "40", "0"], "3</dev/tty",
      steps: [.wait("Copying"), .feed("XXX\n40\nHalf way\nXXX\n"), .wait("Half way"), .closeInput])
    #expect(real.exit == .exited(0))
  }

  @Test("the end of the keys is Esc: 255, nothing written")
  func endOfKeys() async throws {
    try await withFile("Ann") { path in
      let real = try await compare(inputbox, "3<'\(path)'")
      #expect(real.exit == .exited(255))
    }
  }

  @Test("a closed descriptor is an error before the box: 255, as dialog")
  func closedDescriptor() async throws {
    let real = try await compare(inputbox, "3<&-")
    #expect(real.exit == .exited(255))
  }

  @MainActor
  @Test("line prompts read their answers from the descriptor too")
  func lineMode() async throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = Array("Ann\n\n".utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    let fixture = CompatCommandTests.Fixture()
    var command = fixture.command(.dialog)
    let prompts = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer { close(prompts) }
    command.makeLineIOReadingKeys = { StandardLineIO(input: $0, output: prompts) }
    let end = await command.run(["--input-fd", "\(ends[0])", "--inputbox", "Name?", "8", "40"])
    #expect(end.status == 0)
    #expect(fixture.written(STDERR_FILENO) == "Ann")
  }
}

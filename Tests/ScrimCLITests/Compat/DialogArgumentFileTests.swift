import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// dialog's `--file F`: F's words stand in its place, read whole as dialog reads them, not
/// as a textbox is shown (cut at 512 KiB, controls replaced, a note added).
@MainActor
@Suite struct DialogArgumentFileTests {
  /// Writes `bytes` to a new file and passes its path; the file is removed after.
  private func withFile<T>(
    _ bytes: [UInt8], _ body: (String) async throws -> T
  ) async rethrows -> T {
    let directory = CompatHarness.temporaryDirectory()
    let path = directory + "/arguments"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    defer {
      unlink(path)
      rmdir(directory)
    }
    return try await body(path)
  }

  private let compare = CompatHarness.Comparison(program: "dialog")
  private let down = CompatHarness.down

  @Test("a file past 512 KiB is read whole: its last item is a row, no note becomes one")
  func pastTheTextboxLimit() async throws {
    let text =
      "--menu Pick 16 50 8 a Apple b Banana" + String(repeating: " ", count: 600 << 10)
      + " c Cherry\n"
    try await withFile(Array(text.utf8)) { path in
      try await compare(
        ["--file", path], [.wait("Cherry"), .keys([down, down, .enter])])
    }
  }

  @Test("a CRLF line end separates words, as C's isspace does in dialog")
  func carriageReturns() async throws {
    try await withFile(Array("--msgbox\r\n\"Hello there\"\r\n7 40\r\n".utf8)) { path in
      try await compare(["--file", path], [.wait("Hello there"), .keys([.enter])])
    }
  }

  @Test("--file &3 reads the script's descriptor 3, as dialog does")
  func descriptor() async throws {
    try await withFile(Array("--msgbox \"From three\" 7 40".utf8)) { path in
      let steps: [CompatHarness.Step] = [.wait("From three"), .keys([.enter])]
      var runs: [CompatHarness.Run] = []
      for executable in [
        try CompatHarness.requireReal("dialog"), CompatHarness.scrim(as: "dialog"),
      ] {
        runs.append(
          try await CompatHarness.run(
            "/bin/bash", ["-c", "exec \"$0\" \"$@\" 3<'\(path)'", executable, "--file", "&3"],
            steps: steps))
      }
      #expect(runs[0].exit == .exited(0))
      #expect(runs[1].matches(runs[0], program: "dialog"), "scrim: \(runs[1])\ndialog: \(runs[0])")
    }
  }

  @Test("a file over 4 MiB is an error that says so, and no box shows")
  func tooLarge() async {
    let text = "--msgbox Hi 7 40" + String(repeating: " ", count: 5 << 20)
    await withFile(Array(text.utf8)) { path in
      let fixture = CompatCommandTests.Fixture()
      let end = await fixture.command(.dialog, answers: [""]).run(["--file", path])
      #expect(end.status == 255)
      #expect(fixture.errors.text.contains("holds over 4 MiB"))
    }
  }

  @Test("a tab inside quotes stays a tab, not the spaces a textbox shows")
  func tabInsideQuotes() async {
    await withFile(Array("--inputbox Name 8 40 \"a\tb\"".utf8)) { path in
      let fixture = CompatCommandTests.Fixture()
      let end = await fixture.command(.dialog, answers: ["", ""]).run(["--file", path])
      #expect(end.status == 0)
      #expect(fixture.written(STDERR_FILENO) == "a\tb")
    }
  }

  @Test("scrim dialog --file F is dialog's command line, not scrim's own dialog (exit 64)")
  func routing() async {
    await withFile(Array("--treeview Tree 0 0 0".utf8)) { path in
      let harness = CommandHarness()
      let end = await harness.command.run(["dialog", "--file", path])
      #expect(end.status == 255)
      // dialog's own words: its box needs a terminal, which the test has not.
      #expect(harness.errors.text.hasPrefix("dialog: cannot open the terminal"))
    }
  }
}

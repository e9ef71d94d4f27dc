import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// dialog's boxes whose body follows an input: `--progressbox` and `--programbox` (stdin)
/// and `--tailbox` (a file), beside the real dialog where a terminal shows them.
@Suite struct FollowBoxComparisonTests {
  private static let thirty = (1...30).map { "line \($0)\n" }.joined()

  @Test("--progressbox shows its input as it comes, its last lines in view, and exits 0 at its end")
  func progressbox() async throws {
    let run = try await CompatHarness.compare(
      "dialog", ["--title", "Build", "--progressbox", "Compiling", "12", "50"],
      steps: [
        .wait("Compiling"), .feed("line 0\n"), .wait("line 0"), .feed(Self.thirty),
        .wait("line 30"), .closeInput,
      ])
    #expect(run.exit == .exited(0))
  }

  @Test("--programbox without its text waits for OK once its input ends, then exits 0")
  func programboxWithoutText() async throws {
    try await CompatHarness.compare(
      "dialog", ["--programbox", "12", "50"],
      steps: [
        .feed("first\n"), .wait("first"), .feed(Self.thirty), .wait("line 30"), .closeInput,
        .wait("OK"), .keys([.enter]),
      ])
  }

  // A public RouterOS install wizard (GitHub code search: `( do_install_process; echo $? >
  // "$RC_FILE" ) | dlg --title "$TITLE_INSTALL" --programbox "Installing RouterOS -
  // progress log:" 20 76`, dlg being dialog with the script's options).
  @Test("a RouterOS installer's --programbox: its log, then OK; Esc exits 255")
  func routerOSInstaller() async throws {
    let arguments = [
      "--title", "RouterOS Installer", "--programbox", "Installing RouterOS - progress log:",
      "20", "76",
    ]
    let steps: [CompatHarness.Step] = [
      .wait("progress log"), .feed("[10%] Step 1/8: Partitioning\n"), .wait("Partitioning"),
      .feed("[100%] Step 8/8: Installation completed successfully!\n"), .wait("completed"),
      .closeInput, .wait("OK"),
    ]
    try await CompatHarness.compare("dialog", arguments, steps: steps + [.keys([.enter])])
    try await CompatHarness.compare("dialog", arguments, steps: steps + [.keys([.escape])])
  }
}

/// `--tailbox` beside the real dialog: a file's last lines in view, Exit or Esc to end.
@Suite struct TailboxComparisonTests {
  @Test("--tailbox shows the end of a 30-line file; Exit exits 0 and Esc 255")
  func tailbox() async throws {
    let text = (1...30).map { "line \($0)\n" }.joined()
    try await CompatHarness.withFile(text) { path in
      for key in [PseudoTerminal.Key.enter, .escape] {
        try await CompatHarness.compare(
          "dialog", ["--title", "Log", "--tailbox", path, "10", "40"],
          steps: [.wait("line 30"), .keys([key])])
      }
    }
  }
}

/// What a followed input keeps: a bounded scroll-back, however long the input runs.
@Suite struct FollowedInputBoundTests {
  @Test("an endless input keeps its last 10,000 lines, the newest last")
  func scrollBackLines() {
    var kept = ScrollBack()
    for index in 0..<250_000 { kept.append("line \(index)") }
    #expect(kept.count == ScrollBack.maximumLines)
    #expect(kept.lines.last == "line 249999")
    #expect(kept.lines.first == "line 240000")
  }

  @Test("a stream without line breaks (/dev/zero) is cut into lines and kept within 1 MiB")
  func scrollBackBytes() {
    var splitter = FollowSplitter()
    var kept = ScrollBack()
    let zeros = [UInt8](repeating: 0, count: 64 << 10)
    for _ in 0..<256 { splitter.append(zeros) { kept.append($0) } }  // 16 MiB
    #expect(kept.byteCount <= ScrollBack.maximumBytes)
    #expect(kept.count == ScrollBack.maximumBytes / (ScrollBack.maximumLineLength + 1))
  }

  @Test("lines a slow box has not taken wait bounded: only the last scroll-back's worth")
  func waitingLinesBounded() {
    let lines = FollowedLines()
    for index in 0..<50_000 { lines.add("line \(index)") }
    lines.finish()
    let taken = lines.take()
    #expect(taken.updates.count == ScrollBack.maximumLines)
    #expect(taken.updates.last == "line 49999")
    #expect(taken.isFinished)
  }

  @Test("a program box read from a pipe fed 200,000 lines shows at most 10,000 of them")
  @MainActor func bodyBounded() async throws {
    let body = FollowedBody(visibleLineCount: 10)
    body.append((0..<200_000).map { "line \($0)" })
    #expect(body.lines.count == ScrollBack.maximumLines)
    #expect(body.lines.last == "line 199999")
    #expect(body.area.keepsEndInView)
  }
}

/// A tail box follows its file as `tail -f` does.
@Suite struct TailFileTests {
  @Test("a tail box reads the file's lines, then the lines appended to it at each look")
  func followsAppendedLines() throws {
    let path = CompatHarness.temporaryDirectory() + "/log"
    defer { unlink(path) }
    let writer = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(writer >= 0)
    defer { close(writer) }
    func append(_ text: String) {
      _ = text.utf8CString.withUnsafeBufferPointer { write(writer, $0.baseAddress, $0.count - 1) }
    }
    append("started\n")
    let file = try TailFile(path: path)
    #expect(file.newLines() == ["started"])
    #expect(file.newLines().isEmpty, "nothing new: the look finds nothing and does not wait")
    append("step 1\nstep 2\nhalf")
    #expect(file.newLines() == ["step 1", "step 2"])
    append(" done\n")
    #expect(file.newLines() == ["half done"])
  }

  @Test("a tail box of a missing file is dialog's error")
  func missingFile() {
    #expect(throws: CompatUsageError.self) { try TailFile(path: "/nonexistent/scrim-log") }
  }
}

/// Line mode prints a followed input's lines as they come.
@MainActor
@Suite struct FollowBoxLineModeTests {
  @Test("a progress box in line mode prints its text, then each line, and ends at the end")
  func progressboxLines() async throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let feed = "compiling a.c\n\u{1B}[31mcompiling b.c\ndone\n"
    _ = feed.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
    close(ends[1])
    defer { close(ends[0]) }
    let fixture = CompatCommandTests.Fixture()
    let io = ScriptedLineIO([])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    command.gaugeInput = ends[0]
    let end = await command.run(["--progressbox", "Building", "12", "50"])
    #expect(end.status == 0)
    let lines = io.transcript.split(separator: "\n").map(String.init)
    #expect(lines.first == "Building")
    #expect(lines.contains("compiling a.c"))
    #expect(lines.contains("␛[31mcompiling b.c"), "an escape is shown, not sent")
    #expect(lines.last == "done")
  }
}

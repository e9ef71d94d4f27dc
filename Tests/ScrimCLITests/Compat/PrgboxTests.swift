import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// dialog's `--prgbox` beside the real dialog: the command's output and errors followed in
/// the box, then OK, whatever the command's own status.
@Suite struct PrgboxComparisonTests {
  @Test("--prgbox with its text: output and errors shown, then OK exits 0 whatever its status")
  func withText() async throws {
    try await CompatHarness.compare(
      "dialog",
      [
        "--title", "Copy", "--prgbox", "Copying", "echo copied one; echo warned >&2; exit 3",
        "12", "50",
      ],
      steps: [.wait("copied one"), .wait("warned"), .wait("OK"), .keys([.enter])])
  }

  // GhostWriters/DockSTARTer, .scripts/dialog_command_output.sh: `dialog --begin 2 2
  // --timeout "${TimeOut}" --title "${Title}" --prgbox "${CommandLine}" $((LINES - 4))
  // $((COLUMNS - 5))`, at 80×24 and a command of the project's kind.
  @Test("DockSTARTer's command output box: three arguments, the command's lines, Esc exits 255")
  func withoutText() async throws {
    let arguments = [
      "--begin", "2", "2", "--timeout", "0", "--title", "Docker Compose", "--prgbox",
      "printf 'pulling\\nstarted\\n'", "20", "75",
    ]
    try await CompatHarness.compare(
      "dialog", arguments, steps: [.wait("started"), .wait("OK"), .keys([.enter])])
    try await CompatHarness.compare(
      "dialog", arguments, steps: [.wait("started"), .wait("OK"), .keys([.escape])])
  }
}

/// dialog's `--tailboxbg`: drawn with the file's last lines and left, the script going on
/// at once with exit 0, as dialog's does when it moves the box to the background.
@Suite struct TailboxBackgroundTests {
  @Test("--tailboxbg shows the file's end and exits 0 at once")
  func drawnAndLeft() async throws {
    let text = (1...30).map { "entry \($0)\n" }.joined()
    try await CompatHarness.withFile(text) { path in
      let run = try await CompatHarness.compare(
        "dialog", ["--tailboxbg", path, "10", "40"], steps: [.wait("entry 30")])
      #expect(run.exit == .exited(0))
    }
  }
}

/// How dialog reads a prgbox's arguments.
@Suite struct PrgboxParsingTests {
  @Test("three arguments are the command and sizes, four have the text first; five too many")
  func arguments() throws {
    let three = try CompatParser(program: .dialog).parse(["--prgbox", "ls", "10", "40"])
    #expect(three.boxes.first?.text == "" && three.boxes.first?.rest == ["ls"])
    #expect(three.boxes.first?.sizes == [10, 40])
    let four = try CompatParser(program: .dialog).parse(["--prgbox", "Files", "ls", "10", "40"])
    #expect(four.boxes.first?.text == "Files" && four.boxes.first?.rest == ["ls"])
    #expect(throws: CompatUsageError.self) {
      try CompatParser(program: .dialog).parse(["--prgbox", "a", "ls", "10", "40", "x"])
    }
  }
}

import ScrimSystem
import Testing

/// `scrim-gtk zenity` given input without end or without a writer: a window all the same,
/// Esc answered, bounded memory, and a word on stderr for what was left out or not read.
///
/// Each case runs the program on a private Xvfb display, as the corpus does, and presses
/// Esc once the window maps; it fails when no window maps within 10 s or the program is
/// still running 10 s after the key. SCRIM_GTK_UNDER_TEST names another binary to check
/// (an older build, say); the package's debug build is the default.
@Suite("scrim-gtk as zenity: input without end or without a writer")
struct ZenityHostileInputTests {
  private static var binary: String {
    getenv("SCRIM_GTK_UNDER_TEST").map { String(cString: $0) } ?? ZenityCorpusTests.scrimGTK()
  }

  /// Runs `command` (its first word a program, `$0` of a shell line) on a display and
  /// presses Esc in its window.
  private static func escape(_ command: [String]) async throws -> ScriptOutcome {
    let program = command[0]
    try #require(access(program, X_OK) == 0 || program == "/bin/sh", "\(program) is missing")
    let entry = ZenityCorpus.Entry(
      project: "issue 32", path: "-", commit: "-", answer: .keys([.key("Escape")]), keys: "esc",
      standardInput: "", arguments: Array(command.dropFirst()), line: 0)
    return try await DisplayPool.shared.withDisplay { display in
      WindowDriver(display: display.name, workingDirectory: "/tmp").run(command, entry)
    }
  }

  /// `scrim-gtk zenity arguments` with stdin from `input`, through a shell.
  private static func fed(_ input: String, _ arguments: String) async throws -> ScriptOutcome {
    try #require(access(binary, X_OK) == 0, "build scrim-gtk first: swift build --build-tests")
    return try await escape(["/bin/sh", "-c", "exec \"$0\" zenity \(arguments) < \(input)", binary])
  }

  @Test("--text-info --filename /dev/zero: a window, Esc exits 1, stderr says it was cut")
  func endlessFile() async throws {
    let run = try await Self.fed("/dev/null", "--text-info --filename /dev/zero")
    #expect(run.status == 1 && run.note == nil, "\(run)")
    #expect(run.standardError.contains("past 512 KiB"), "\(run)")
  }

  @Test("--text-info with /dev/urandom on stdin: a window, Esc exits 1")
  func endlessStandardInput() async throws {
    let run = try await Self.fed("/dev/urandom", "--text-info")
    #expect(run.status == 1 && run.note == nil, "\(run)")
  }

  @Test("--text-info --filename of a FIFO nobody writes to: a window (zenity's never maps)")
  func fifoWithoutWriter() async throws {
    let path = "/tmp/scrim-zenity-fifo-\(getpid())"
    try #require(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let run = try await Self.fed("/dev/null", "--text-info --filename \(path)")
    #expect(run.status == 1 && run.note == nil, "\(run)")
  }

  @Test("--text-info, a missing file: zenity's warning on stderr, an empty box, Esc exits 1")
  func missingFile() async throws {
    let arguments = ["zenity", "--text-info", "--filename=/nonexistent/notes.txt"]
    let ours = try await Self.escape([Self.binary] + arguments)
    let theirs = try await Self.escape(["/usr/bin/zenity"] + arguments.dropFirst())
    let warning = "Cannot open file '/nonexistent/notes.txt': No such file or directory"
    #expect(theirs.standardError.contains(warning), "zenity: \(theirs)")
    #expect(ours.standardError.contains(warning), "scrim-gtk: \(ours)")
    #expect(ours.sameResult(as: theirs), "zenity: \(theirs)\nscrim-gtk: \(ours)")
  }

  @Test("--progress fed /dev/zero: Esc ends it with 1")
  func progressWithoutNewlines() async throws {
    let run = try await Self.fed("/dev/zero", "--progress")
    #expect(run.status == 1 && run.note == nil, "\(run)")
  }

  @Test("--list with /dev/zero on stdin: a window, Esc exits 1, stderr says it was cut")
  func endlessList() async throws {
    let run = try await Self.fed("/dev/zero", "--list --column=Name")
    #expect(run.status == 1 && run.note == nil, "\(run)")
    #expect(run.standardError.contains("past 4 MiB"), "\(run)")
  }
}

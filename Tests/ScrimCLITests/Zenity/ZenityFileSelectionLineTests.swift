import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting
import Testing

@testable import ScrimCLI

/// `scrim zenity --file-selection` as line prompts, in process, over a folder the test
/// makes: the path typed whole, the folder listed on "?", a path asked again until it fits
/// (an existing file to open, a folder with `--directory`), what OK prints and the exit
/// status, as zenity 3.44 prints them.
@MainActor
@Suite("zenity's file selection as line prompts")
struct ZenityFileSelectionLineTests {
  struct Run {
    var status: Int32
    var output: String
    var transcript: String
  }

  private func run(
    _ arguments: [String], answers: [String], then last: LineInput = .endOfInput,
    beforeRead: ((Int) -> Void)? = nil
  ) async -> Run {
    let io = ScriptedLineIO(answers, then: last)
    io.beforeRead = beforeRead
    let output = BufferOutput()
    let errors = BufferOutput()
    var command = ZenityDropIn(
      environment: CommandEnvironment(
        terminal: TerminalEnvironment(variables: ["TERM": "xterm"], isTerminal: true),
        standardOutputIsTerminal: false),
      output: output, errors: errors, variable: { ["SCRIM_ACCESSIBLE": "1"][$0] },
      openDevice: { () throws(TerminalError) -> any TerminalDevice in
        throw .noTerminal(path: "/dev/tty", errno: ENXIO)
      },
      makeLineIO: { io })
    command.input = Glibc.open("/dev/null", O_RDONLY)
    defer { close(command.input) }
    let end = await command.run(arguments)
    return Run(status: end.status, output: output.text, transcript: io.transcript)
  }

  /// A folder with a hidden file, two files and a folder; its path ends with "/".
  private func makeFolder() -> String {
    var template = Array("/tmp/scrim-files-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
    let root = made.map { String(cString: $0) } ?? "/tmp"
    mkdir(root + "/docs", 0o700)
    for name in [".hidden", "a.txt", "b.png"] {
      close(Glibc.open(root + "/" + name, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
    }
    return root + "/"
  }

  private func remove(_ root: String) {
    for name in [".hidden", "a.txt", "b.png"] { unlink(root + name) }
    rmdir(root + "docs")
    rmdir(root)
  }

  @Test("open: ? lists without hidden files, a missing file is asked again, OK prints it")
  func opening() async {
    let root = makeFolder()
    defer { remove(root) }
    let done = await run(
      ["--file-selection", "--filename=\(root)"],
      answers: ["?", root + "nothing.txt", root + "a.txt", ""])
    #expect(done.status == 0)
    #expect(done.output == root + "a.txt\n")
    #expect(done.transcript.contains("  docs/\n  a.txt\n  b.png\n"))
    #expect(!done.transcript.contains(".hidden"))
    #expect(done.transcript.contains("No such file"))
  }

  @Test("a filter lists only its patterns; --directory prints the folder without its slash")
  func filterAndDirectory() async {
    let root = makeFolder()
    defer { remove(root) }
    let filtered = await run(
      ["--file-selection", "--filename", root, "--file-filter", "Images | *.png"],
      answers: ["?", root + "b.png", ""])
    #expect(filtered.transcript.contains("  docs/\n  b.png\n"))
    #expect(filtered.output == root + "b.png\n")
    let folder = await run(
      ["--file-selection", "--directory", "--filename", root + "docs/"], answers: ["", ""])
    #expect(folder.status == 0)
    #expect(folder.output == root + "docs\n")
  }

  @Test("save with --confirm-overwrite holds an existing name until Replace is checked")
  func saveConfirmsOverwrite() async {
    let root = makeFolder()
    defer { remove(root) }
    let saved = await run(
      ["--file-selection", "--save", "--confirm-overwrite", "--filename", root + "new.txt"],
      answers: ["", "", ""])
    #expect(saved.output == root + "new.txt\n")
    let replaced = await run(
      ["--file-selection", "--save", "--confirm-overwrite", "--filename", root + "a.txt"],
      answers: ["y", "", ""])
    #expect(replaced.status == 0)
    #expect(replaced.output == root + "a.txt\n")
    let kept = await run(
      ["--file-selection", "--save", "--confirm-overwrite", "--filename", root + "a.txt"],
      answers: ["", "", root + "b.txt", ""])
    #expect(kept.output == root + "b.txt\n", "the path asked again, another name taken")
    #expect(kept.transcript.contains("already exists"))
  }

  @Test("--confirm-overwrite asks the disk, not the listing: a file made after it opened")
  func confirmsAFileTheListingMissed() async {
    let root = makeFolder()
    defer { remove(root) }
    let late = root + "late.txt"
    let kept = await run(
      ["--file-selection", "--save", "--confirm-overwrite", "--filename", late],
      answers: ["", "", root + "b.txt", ""],
      beforeRead: { read in
        if read == 0 { close(Glibc.open(late, O_CREAT | O_WRONLY, 0o644)) }
      })
    #expect(kept.output == root + "b.txt\n", "a file to be replaced is asked about")
    #expect(kept.transcript.contains("already exists"))
  }

  @Test("a time-out prints the path as it stands and exits 5, as zenity's does")
  func timeOut() async {
    let root = makeFolder()
    defer { remove(root) }
    let ended = await run(
      ["--file-selection", "--filename=\(root)a.txt", "--timeout=3"], answers: [],
      then: .timedOut)
    #expect(ended.status == 5)
    #expect(ended.output == root + "a.txt\n")
  }

  @Test("Cancel (the first button, as zenity orders them) prints nothing and exits 1")
  func cancel() async {
    let root = makeFolder()
    defer { remove(root) }
    let cancelled = await run(["--file-selection", "--filename", root], answers: ["", "1"])
    #expect(cancelled.status == 1 && cancelled.output.isEmpty)
  }
}

/// zenity's file selection as the terminal and the window show it, in process on a stage:
/// `--multiple` checks files with Space and prints them joined by `--separator`.
@MainActor
@Suite("zenity's file selection on a stage")
struct ZenityFileSelectionStageTests {
  @Test("--multiple: Space checks files in the list; OK prints them with the separator")
  func multiple() throws {
    var template = Array("/tmp/scrim-multiple-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
    let root = try #require(made.map { String(cString: $0) })
    let files = ["a.txt", "b.txt", "c.txt"]
    for name in files {
      close(Glibc.open(root + "/" + name, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600))
    }
    defer {
      for name in files { unlink(root + "/" + name) }
      rmdir(root)
    }
    guard
      case .show(let request) = try ZenityParser().parse([
        "--file-selection", "--multiple", "--separator=:", "--filename=\(root)/",
      ])
    else {
      Issue.record("not a box")
      return
    }
    let builder = ZenityBuilder(
      readStandardInput: { _ in ZenityBoundedRead(bytes: [], isCut: false) },
      readFile: { _, _ in .success(ZenityBoundedRead(bytes: [], isCut: false)) })
    let shown = builder.make(request)
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 30), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    try stage.present(shown.modal)
    stage.update()
    stage.handle(.key(.backTab))
    stage.handle(.text(" "))
    stage.handle(.key(.down))
    stage.handle(.key(.down))
    stage.handle(.text(" "))
    #expect(shown.readValue() == .text("\(root)/a.txt:\(root)/c.txt\n"))
    // The path names the folder, yet OK takes the checked files.
    stage.handle(.key(.enter))
    stage.update()
    #expect(stage.presenter.activeModal == nil, "OK ended the box")
    #expect(shown.ending(for: .action).value == .text("\(root)/a.txt:\(root)/c.txt\n"))
  }
}

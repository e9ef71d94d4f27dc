import ScrimSystem
import ScrimTesting
import Testing

/// Runs the real whiptail or dialog, or scrim under their names, in a pseudo-terminal,
/// drives it with the same keys, and collects what a script sees: the exit status, every
/// stream a result can come on, and what the terminal shows after exit (a sample script's
/// report).
///
/// A wait that never sees its text fails the test, naming the text and the screen, and
/// ends the program: a comparison never goes on past a box that did not show.
enum CompatHarness {
  /// One thing to do to the running program.
  enum Step: Sendable {
    /// Wait until the screen shows this text.
    case wait(String)
    /// Press these keys.
    case keys([PseudoTerminal.Key])
    /// Type this text.
    case type(String)
    /// Write this to the program's stdin (a gauge's percentages).
    case feed(String)
    /// Close the program's stdin.
    case closeInput
    /// Before the program starts, make the file `CompatHarness.fixtures/name` hold `text`
    /// (a tail box's log, an edit box's file).
    case file(name: String, text: String)
  }

  /// Where a command line's result goes, as the script reads it.
  enum ResultStream: Hashable, Sendable, CustomStringConvertible {
    /// stderr, the default (and what `3>&1 1>&2 2>&3` captures).
    case standardError
    /// stdout, with `--stdout`: the terminal is then /dev/tty only.
    case standardOutput
    /// `--output-fd N`: a descriptor the script opened.
    case descriptor(Int32)

    var description: String {
      switch self {
      case .standardError: return "stderr"
      case .standardOutput: return "stdout"
      case .descriptor(let number): return "fd \(number)"
      }
    }
  }

  /// What the script saw.
  struct Run: Equatable, CustomStringConvertible {
    var exit: PseudoTerminal.Exit?
    /// The program's stdout when it went to a pipe (`--stdout`), else empty.
    var standardOutput: String
    /// The program's stderr, where whiptail and dialog write results by default.
    var standardError: String
    /// What the program wrote on `--output-fd N`'s descriptor, when the script opened one.
    var descriptor: String?
    /// The main screen's non-blank rows after exit, trimmed: the script's report.
    var report: [String]
    /// What a wait never saw, with the screen, when one timed out.
    var waitFailure: String?
    // How much the program had written when the test last acted.
    var acted = 0

    /// A run that has not happened.
    static let none = Run(exit: nil, standardOutput: "", standardError: "", report: [])

    /// Everything a script can read of the run, without the screen.
    var result: [String] {
      [exit.map(\.description) ?? "running", standardOutput, standardError, descriptor ?? "-"]
    }

    /// Whether a script sees the same of this run as of `real`'s: exit status, stdout,
    /// the result descriptor, and stderr, which must only be a message too where `real`
    /// wrote a usage error (its text is ours, and names what to do).
    func matches(_ real: Run, program: String) -> Bool {
      let isError = real.exit == .exited(255) || program == "whiptail" && real.exit == .exited(1)
      let sameErrors =
        isError && !real.standardError.isEmpty
        ? !standardError.isEmpty : standardError == real.standardError
      return exit == real.exit && standardOutput == real.standardOutput
        && descriptor == real.descriptor && sameErrors
    }

    var description: String {
      "exit \(String(describing: exit)), stdout \(standardOutput.debugDescription), "
        + "stderr \(standardError.debugDescription)"
        + (descriptor.map { ", fd \($0.debugDescription)" } ?? "") + ", report \(report)"
    }
  }

  /// A reference program that is not installed: the comparison fails, never passes.
  struct MissingReference: Error, CustomStringConvertible {
    var program: String
    var description: String {
      "\(program) is not installed at /usr/bin/\(program): the comparison cannot run "
        + "(.ci/run installs it with apt: apt-get install whiptail dialog)"
    }
  }

  /// Arrows as a terminal sends them in application cursor mode, which dialog (through
  /// curses) switches on and recognises only so; scrim reads both forms.
  static let down = PseudoTerminal.Key("\u{1B}OB")
  static let up = PseudoTerminal.Key("\u{1B}OA")
  static let right = PseudoTerminal.Key("\u{1B}OC")
  static let left = PseudoTerminal.Key("\u{1B}OD")

  /// Debian's dialog samples: where the package puts them, or `DIALOG_EXAMPLES` (what
  /// .ci/run sets when the machine's dpkg leaves /usr/share/doc out).
  static let examples =
    getenv("DIALOG_EXAMPLES").map { String(cString: $0) } ?? "/usr/share/doc/dialog/examples"
  static let environment = [
    "TERM=xterm-256color", "LANG=C.UTF-8", "ESCDELAY=10", "PATH=/usr/bin:/bin",
    "HOME=/tmp", "USER=scrim",
  ]

  /// The real program's path; its absence throws, so every comparison that needs it
  /// fails, on CI and on a developer's machine alike.
  static func requireReal(_ program: String) throws -> String {
    let path = "/usr/bin/" + program
    guard access(path, X_OK) == 0 else { throw MissingReference(program: program) }
    return path
  }

  /// A directory holding `whiptail` and `dialog` symlinks to the built scrim, made once.
  static let scrimDirectory: String = {
    let directory = temporaryDirectory()
    let scrim = PseudoTerminal.debugProduct("scrim")
    for name in ["whiptail", "dialog"] {
      _ = symlink(scrim, directory + "/" + name)
    }
    return directory
  }()

  /// scrim's stand-in for `program`.
  static func scrim(as program: String) -> String { scrimDirectory + "/" + program }

  /// Runs the real `program` and scrim in its place on the same command line and keys,
  /// and expects a script to see the same of both.
  ///
  /// A few comparisons run at a time, so that a loaded machine does not make a box late
  /// for its wait; one that fails is run once more, and only the second verdict counts.
  @discardableResult
  static func compare(
    _ program: String, _ arguments: [String], steps: [Step], environment: [String] = [],
    stream: ResultStream = .standardError, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Run {
    let real = try requireReal(program)
    await slots.acquire()
    var (theirs, ours) = (Run.none, Run.none)
    for _ in 0..<2 {
      theirs = try await run(
        real, arguments, steps: steps, environment: environment, stream: stream,
        recordsWaits: false)
      ours = try await run(
        scrim(as: program), arguments, steps: steps, environment: environment, stream: stream,
        recordsWaits: false)
      if theirs.waitFailure == nil, ours.waitFailure == nil, ours.matches(theirs, program: program)
      {
        break
      }
    }
    await slots.release()
    if let failure = theirs.waitFailure {
      Issue.record("\(program): \(failure)", sourceLocation: sourceLocation)
    }
    if let failure = ours.waitFailure {
      Issue.record("scrim: \(failure)", sourceLocation: sourceLocation)
    }
    #expect(theirs.exit != nil, "\(program) ended: \(theirs)", sourceLocation: sourceLocation)
    #expect(
      ours.matches(theirs, program: program), "scrim: \(ours)\n\(program): \(theirs)",
      sourceLocation: sourceLocation)
    return theirs
  }

  /// `compare` for one program, to call as a function: `try await compare(arguments, steps)`.
  struct Comparison {
    var program: String

    func callAsFunction(
      _ arguments: [String], _ steps: [Step], stream: ResultStream = .standardError,
      sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      try await CompatHarness.compare(
        program, arguments, steps: steps, stream: stream, sourceLocation: sourceLocation)
    }
  }

  /// How many comparisons run at once.
  static let slots = Slots(6)

  /// A counting semaphore for tasks.
  actor Slots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func acquire() async {
      if free > 0 {
        free -= 1
        return
      }
      await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
      if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
  }

  /// Runs `executable` with `arguments`, its result read from `stream`.
  ///
  /// A run that feeds its stdin (`.feed`) reads it from a FIFO the test writes; one whose
  /// result goes to a descriptor of the script's gets it opened on a file, as a shell's
  /// `N>file` would.
  static func run(
    _ executable: String, _ arguments: [String], steps: [Step],
    environment extra: [String] = [], stream: ResultStream = .standardError,
    standardInput: PseudoTerminal.Input = .terminal, recordsWaits: Bool = true,
    waitLimit: Duration = .seconds(10)
  ) async throws -> Run {
    for case .file(let name, let text) in steps { try writeFixture(name, text) }
    let feeds = steps.contains { if case .feed = $0 { true } else { false } }
    let scratch = feeds || stream != .standardError && stream != .standardOutput
    let directory = scratch ? temporaryDirectory() : ""
    defer { if scratch { removeDirectory(directory) } }
    var redirections = ""
    if case .descriptor(let number) = stream { redirections += " \(number)>\"$SCRIM_RESULT\"" }
    if feeds {
      guard mkfifo(directory + "/input", 0o600) == 0 else { throw Failure("mkfifo failed") }
      redirections += " <\"$SCRIM_INPUT\""
    }
    let wrapped = !redirections.isEmpty
    let terminal = try PseudoTerminal(
      executable: wrapped ? "/bin/bash" : executable,
      arguments: wrapped
        ? ["-c", "exec \"$0\" \"$@\"" + redirections, executable] + arguments : arguments,
      environment: environment + extra
        + (wrapped
          ? ["SCRIM_RESULT=\(directory)/result", "SCRIM_INPUT=\(directory)/input"] : []),
      standardInput: standardInput,
      standardOutput: stream == .standardOutput ? .pipe : .terminal, standardError: .pipe)
    // Opened for reading and writing, so neither side blocks and the program sees the
    // end of its input only when the steps close it.
    let input = feeds ? open(directory + "/input", O_RDWR | O_CLOEXEC) : -1
    var run = await drive(
      terminal, steps, input: input, recordsWaits: recordsWaits, waitLimit: waitLimit)
    if case .descriptor = stream { run.descriptor = readFile(directory + "/result") }
    return run
  }

  /// Runs a sample script of Debian's dialog package with `$DIALOG` set to `dialog`.
  static func runSample(
    _ name: String, dialog: String, steps: [Step], environment extra: [String] = []
  ) async throws -> Run {
    let script = "cd \(examples) && DIALOG='\(dialog)' exec sh ./\(name)"
    let terminal = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script], environment: environment + extra,
      standardError: .pipe)
    return await drive(terminal, steps, input: -1, recordsWaits: true)
  }

  private static func drive(
    _ terminal: PseudoTerminal, _ steps: [Step], input: Int32, recordsWaits: Bool,
    waitLimit: Duration = .seconds(10)
  ) async -> Run {
    var input = input
    var waitFailure: String?
    // How much the program had written when the test last acted.
    var acted = 0
    defer { if input >= 0 { close(input) } }
    steps: for step in steps {
      switch step {
      case .wait(let text):
        // On screen now, or written since the last key: a box with a short --timeout may
        // be drawn and gone again before a loaded machine lets the test look, while text
        // from before the key (a form shown again) must not count.
        let bytes = Array(text.utf8)
        let since = acted
        guard
          await terminal.wait(
            timeout: waitLimit,
            until: {
              $0.screen.contains(text)
                || Array($0.output[min(since, $0.output.count)...]).contains(bytes)
            })
        else {
          let screen = terminal.screen.lines.joined(separator: "\n")
          waitFailure =
            "waited for \(text.debugDescription) on screen; \(ended(terminal)) it showed:\n\(screen)"
          if recordsWaits, let waitFailure { Issue.record("\(waitFailure)") }
          break steps
        }
      case .keys(let keys):
        acted = terminal.output.count
        for key in keys { terminal.press(key) }
      case .type(let text):
        acted = terminal.output.count
        terminal.type(text)
      case .feed(let text):
        acted = terminal.output.count
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      case .closeInput:
        // Only once the program has written (so the shell opened the FIFO for it): a FIFO
        // closed by its last holder loses what was fed, and the program's open then waits
        // for a writer forever.
        await terminal.wait { !$0.output.isEmpty }
        if input >= 0 { close(input) }
        input = -1
      case .file:
        break
      }
    }
    if input >= 0 {
      close(input)
      input = -1
    }
    var exit = await terminal.waitForExit(timeout: .seconds(20))
    if exit == nil {
      let screen = terminal.screen.lines.joined(separator: "\n")
      Issue.record("still running 20 s after its last step; the screen:\n\(screen)")
      terminal.signal(SIGKILL)
      exit = await terminal.waitForExit()
    }
    return Run(
      exit: exit, standardOutput: String(decoding: terminal.standardOutput, as: UTF8.self),
      standardError: String(decoding: terminal.standardError, as: UTF8.self), descriptor: nil,
      report: report(terminal.output), waitFailure: waitFailure)
  }

  private static func ended(_ terminal: PseudoTerminal) -> String {
    terminal.exit.map { "it ended (\($0)) and" } ?? "after its deadline"
  }

  /// What the script itself printed: the text after the last box ended, without escapes.
  ///
  /// A box ends by leaving the alternate screen or, drawn on the main screen (scrim's
  /// infobox, which stays), by showing the cursor again. dialog's drawing also lands on
  /// the main screen under some terminals' descriptions, so the screen alone cannot tell.
  static func report(_ output: [UInt8]) -> [String] {
    let exits = [Array("\u{1B}[?1049l".utf8), Array("\u{1B}[?25h".utf8)]
    var start = 0
    var index = 0
    while index < output.count {
      if output[index] == 0x1B {
        for exit in exits where index + exit.count <= output.count {
          if Array(output[index..<index + exit.count]) == exit { start = index + exit.count }
        }
      }
      index += 1
    }
    var text: [UInt8] = []
    var position = start
    while position < output.count {
      let byte = output[position]
      if byte == 0x1B {
        position += 1
        guard position < output.count else { break }
        if output[position] == 0x5B {
          // CSI: parameters up to a final byte from @ to ~.
          position += 1
          while position < output.count, !(0x40...0x7E).contains(output[position]) {
            position += 1
          }
        } else if output[position] == 0x28 || output[position] == 0x29 {
          position += 1
        }
        position += 1
        continue
      }
      if byte != 0x0D, byte >= 0x20 || byte == 0x0A { text.append(byte) }
      position += 1
    }
    return String(decoding: text, as: UTF8.self).split(separator: "\n")
      .map { String($0).trimmingBlanks }.filter { !$0.isEmpty }
  }

  /// A failure of the harness itself, not of the program under test.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  static func temporaryDirectory() -> String {
    var template = Array("/tmp/scrim-compat-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    return made.map { String(cString: $0) } ?? "/tmp"
  }

  /// Where the corpus's `file:` fixtures are made: a fixed place, so that a corpus line
  /// can name the file in its arguments.
  static let fixtures = "/tmp/scrim-corpus"

  /// Makes `fixtures/name` hold `text`, replacing it whole (a rename), so that a run of
  /// another line reading the same fixture never sees it half written.
  static func writeFixture(_ name: String, _ text: String) throws {
    guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
      throw Failure("fixture name \(name.debugDescription) is not a plain file name")
    }
    _ = mkdir(fixtures, 0o755)
    var template = Array("\(fixtures)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw Failure("cannot write a fixture in \(fixtures)") }
    let temporary = template.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { String(cString: $0) } ?? ""
    }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == bytes.count, rename(temporary, "\(fixtures)/\(name)") == 0 else {
      unlink(temporary)
      throw Failure("cannot write the fixture \(name)")
    }
  }

  /// Writes `text` to a new file in a directory of its own, passes its path to `body`,
  /// and removes both after.
  static func withFile(
    _ text: String, named name: String = "file", _ body: (String) async throws -> Void
  ) async rethrows {
    let directory = temporaryDirectory()
    let path = directory + "/" + name
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    defer {
      unlink(path)
      rmdir(directory)
    }
    try await body(path)
  }

  /// Makes a FIFO in a directory of its own, passes its path to `body`, and removes both
  /// after.
  static func withFIFO<Result>(_ body: (String) async throws -> Result) async throws -> Result {
    let directory = temporaryDirectory()
    let path = directory + "/fifo"
    defer {
      unlink(path)
      rmdir(directory)
    }
    try #require(mkfifo(path, 0o600) == 0)
    return try await body(path)
  }

  private static func removeDirectory(_ path: String) {
    for name in ["input", "result"] { unlink(path + "/" + name) }
    rmdir(path)
  }

  /// A small file's text, or nil when it cannot be read.
  static func readFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  fileprivate var trimmingBlanks: String {
    var slice = Substring(self)
    while slice.last == " " { slice.removeLast() }
    while slice.first == " " { slice.removeFirst() }
    return String(slice)
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs as a contiguous run.
  fileprivate func contains(_ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
    for start in 0...(count - needle.count)
    where self[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}

import ScrimCore
import ScrimSystem
import ScrimTerminal

/// Runs a program in a pseudo-terminal of its own, as a terminal window would, so a test
/// can type and click into it, resize it, read its screen, and see how it ended and how
/// it left the terminal.
///
/// The program leads a new session with the pseudo-terminal as its controlling terminal,
/// so it can open /dev/tty. Everything it writes to the terminal is kept in `output` and
/// replayed into `screen`; its stdout and stderr can go to pipes read separately, and its
/// stdin can be /dev/null. Waiting is for the program's output, with a deadline on real
/// time, never a fixed sleep. Each instance belongs to one test; instances running on
/// different threads do not disturb each other (every descriptor is close-on-exec), and
/// waiting suspends the test instead of blocking a thread, so many run at once.
///
///     let terminal = try PseudoTerminal(
///       executable: scrim, arguments: ["alert", "--title", "Quit?"], standardOutput: .pipe)
///     #expect(await terminal.waitForScreen(containing: "Quit?"))
///     terminal.press(.enter)
///     #expect(await terminal.waitForExit() == .exited(0))
public final class PseudoTerminal {
  /// Where the program's stdin comes from.
  public enum Input: Hashable, Sendable {
    /// The pseudo-terminal.
    case terminal
    /// /dev/null, which is at its end at once.
    case nullDevice
  }

  /// Where the program's stdout or stderr goes.
  public enum Output: Hashable, Sendable {
    /// The pseudo-terminal, mixed into `output`.
    case terminal
    /// A pipe, collected in `standardOutput` or `standardError`.
    case pipe
  }

  /// How the program ended.
  public enum Exit: Hashable, Sendable, CustomStringConvertible {
    /// It exited with a status.
    case exited(Int32)
    /// A signal killed it.
    case killed(signal: Int32)

    /// The status a shell reports: the exit status, or 128 plus the signal.
    public var shellStatus: Int32 {
      switch self {
      case .exited(let status): return status
      case .killed(let signal): return 128 + signal
      }
    }

    /// "exit 0" or "signal 2".
    public var description: String {
      switch self {
      case .exited(let status): return "exit \(status)"
      case .killed(let signal): return "signal \(signal)"
      }
    }
  }

  /// The program's process id.
  public let pid: pid_t
  /// Everything the program wrote to the terminal, escape sequences and all.
  public internal(set) var output: [UInt8] = []
  /// What the program wrote to stdout, when it goes to a pipe.
  public internal(set) var standardOutput: [UInt8] = []
  /// What the program wrote to stderr, when it goes to a pipe.
  public internal(set) var standardError: [UInt8] = []
  /// The terminal as a user would see it, with `output` replayed into it.
  public internal(set) var screen: VirtualTerminal
  /// The terminal's attributes before the program started: cooked mode with echo.
  public let initialAttributes: termios
  /// How the program ended, once it has.
  public internal(set) var exit: Exit?
  /// When the program was started, on the real clock.
  public let startedAt: ContinuousClock.Instant
  /// Each read of what the program wrote to the terminal, as the test took it: the
  /// screen after each, and when it was written and when the test looked.
  public internal(set) var history: [Moment] = []
  /// How long after its start the program ended, once it has.
  public internal(set) var exitAfter: Duration?

  let master: Int32
  /// Kept open so the attributes can be read after the program ends, and so reads of
  /// `master` never fail before everything the program wrote has been read.
  let slave: Int32
  let reader: PseudoTerminalReader

  /// Starts `executable` in a new pseudo-terminal of `columns` × `rows` cells.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments, without the program name.
  ///   - environment: "NAME=value" strings; nothing else is passed on.
  ///   - columns: The terminal's width.
  ///   - rows: The terminal's height.
  ///   - standardInput: The terminal or /dev/null.
  ///   - standardOutput: The terminal or a pipe.
  ///   - standardError: The terminal or a pipe.
  ///   - precedingText: What the terminal showed before the program started, such as a
  ///     shell prompt and a newline, fed to `screen` first; the program does not see it.
  /// - Throws: `PseudoTerminalError` when the program is not executable or a system call
  ///   fails.
  public init(
    executable: String, arguments: [String] = [],
    environment: [String] = ["TERM=xterm-256color", "LANG=C.UTF-8", "ESCDELAY=10"],
    columns: Int = 80, rows: Int = 24, standardInput: Input = .terminal,
    standardOutput: Output = .terminal, standardError: Output = .terminal,
    precedingText: String = ""
  ) throws(PseudoTerminalError) {
    guard access(executable, X_OK) == 0 else { throw .notExecutable(executable) }
    startedAt = .now
    let size = Self.windowSize(columns: columns, rows: rows)
    let launch = try PseudoTerminalLaunch(
      executable: executable, arguments: arguments, environment: environment,
      size: size, input: standardInput,
      output: standardOutput, error: standardError)
    pid = launch.pid
    master = launch.master
    slave = launch.slave
    initialAttributes = launch.attributes
    reader = PseudoTerminalReader(
      pid: launch.pid, master: launch.master, outputPipe: launch.outputPipe,
      errorPipe: launch.errorPipe)
    screen = VirtualTerminal(
      width: Int(size.ws_col), height: Int(size.ws_row), measurer: TerminalTextMeasurer())
    screen.feed(Array(precedingText.utf8))
    guard reader.start() else {
      kill(launch.pid, SIGKILL)
      var status: Int32 = 0
      waitpid(launch.pid, &status, 0)
      for descriptor in [launch.master, launch.slave, launch.outputPipe, launch.errorPipe]
      where descriptor >= 0 {
        close(descriptor)
      }
      throw .systemCall("pthread_create", errno: errno)
    }
  }

  deinit {
    reader.stop()
    close(master)
    close(slave)
  }

  /// `output` as text, escape sequences included.
  public var text: String { String(decoding: output, as: UTF8.self) }

  /// Types text or bytes into the terminal, as one write.
  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Presses keys, as one write.
  ///
  /// A lone Esc is told from the start of a sequence by the pause after it, so press
  /// `.escape` last.
  public func press(_ keys: Key...) {
    type(keys.map(\.bytes).joined())
  }

  /// Clicks the left button on a cell (press and release, SGR mouse encoding), counted
  /// from 0 as `VirtualTerminal.find(_:)` counts.
  public func click(column: Int, row: Int) {
    type("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
  }

  /// Resizes the terminal, which sends SIGWINCH to the program.
  ///
  /// What was read so far is replayed first, so `screen` takes the new size after the
  /// old frames (and a program repaints whole after a resize anyway). A size outside what
  /// a terminal can have (under 1 × 1, over 65535) is clamped, the same for the program
  /// and for `screen`.
  public func resize(columns: Int, rows: Int) {
    absorb()
    var size = Self.windowSize(columns: columns, rows: rows)
    // Swift's `ioctl` takes the request as `UInt` with every C library; glibc and musl
    // define it as an `int`, Darwin as unsigned long.
    guard ioctl(master, UInt(truncatingIfNeeded: TIOCSWINSZ), &size) == 0 else {
      // The program was not told: a screen of the new size would show a terminal that
      // never was.
      return
    }
    screen.resize(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Sends a signal to the program, unless it has ended.
  public func signal(_ number: Int32) {
    reader.signal(number)
  }

  /// The terminal's attributes now.
  public var attributes: termios? {
    var attributes = termios()
    return tcgetattr(slave, &attributes) == 0 ? attributes : nil
  }

  /// Whether the terminal's attributes are again those it had before the program
  /// started: modes, flags and control characters.
  public var hasInitialAttributes: Bool {
    guard var now = attributes else { return false }
    var before = initialAttributes
    let sameFlags =
      now.c_iflag == before.c_iflag && now.c_oflag == before.c_oflag
      && now.c_cflag == before.c_cflag && now.c_lflag == before.c_lflag
    let sameCharacters = withUnsafeBytes(of: &now.c_cc) { now in
      withUnsafeBytes(of: &before.c_cc) { before in now.elementsEqual(before) }
    }
    return sameFlags && sameCharacters
  }

  /// Whether canonical mode and echo are on, so a shell can read lines again.
  public var isCooked: Bool {
    guard let attributes else { return false }
    let flags = tcflag_t(ICANON | ECHO)
    return attributes.c_lflag & flags == flags
  }

  /// The kernel's window size for a terminal of `columns` × `rows`, each clamped to
  /// 1...65535: a pty of 0 rows reads as "size unknown" to the program, while `screen`
  /// always has at least one.
  static func windowSize(columns: Int, rows: Int) -> winsize {
    winsize(
      ws_row: UInt16(clamping: max(1, rows)), ws_col: UInt16(clamping: max(1, columns)),
      ws_xpixel: 0, ws_ypixel: 0)
  }
}

/// Why a pseudo-terminal could not be started.
public enum PseudoTerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The program does not exist or cannot be run; build it first.
  case notExecutable(String)
  /// A system call failed.
  case systemCall(String, errno: Int32)

  /// What went wrong, for the test's failure message.
  public var description: String {
    switch self {
    case .notExecutable(let path): return "\(path) is not an executable: build it first"
    case .systemCall(let name, let code): return "\(name) failed (errno \(code))"
    }
  }
}

extension PseudoTerminal {
  /// The path of a debug build product of the package that holds `filePath`: the
  /// nearest directory above it with a Package.swift, then `.build/debug/name`.
  ///
  ///     let scrim = PseudoTerminal.debugProduct("scrim")
  public static func debugProduct(_ name: String, filePath: String = #filePath) -> String {
    var parts = filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while parts.count > 1 {
      parts.removeLast()
      let directory = parts.joined(separator: "/")
      if access(directory + "/Package.swift", F_OK) == 0 {
        return directory + "/.build/debug/" + name
      }
    }
    return ".build/debug/" + name
  }
}

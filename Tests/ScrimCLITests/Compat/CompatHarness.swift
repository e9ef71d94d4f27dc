import ScrimSystem
import ScrimTesting
import Testing

/// Runs the real whiptail or dialog, or scrim under their names, in a pseudo-terminal,
/// drives it with the same keys, and collects what a script sees: the exit status, the
/// result stream, and what the terminal shows after exit (a sample script's report).
enum CompatHarness {
  /// One thing to do to the running program.
  enum Step {
    /// Wait until the screen shows this text.
    case wait(String)
    /// Press these keys.
    case keys([PseudoTerminal.Key])
    /// Type this text.
    case type(String)
  }

  /// What the script saw.
  struct Run: Equatable, CustomStringConvertible {
    var exit: PseudoTerminal.Exit?
    /// The program's stderr, where whiptail and dialog write results.
    var standardError: String
    /// The main screen's non-blank rows after exit, trimmed: the script's report.
    var report: [String]

    var description: String {
      "exit \(String(describing: exit)), stderr \(standardError.debugDescription), "
        + "report \(report)"
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

  /// The real program's path, when it is installed.
  static func real(_ program: String) -> String? {
    let path = "/usr/bin/" + program
    return access(path, X_OK) == 0 ? path : nil
  }

  /// Whether a comparison can run: the real program is there, or, on CI, where .ci/run
  /// installs it, its absence is a failure rather than a skip.
  static func requireReal(_ program: String) -> String? {
    if let path = real(program) { return path }
    if getenv("CI") != nil {
      Issue.record("\(program) is not installed; .ci/run installs it with apt")
    }
    return nil
  }

  /// A directory holding `whiptail` and `dialog` symlinks to the built scrim, made once.
  static let scrimDirectory: String = {
    var template = Array("/tmp/scrim-compat-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    let directory = made.map { String(cString: $0) } ?? "/tmp"
    let scrim = PseudoTerminal.debugProduct("scrim")
    for name in ["whiptail", "dialog"] {
      _ = symlink(scrim, directory + "/" + name)
    }
    return directory
  }()

  /// scrim's stand-in for `program`.
  static func scrim(as program: String) -> String { scrimDirectory + "/" + program }

  /// Runs `executable` with `arguments`, results on a stderr pipe.
  static func run(
    _ executable: String, _ arguments: [String], steps: [Step],
    environment extra: [String] = [], standardInput: PseudoTerminal.Input = .terminal
  ) async throws -> Run {
    let terminal = try PseudoTerminal(
      executable: executable, arguments: arguments, environment: environment + extra,
      standardInput: standardInput, standardError: .pipe)
    return await drive(terminal, steps)
  }

  /// Runs a sample script of Debian's dialog package with `$DIALOG` set to `dialog`.
  static func runSample(
    _ name: String, dialog: String, steps: [Step], environment extra: [String] = []
  ) async throws -> Run {
    let script = "cd \(examples) && DIALOG='\(dialog)' exec sh ./\(name)"
    let terminal = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script], environment: environment + extra,
      standardError: .pipe)
    return await drive(terminal, steps)
  }

  private static func drive(_ terminal: PseudoTerminal, _ steps: [Step]) async -> Run {
    for step in steps {
      switch step {
      case .wait(let text):
        _ = await terminal.waitForScreen(containing: text)
      case .keys(let keys):
        for key in keys { terminal.press(key) }
      case .type(let text):
        terminal.type(text)
      }
    }
    let exit = await terminal.waitForExit(timeout: .seconds(40))
    return Run(
      exit: exit, standardError: String(decoding: terminal.standardError, as: UTF8.self),
      report: report(terminal.output))
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
}

extension String {
  fileprivate var trimmingBlanks: String {
    var slice = Substring(self)
    while slice.last == " " { slice.removeLast() }
    while slice.first == " " { slice.removeFirst() }
    return String(slice)
  }
}

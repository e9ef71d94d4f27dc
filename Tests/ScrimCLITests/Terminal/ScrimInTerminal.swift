import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Starts the built `scrim` in a pseudo-terminal as a script's `$(scrim ...)` does: the
/// interface on the terminal, stdout on a pipe, stderr on a pipe.
enum ScrimInTerminal {
  static let executable = PseudoTerminal.debugProduct("scrim")
  static let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "ESCDELAY=10"]

  /// The bytes a full-screen run ends with, and an inline one.
  static let fullScreenExit = TerminalModes().exitSequence
  static let inlineExit = TerminalModes(
    alternateScreen: false, mouse: false, inlineHeight: 1
  ).exitSequence

  static func start(
    _ arguments: [String], columns: Int = 80, rows: Int = 24,
    environment: [String] = environment, standardInput: PseudoTerminal.Input = .terminal,
    standardOutput: PseudoTerminal.Output = .pipe, precedingText: String = ""
  ) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: executable, arguments: arguments, environment: environment,
      columns: columns, rows: rows, standardInput: standardInput,
      standardOutput: standardOutput, standardError: .pipe, precedingText: precedingText)
  }

  /// A button's label as the theme shows it (Material buttons are upper case).
  static func button(_ title: String) -> String {
    ContainerScheme.light.typographyScheme.button.displayText(title)
  }
}

extension PseudoTerminal {
  /// A note, the screen's rows, and what the program showed before them, read by read,
  /// for failure messages.
  func screenDump(_ note: String = "screen") -> Comment {
    Comment(rawValue: note + ":\n" + screen.lines.joined(separator: "\n") + "\n" + seen())
  }

  var standardOutputText: String { String(decoding: standardOutput, as: UTF8.self) }
  var standardErrorText: String { String(decoding: standardError, as: UTF8.self) }

  /// Checks the terminal is as the program found it: attributes, modes off, cursor shown,
  /// the main screen back, and the last bytes the exit sequence (then `after`).
  func expectRestored(
    inline: Bool = false, after: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let exitSequence = inline ? ScrimInTerminal.inlineExit : ScrimInTerminal.fullScreenExit
    #expect(
      text.hasSuffix(exitSequence + after), "ends with the exit sequence",
      sourceLocation: sourceLocation)
    #expect(hasInitialAttributes, "termios as before", sourceLocation: sourceLocation)
    #expect(isCooked, "canonical mode and echo", sourceLocation: sourceLocation)
    #expect(screen.enabledModes.isEmpty, "no mode left on", sourceLocation: sourceLocation)
    #expect(!screen.isOnAlternateScreen, "main screen", sourceLocation: sourceLocation)
    #expect(screen.isCursorVisible, "cursor shown", sourceLocation: sourceLocation)
    #expect(
      screen.unknown.isEmpty, "only sequences the model knows: \(screen.unknown)",
      sourceLocation: sourceLocation)
  }
}

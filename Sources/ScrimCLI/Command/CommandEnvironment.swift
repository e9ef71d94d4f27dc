import ScrimSystem
import ScrimTerminal

/// What the process's surroundings say, read once in `main` and passed down.
package struct CommandEnvironment: Sendable {
  /// TERM, NO_COLOR and COLORTERM, for the renderer, and ESCDELAY, for how long a lone
  /// Esc waits.
  ///
  /// `isTerminal` is true: the full-screen interface draws on /dev/tty, which the runner
  /// opens (or fails to open, exit 69) itself.
  package var terminal: TerminalEnvironment
  /// Whether stdout is a terminal; results written there have control characters made
  /// visible.
  package var standardOutputIsTerminal: Bool
  /// Whether `SCRIM_ACCESSIBLE` or `ACCESSIBLE` asks for line prompts, as `--accessible`
  /// does (`LinePromptRequest`).
  package var asksForLinePrompts = false
  /// The width `--check` judges an action sheet's anchor at, read only when asked.
  ///
  /// Defaults to 80 columns when no terminal reports one.
  package var containerWidth: @Sendable () -> Int

  /// Makes an environment.
  package init(
    terminal: TerminalEnvironment, standardOutputIsTerminal: Bool,
    containerWidth: @escaping @Sendable () -> Int = { 80 }
  ) {
    self.terminal = terminal
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.containerWidth = containerWidth
  }

  /// Whether accessible mode is chosen without `--accessible`: TERM is dumb or unset.
  package var prefersLineMode: Bool { terminal.term.isEmpty || terminal.term == "dumb" }

  /// The variables the terminal's drawing and input depend on.
  package static let variableNames = [
    "TERM", "NO_COLOR", "COLORTERM", "ESCDELAY", "TERM_PROGRAM", "TERM_PROGRAM_VERSION",
    "VTE_VERSION", "XTERM_VERSION", "KITTY_WINDOW_ID", "TERMINAL_EMULATOR",
  ]

  /// The environment of this process.
  package static func current() -> CommandEnvironment {
    current { name in getenv(name).map { String(cString: $0) } }
  }

  /// The environment of this process, with the variables in `variableNames` read
  /// through `variable`.
  package static func current(variable: (String) -> String?) -> CommandEnvironment {
    var variables: [String: String] = [:]
    for name in variableNames {
      if let value = variable(name) { variables[name] = value }
    }
    var environment = CommandEnvironment(
      terminal: TerminalEnvironment(variables: variables, isTerminal: true),
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      containerWidth: { (try? TTY())?.size.width ?? 80 })
    environment.asksForLinePrompts = LinePromptRequest.isAsked(by: variable)
    return environment
  }
}

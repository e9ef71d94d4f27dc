/// The seam for the full-screen half of `scrim`: presents a built model on /dev/tty and
/// reports how it ended.
///
/// `ScrimCommand` calls it for every run that is not `--check` and not in accessible
/// mode, including `scrim catalog`. The runner presents `model.content` (`.modal` on a
/// `Presenter`, `.snackbar` on a `SnackbarManager`, `.banner` on a `BannerCenter`,
/// `.catalog` as the tour), honours `model.invocation.options` (theme, timeout,
/// `drawsInline`) and turns the ending into an outcome with `model.outcome(for:)` or
/// `model.outcome(_:)` (`.timeout`, `.interrupted(signal:)`). It writes nothing to stdout:
/// `ScrimCommand` prints the outcome.
@MainActor
package protocol InteractiveRunner {
  /// Shows the model until it ends.
  ///
  /// - Parameters:
  ///   - model: The core objects, with handlers that record the outcome.
  ///   - environment: TERM, NO_COLOR and COLORTERM, for the colour depth.
  /// - Throws: `CommandFailure` when nothing can be shown, such as
  ///   `CommandFailure.noTerminal(_:)` when /dev/tty cannot be opened.
  func run(_ model: CommandModel, environment: CommandEnvironment) async throws(CommandFailure)
    -> CommandOutcome

  /// Opens a window for each of the drop-in's boxes (`whiptail ARGS`, `dialog ARGS`), or nil
  /// to draw them on the terminal.
  var boxWindow: CompatWindowOpener? { get }
}

extension InteractiveRunner {
  /// The terminal's: no window.
  package var boxWindow: CompatWindowOpener? { nil }
}

/// Why a run could not show anything: a message for stderr and the exit status.
package struct CommandFailure: Error, Hashable, Sendable {
  /// What went wrong and what to do, on one line, without "scrim:" or a newline.
  package var message: String
  /// The exit status.
  package var exitStatus: Int32

  /// Makes a failure.
  package init(message: String, exitStatus: Int32) {
    self.message = message
    self.exitStatus = exitStatus
  }

  /// No terminal could be opened (exit 69).
  ///
  /// - Parameter detail: Which terminal and why, as `TerminalError`'s description says it
  ///   ("cannot open the terminal /dev/tty: No such device or address; ..."); the message
  ///   adds the way out that only the command has, `--accessible`.
  package static func noTerminal(_ detail: String) -> CommandFailure {
    CommandFailure(
      message: "\(detail), or use --accessible for line prompts on stderr with answers on "
        + "stdin",
      exitStatus: ExitCode.unavailable)
  }
}

/// Stands in for the full-screen interface until it is built: always fails with exit 69.
package struct UnavailableInteractiveRunner: InteractiveRunner {
  /// Makes the stand-in.
  package init() {}

  /// Throws a failure that points to `--accessible`.
  package func run(_ model: CommandModel, environment: CommandEnvironment)
    async throws(CommandFailure) -> CommandOutcome
  {
    throw CommandFailure(
      message: "the full-screen interface is not built yet; use --accessible",
      exitStatus: ExitCode.unavailable)
  }
}

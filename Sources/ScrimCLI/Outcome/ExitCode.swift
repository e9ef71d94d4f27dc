/// The exit statuses `scrim` uses, as documented in `scrim --help`.
package enum ExitCode {
  /// An action other than Cancel was chosen; every snackbar and banner.
  package static let success: Int32 = 0
  /// Cancelled: the Cancel action, Esc, a background tap, or end of input.
  package static let cancelled: Int32 = 1
  /// Bad usage (EX_USAGE).
  package static let usage: Int32 = 64
  /// `--check` found an error (EX_DATAERR).
  package static let checkFailed: Int32 = 65
  /// No terminal could be opened (EX_UNAVAILABLE).
  package static let unavailable: Int32 = 69
  /// The result could not be written to stdout (a full disk, a closed stdout), or the
  /// terminal failed while drawing (EX_IOERR).
  package static let ioError: Int32 = 74
  /// The answers file (`SCRIM_ANSWERS`, `--answers`) cannot be read, or holds no answer
  /// for a question shown (EX_CONFIG): a status none of scrim, whiptail, dialog or zenity
  /// gives for an answer, an error or a time-out.
  package static let unanswered: Int32 = 78
  /// `--timeout` passed, as timeout(1) reports it.
  package static let timedOut: Int32 = 124

  /// The status a shell reports for a process ended by `signal`: 128 + its number.
  package static func interrupted(by signal: Int32) -> Int32 { 128 + signal }
}

extension CommandOutcome {
  /// The exit status: 0 for an action (and always for snackbars and banners), 1 when
  /// cancelled, 124 on timeout, 128 + N after signal N.
  ///
  /// A modal dismissed by the program or replaced counts as cancelled: nothing was
  /// confirmed.
  package var exitStatus: Int32 {
    if case .interrupted(let signal) = reason { return ExitCode.interrupted(by: signal) }
    // A message's own ending (its action, its time, a dismissal) is routine: it must
    // not stop a `set -e` script. Only the user's Ctrl-C (or a signal) does.
    if subcommand.isMessage { return ExitCode.success }
    switch reason {
    case .action: return ExitCode.success
    case .timeout: return ExitCode.timedOut
    case .interrupted(let signal): return ExitCode.interrupted(by: signal)
    case .cancel, .escape, .backgroundTap, .dismissed, .replaced, .programmatic:
      return ExitCode.cancelled
    }
  }
}

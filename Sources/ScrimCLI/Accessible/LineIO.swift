/// What reading one line of an answer gave.
package enum LineInput: Hashable, Sendable {
  /// A line, without its line break.
  case line(String)
  /// Input ended (Ctrl-D, a closed pipe, /dev/null): the answer counts as cancel.
  case endOfInput
  /// `--timeout` passed while waiting.
  case timedOut
  /// A signal (SIGINT, SIGHUP, SIGTERM) arrived while waiting.
  case interrupted(signal: Int32)
}

/// The line-by-line input and output of accessible mode: prompts out, answers in.
///
/// `StandardLineIO` writes to stderr and reads stdin; tests use an in-memory one.
package protocol LineIO: AnyObject {
  /// Writes prompt text as it is; the runner has already made user text safe.
  func write(_ text: String)
  /// Reads one answer.
  ///
  /// - Parameter secure: Whether the answer is a secret, read without echo when the input
  ///   is a terminal.
  func readLine(secure: Bool) -> LineInput
}

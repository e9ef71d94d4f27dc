/// What reading one line of an answer gave.
package enum LineInput: Hashable, Sendable {
  /// A line, without its line break.
  case line(String)
  /// Input ended (Ctrl-D, a closed pipe, /dev/null): the answer counts as cancel.
  case endOfInput
  /// The time the read was allowed to wait passed without an answer.
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
  /// Reads one answer, waiting as long as it takes.
  ///
  /// - Parameter secure: Whether the answer is a secret, read without echo when the input
  ///   is a terminal.
  func readLine(secure: Bool) -> LineInput
  /// Reads one answer, waiting at most `limit` (the time until the stage's next timer, the
  /// run's time limit among them); `.timedOut` when it passed without one.
  ///
  /// The default waits as long as it takes: an IO that cannot time out.
  ///
  /// - Parameters:
  ///   - secure: Whether the answer is a secret.
  ///   - limit: How long to wait, or nil for as long as it takes.
  func readLine(secure: Bool, waitingAtMost limit: Duration?) -> LineInput
  /// Reads `input` (a gauge's data) a line at a time, writing nothing; its reads stop for
  /// the signals that stop this IO's, so a signal ends a run whatever it waits for.
  ///
  /// The default reads it with no signals of its own: an IO that reports none.
  ///
  /// - Parameters:
  ///   - input: The descriptor to read.
  ///   - maximumLineLength: The most bytes a line may have; a longer one ends the input.
  func reading(_ input: Int32, maximumLineLength: Int) -> any LineIO
}

extension LineIO {
  package func readLine(secure: Bool, waitingAtMost limit: Duration?) -> LineInput {
    readLine(secure: secure)
  }

  package func reading(_ input: Int32, maximumLineLength: Int) -> any LineIO {
    StandardLineIO(input: input, output: -1, maximumLineLength: maximumLineLength)
  }
}

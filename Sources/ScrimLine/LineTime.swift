/// The clock of a line-mode run's stage: every timer of the run (a message's, the time
/// limit) runs on it, and the runner can let time pass at once.
///
/// A run uses `LineClock`, which follows real time; tests pass a manual clock, and their
/// line IO moves it as a user's time to answer would.
package protocol LineTime: Clock, Sendable where Duration == Swift.Duration {
  /// Moves the time forward by `duration` at once.
  func advance(by duration: Duration)
}

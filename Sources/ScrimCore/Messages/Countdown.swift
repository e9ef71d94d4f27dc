/// The time a visible message has left, which can be held and resumed.
///
/// Times are offsets on the owner's `ElapsedTime` line. While running, the remaining
/// time is the stored amount less the time since `runningSince`; while held it is the
/// stored amount.
struct Countdown {
  private(set) var stored: Duration
  private(set) var runningSince: Duration?

  init(_ total: Duration) {
    stored = max(.zero, total)
  }

  var isRunning: Bool { runningSince != nil }

  /// When it reaches zero if it keeps running, or nil while held.
  var deadline: Duration? { runningSince.map { $0 + stored } }

  /// The time left at `now`, never negative.
  func remaining(at now: Duration) -> Duration {
    guard let runningSince else { return stored }
    return max(.zero, stored - (now - runningSince))
  }

  /// Starts or holds the countdown at `now`; doing what it already does is harmless.
  mutating func setRunning(_ running: Bool, at now: Duration) {
    if running, runningSince == nil {
      runningSince = now
    } else if !running, runningSince != nil {
      stored = remaining(at: now)
      runningSince = nil
    }
  }
}

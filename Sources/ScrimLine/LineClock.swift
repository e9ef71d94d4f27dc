import Synchronization

/// The time of a line-mode run: real time, plus whatever the runner lets pass at once.
///
/// Time moves on while the user reads and answers, so `--timeout` is one deadline for the
/// whole run; and once a message without actions has been read, the runner lets the rest
/// of its time pass at once (`advance(by:)`), so its own timer decides its ending without
/// the run waiting for it.
package final class LineClock: LineTime {
  package struct Instant: InstantProtocol {
    package var offset: Duration

    package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    package func duration(to other: Instant) -> Duration { other.offset - offset }
    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let start = ContinuousClock.now
  private let skipped = Mutex(Duration.zero)

  /// Makes a clock whose time starts now.
  package init() {}

  package var now: Instant {
    Instant(offset: start.duration(to: ContinuousClock.now) + skipped.withLock { $0 })
  }
  package var minimumResolution: Duration { .zero }

  /// Moves the time forward at once.
  package func advance(by duration: Duration) {
    skipped.withLock { $0 += max(.zero, duration) }
  }

  /// Returns at once when the deadline has passed; nothing in a line-mode run sleeps on
  /// this clock (a wait for an answer is the IO's), so any other wait ends in cancellation.
  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    if deadline > now { throw CancellationError() }
  }
}

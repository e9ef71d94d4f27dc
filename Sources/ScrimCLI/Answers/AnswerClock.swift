import Synchronization

/// The time of an answered run: it stands still until the answering renderer lets it pass,
/// so no `--timeout`, pause or message timer fires before the answers file's answer, on a
/// loaded CI machine or a gauge whose input comes slowly; an entry that says `wait` moves
/// it on to the next deadline at once.
package final class AnswerClock: LineTime {
  package struct Instant: InstantProtocol {
    package var offset: Duration

    package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    package func duration(to other: Instant) -> Duration { other.offset - offset }
    package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let elapsed = Mutex(Duration.zero)

  /// Makes a clock at zero.
  package init() {}

  package var now: Instant { Instant(offset: elapsed.withLock { $0 }) }
  package var minimumResolution: Duration { .zero }

  package func advance(by duration: Duration) {
    elapsed.withLock { $0 += max(.zero, duration) }
  }

  /// Returns at once when the deadline has passed; nothing waits on this clock, so any
  /// other wait ends in cancellation.
  package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    if deadline > now { throw CancellationError() }
  }
}

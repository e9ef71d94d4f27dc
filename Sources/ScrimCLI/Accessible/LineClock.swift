import Synchronization

/// The time of a line-mode run: it stands still while the user reads and answers, and moves
/// only when the runner advances it, so a message's own timer decides its ending without
/// the runner waiting on a real clock.
final class LineClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let time = Mutex(Duration.zero)

  var now: Instant { Instant(offset: time.withLock { $0 }) }
  var minimumResolution: Duration { .zero }

  /// Moves the time forward.
  func advance(by duration: Duration) {
    time.withLock { $0 += max(.zero, duration) }
  }

  /// Returns at once when the deadline has passed; nothing in a line-mode run sleeps, and
  /// this clock's time never moves by itself, so any other wait could never end.
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    if deadline > now { throw CancellationError() }
  }
}

import Synchronization

/// A clock that moves only when told to, so that tests of timers never sleep.
///
/// Sleepers resume in deadline order when `advance(by:)` or `advance(to:)` passes their
/// deadline; a cancelled sleeper throws `CancellationError` at once.
///
///     let clock = ManualClock()
///     let presenter = Presenter(clock: clock)
///     clock.advance(by: .milliseconds(200))
public final class ManualClock: Clock, Sendable {
  /// A point on the manual time line: the time since the clock was made.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Makes an instant at `offset` from the clock's start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Orders instants by time.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// The offset, as "1.5 seconds".
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var cancelled: Set<Int> = []
    var nextID = 0
  }

  private let state = Mutex(State())

  /// Makes a clock at offset zero.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step; a manual clock has none.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock is advanced to `deadline` or past it.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper: Sleeper? = state.withLock { state in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration` and wakes every sleeper whose deadline passed.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: max(.zero, duration)))
  }

  /// Moves time to `instant` (never backwards) and wakes every sleeper whose deadline
  /// passed, earliest first.
  public func advance(to instant: Instant) {
    let due: [Sleeper] = state.withLock { state in
      if instant > state.now { state.now = instant }
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Advances to the latest pending deadline, waking every sleeper.
  public func run() {
    let last = state.withLock { $0.sleepers.map(\.deadline).max() }
    if let last { advance(to: last) }
  }
}

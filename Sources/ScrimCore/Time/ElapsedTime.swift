/// Reads the time elapsed since it was made, from any clock measured in `Duration`.
///
/// The core keeps all of its deadlines as offsets from this start, so that it works
/// the same with `ContinuousClock`, `SuspendingClock` or a test clock, without being
/// generic over the clock type.
///
///     let time = ElapsedTime(ContinuousClock())
public struct ElapsedTime: Sendable {
  private let read: @Sendable () -> Duration

  /// Starts measuring from the clock's current instant.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    read = { start.duration(to: clock.now) }
  }

  /// The time elapsed since this value was made.
  public var now: Duration { read() }
}

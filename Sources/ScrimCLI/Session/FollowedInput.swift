/// Input a session follows while it shows (a gauge's updates, a program box's lines),
/// handed from a reading thread to the renderer's loop: the consumer is told once
/// (`whenAvailable`) and takes what waits, bounded however fast it comes.
protocol FollowedInput: AnyObject, Sendable {
  /// One thing the input changed.
  associatedtype Update: Sendable

  /// Calls `handler` from any thread whenever updates or the end arrive that the consumer
  /// has not been told of, at once if some already have.
  func whenAvailable(_ handler: @escaping @Sendable () -> Void)
  /// What came since the last call, and whether the input has ended (true once).
  func take() -> (updates: [Update], isFinished: Bool)
  /// Stops calling the handler, and lets go of it.
  func stopListening()
}

import Synchronization

/// What waits in a `FollowedInbox`: folded as it comes, so what waits stays bounded however
/// fast its input is (a gauge keeps its latest percentage and text, a program box its
/// scroll-back).
protocol PendingUpdates: Sendable {
  /// One thing the input changed, as the consumer takes it.
  associatedtype Update: Sendable
  /// Nothing waiting.
  init()
  /// Whether nothing waits.
  var isEmpty: Bool { get }
  /// What waits, oldest first.
  var updates: [Update] { get }
}

/// A followed input handed from its reading thread to a consumer on the renderer's loop.
///
/// The consumer is told once (`whenAvailable`) and not again until it has taken what
/// waits, so what comes while it works is taken together by its next turn; the end is
/// reported once, and the handler then let go.
///
///     let updates = GaugeUpdates()
///     updates.add(.percent(10)); updates.add(.percent(40))
///     updates.take()  // ([.percent(40)], isFinished: false)
final class FollowedInbox<Pending: PendingUpdates>: FollowedInput {
  private struct State {
    var pending = Pending()
    var isFinished = false
    var endTaken = false
    /// Whether the consumer was told and has not taken what waits yet.
    var isSignalled = false
    var handler: (@Sendable () -> Void)?

    /// The handler to call now, if the consumer is not already told.
    mutating func signal() -> (@Sendable () -> Void)? {
      guard !isSignalled, let handler else { return nil }
      isSignalled = true
      return handler
    }
  }

  private let state = Mutex(State())

  init() {}

  func whenAvailable(_ handler: @escaping @Sendable () -> Void) {
    let call = state.withLock { state -> (@Sendable () -> Void)? in
      state.handler = handler
      guard !state.pending.isEmpty || state.isFinished else { return nil }
      return state.signal()
    }
    call?()
  }

  /// Folds a change into what waits, from any thread, and tells the consumer.
  func add(_ change: (inout Pending) -> Void) {
    let call = state.withLock { state in
      change(&state.pending)
      return state.signal()
    }
    call?()
  }

  /// Ends the input once what was added so far is taken.
  func finish() {
    let call = state.withLock { state in
      state.isFinished = true
      return state.signal()
    }
    call?()
  }

  func stopListening() {
    state.withLock { $0.handler = nil }
  }

  func take() -> (updates: [Pending.Update], isFinished: Bool) {
    state.withLock { state in
      state.isSignalled = false
      let updates = state.pending.updates
      state.pending = Pending()
      let ends = state.isFinished && !state.endTaken
      if ends {
        state.endTaken = true
        state.handler = nil
      }
      return (updates, ends)
    }
  }
}

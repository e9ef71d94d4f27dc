import Synchronization

/// A gauge's updates handed from its reading thread to a consumer, folded as they come:
/// only the latest percentage and the latest text wait to be taken.
///
/// A script may write its gauge far faster than frames are drawn (`yes 50 | whiptail
/// --gauge ...`); queueing every line grew without end (1.26 GB in 20 s) and kept the
/// loop too busy to answer Esc. A frame shows only the last percentage and text, so what
/// waits is bounded: two values, however fast the input comes.
///
/// The consumer is told once (`whenAvailable`) and not again until it has taken what
/// waits, so updates that come while it works are taken together by its next turn.
///
///     let updates = GaugeUpdates()
///     updates.add(.percent(10)); updates.add(.percent(40))
///     updates.take()  // ([.percent(40)], isFinished: false)
final class GaugeUpdates: Sendable {
  private struct State {
    var percent: Int?
    var text: String?
    var isFinished = false
    var endTaken = false
    /// Whether the consumer was told and has not taken the updates yet.
    var isSignalled = false
    var handler: (@Sendable () -> Void)?

    var hasUpdates: Bool { percent != nil || text != nil }

    /// The handler to call now, if the consumer is not already told.
    mutating func signal() -> (@Sendable () -> Void)? {
      guard !isSignalled, let handler else { return nil }
      isSignalled = true
      return handler
    }
  }

  private let state = Mutex(State())

  init() {}

  /// Calls `handler` from any thread whenever updates or the end arrive that the consumer
  /// has not been told of, at once if some already have.
  func whenAvailable(_ handler: @escaping @Sendable () -> Void) {
    let call = state.withLock { state -> (@Sendable () -> Void)? in
      state.handler = handler
      guard state.hasUpdates || state.isFinished else { return nil }
      return state.signal()
    }
    call?()
  }

  /// Adds an update, which replaces the one of its kind still waiting.
  func add(_ update: GaugeFeed.Update) {
    let call = state.withLock { state in
      switch update {
      case .percent(let percent): state.percent = percent
      case .text(let text): state.text = text
      }
      return state.signal()
    }
    call?()
  }

  /// Ends the updates once those added so far are taken.
  func finish() {
    let call = state.withLock { state in
      state.isFinished = true
      return state.signal()
    }
    call?()
  }

  /// Stops calling the handler, and lets go of it (which often holds these updates).
  func stopListening() {
    state.withLock { $0.handler = nil }
  }

  /// The latest percentage and text added since the last call, and whether the updates
  /// have ended (true once; the handler is then let go).
  func take() -> (updates: [GaugeFeed.Update], isFinished: Bool) {
    state.withLock { state in
      state.isSignalled = false
      var updates: [GaugeFeed.Update] = []
      if let percent = state.percent { updates.append(.percent(percent)) }
      if let text = state.text { updates.append(.text(text)) }
      state.percent = nil
      state.text = nil
      let ends = state.isFinished && !state.endTaken
      if ends {
        state.endTaken = true
        state.handler = nil
      }
      return (updates, ends)
    }
  }
}

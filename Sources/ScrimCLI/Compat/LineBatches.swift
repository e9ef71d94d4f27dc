import Synchronization

/// Lines handed from a reading thread to a consumer in batches: every line added since
/// the consumer last took some arrives at once.
///
/// A script that writes its gauge faster than frames are drawn would otherwise cost a
/// turn of the loop and a frame per line (101,000 lines took 2.8 s against whiptail's 1.0).
/// The consumer is told once (`whenAvailable`) and not again until it has taken the batch,
/// so lines added while it works are taken together by its next turn.
final class LineBatches: Sendable {
  private struct State {
    var lines: [String] = []
    var isFinished = false
    var endTaken = false
    /// Whether the consumer was told and has not taken the batch yet.
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

  /// Calls `handler` from any thread whenever lines or the end arrive that the consumer has
  /// not been told of, at once if some already have.
  func whenAvailable(_ handler: @escaping @Sendable () -> Void) {
    let call = state.withLock { state -> (@Sendable () -> Void)? in
      state.handler = handler
      guard !state.lines.isEmpty || state.isFinished else { return nil }
      return state.signal()
    }
    call?()
  }

  /// Adds a line; the consumer's next batch has it, after the ones added before.
  func add(_ line: String) {
    let call = state.withLock { state in
      state.lines.append(line)
      return state.signal()
    }
    call?()
  }

  /// Ends the lines once those added so far are taken.
  func finish() {
    let call = state.withLock { state in
      state.isFinished = true
      return state.signal()
    }
    call?()
  }

  /// Stops calling the handler, and lets go of it (which often holds these batches).
  func stopListening() {
    state.withLock { $0.handler = nil }
  }

  /// Every line added since the last call, and whether the lines have ended (true once; the
  /// handler is then let go).
  func take() -> (lines: [String], isFinished: Bool) {
    state.withLock { state in
      state.isSignalled = false
      defer { state.lines.removeAll() }
      let ends = state.isFinished && !state.endTaken
      if ends {
        state.endTaken = true
        state.handler = nil
      }
      return (state.lines, ends)
    }
  }
}

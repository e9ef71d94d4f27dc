import Synchronization

/// A followed input's lines handed from its reading thread to the box, bounded as the
/// box's own scroll-back is: lines that wait past `ScrollBack`'s bounds are dropped
/// oldest first, since the box would drop them too.
///
///     let lines = FollowedLines()
///     lines.add("built"); lines.finish()
///     lines.take()  // (["built"], isFinished: true)
final class FollowedLines: FollowedInput {
  private struct State {
    var waiting = ScrollBack()
    var isFinished = false
    var endTaken = false
    /// Whether the consumer was told and has not taken the lines yet.
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
      guard state.waiting.count > 0 || state.isFinished else { return nil }
      return state.signal()
    }
    call?()
  }

  /// Adds a line read.
  func add(_ line: String) {
    var batch = ScrollBack()
    batch.append(line)
    add(batch)
  }

  /// Adds lines read, oldest first.
  func add(_ lines: ScrollBack) {
    guard lines.count > 0 else { return }
    let call = state.withLock { state in
      state.waiting.append(contentsOf: lines)
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

  func stopListening() {
    state.withLock { $0.handler = nil }
  }

  func take() -> (updates: [String], isFinished: Bool) {
    state.withLock { state in
      state.isSignalled = false
      let lines = Array(state.waiting.lines)
      state.waiting = ScrollBack()
      let ends = state.isFinished && !state.endTaken
      if ends {
        state.endTaken = true
        state.handler = nil
      }
      return (lines, ends)
    }
  }
}

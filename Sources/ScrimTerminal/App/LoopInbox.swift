import Synchronization

/// The run loop's queue of events: posted from any thread, awaited on the main actor.
///
/// An `AsyncStream` would do the same, but its `next` is not isolated: every wait leaves
/// the main actor for Swift's global executor and comes back, and the first such hop
/// starts Dispatch's worker pool, whose monitor then wakes the process every second for
/// as long as it lives. Waiting here keeps the loop on the main actor, so a program that
/// runs the main actor on its main thread (the `scrim` command) makes no system call at
/// all while it waits for a key.
final class LoopInbox: Sendable {
  private struct State {
    var events: [LoopEvent] = []
    var waiter: UnsafeContinuation<LoopEvent?, Never>?
    var isFinished = false
  }

  private let state = Mutex(State())

  /// Hands an event to the loop, waking it if it waits; dropped once finished.
  func post(_ event: LoopEvent) {
    state.withLock { state in
      guard !state.isFinished else { return }
      if let waiter = state.waiter {
        state.waiter = nil
        waiter.resume(returning: event)
      } else {
        state.events.append(event)
      }
    }
  }

  /// Ends the queue: a waiting or later `next()` returns nil.
  func finish() {
    state.withLock { state in
      state.isFinished = true
      state.events.removeAll()
      state.waiter?.resume(returning: nil)
      state.waiter = nil
    }
  }

  /// The next event, waiting on the main actor until one is posted; nil once finished.
  @MainActor
  func next() async -> LoopEvent? {
    if let event = state.withLock({ $0.events.isEmpty ? nil : $0.events.removeFirst() }) {
      return event
    }
    return await withUnsafeContinuation { continuation in
      state.withLock { state in
        if !state.events.isEmpty {
          continuation.resume(returning: state.events.removeFirst())
        } else if state.isFinished {
          continuation.resume(returning: nil)
        } else {
          state.waiter = continuation
        }
      }
    }
  }
}

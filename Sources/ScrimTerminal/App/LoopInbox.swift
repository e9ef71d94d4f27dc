import Synchronization

/// The run loop's events: posted from any thread, each handled in a main-actor job of
/// its own, in the order posted.
///
/// `hasPending` tells a handler that more are queued, so a burst (keys that arrived in
/// separate reads while a frame was being drawn, redraws asked from other threads) is
/// drawn once, after its last event.
///
/// Waiting for the next event with `await` (an `AsyncStream`, a continuation) would
/// resume the loop on Swift's global executor before it hops back to the main actor, and
/// the first such hop starts Dispatch's worker pool, whose monitor then wakes the process
/// every second for as long as it lives. A task isolated to the main actor is enqueued
/// on the main actor directly, so a program that runs the main actor on its main thread
/// (the `scrim` command) starts no other thread for its keys and, while it waits, makes
/// no system call at all.
final class LoopInbox: Sendable {
  private struct State {
    var handler: (@MainActor @Sendable (LoopEvent) -> Void)?
    var pending = 0
    var redrawPending = false
  }

  private let state = Mutex(State())

  /// Handles every event posted from now on; nil drops them (the loop has ended).
  func setHandler(_ handler: (@MainActor @Sendable (LoopEvent) -> Void)?) {
    state.withLock { $0.handler = handler }
  }

  /// Whether events are posted that no handler has seen yet.
  var hasPending: Bool { state.withLock { $0.pending > 0 } }

  /// Hands an event to the loop on the main actor, after whatever it is doing now.
  ///
  /// A redraw already posted and not yet handled takes in any later one: its turn draws
  /// what all of them asked for, so many requests in one turn make one turn and one frame.
  func post(_ event: LoopEvent) {
    let isRedraw: Bool
    if case .redraw = event { isRedraw = true } else { isRedraw = false }
    let posts = state.withLock { state -> Bool in
      if isRedraw {
        if state.redrawPending { return false }
        state.redrawPending = true
      }
      state.pending += 1
      return true
    }
    guard posts else { return }
    Task { @MainActor in
      // Read when the job runs, so events posted before the loop starts waiting reach it
      // and events posted after it ended go nowhere.
      let handler = state.withLock { state in
        state.pending -= 1
        // Cleared before the turn, so a request made while it runs gets a turn of its own.
        if isRedraw { state.redrawPending = false }
        return state.handler
      }
      handler?(event)
    }
  }
}

import Synchronization

/// Keeps a `SnackbarManager` from showing messages, of one category or of all, for as long
/// as it is alive, as `MDCSnackbarSuspensionToken` does.
///
///     var hold: SuspensionToken? = manager.suspendMessages(category: "sync")
///     // ... messages of "sync" wait in the queue ...
///     hold = nil  // or manager.resumeMessages(token: hold)
///
/// Releasing the last reference resumes, from any thread or task: the token only marks
/// itself released, under a lock, and never touches the manager. The manager notices on
/// the main actor; its `nextDeadline` reports an update as due at once, and its next
/// `update()` (or any other call) shows what was held back. `resumeMessages(token:)` on the
/// main actor takes effect at once. Resuming more than once is harmless.
public final class SuspensionToken: Sendable {
  /// What a token holds back.
  public enum Scope: Hashable, Sendable {
    /// Every message, whatever its category.
    case all
    /// The messages of one category.
    case category(String)
  }

  /// What this token holds back.
  public let scope: Scope
  let id: Int
  let ledger: SuspensionLedger

  init(scope: Scope, id: Int, ledger: SuspensionLedger) {
    self.scope = scope
    self.id = id
    self.ledger = ledger
  }

  /// Whether the token still holds messages back: false once it was resumed.
  public var isActive: Bool { ledger.isLive(id) }

  deinit {
    ledger.release(id)
  }
}

/// The shared record of which tokens are alive, written by tokens on any thread and read by
/// their manager on the main actor.
final class SuspensionLedger: Sendable {
  private struct State {
    var nextID = 0
    var live: Set<Int> = []
    var released: [Int] = []
    var onRelease: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  /// Runs on the releasing thread after a token is released, outside the lock, so a run loop
  /// sleeping with nothing due can wake and show what the token held back.
  var onRelease: (@Sendable () -> Void)? {
    get { state.withLock { $0.onRelease } }
    set { state.withLock { $0.onRelease = newValue } }
  }

  /// Registers a new live token and returns its number.
  func register() -> Int {
    state.withLock { state in
      state.nextID += 1
      state.live.insert(state.nextID)
      return state.nextID
    }
  }

  func isLive(_ id: Int) -> Bool {
    state.withLock { $0.live.contains(id) }
  }

  /// Marks a token released; releasing twice is harmless.
  func release(_ id: Int) {
    let wake = state.withLock { state -> (@Sendable () -> Void)? in
      guard state.live.remove(id) != nil else { return nil }
      state.released.append(id)
      return state.onRelease
    }
    wake?()
  }

  /// Whether tokens were released since the manager last looked.
  var hasReleases: Bool {
    state.withLock { !$0.released.isEmpty }
  }

  /// The tokens released since the last call, oldest first.
  func takeReleases() -> [Int] {
    state.withLock { state in
      defer { state.released.removeAll() }
      return state.released
    }
  }
}

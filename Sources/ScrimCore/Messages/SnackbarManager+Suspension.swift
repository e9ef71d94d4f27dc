extension SnackbarManager {
  /// Holds back every message until the token is released or passed to
  /// `resumeMessages(token:)`.
  ///
  /// The visible message stays and ends as usual; new messages queue, and category
  /// replacement still applies to them. Keep the token for as long as messages should wait.
  public func suspendMessages() -> SuspensionToken {
    suspend(.all)
  }

  /// Holds back the messages of one category until the token is released or passed to
  /// `resumeMessages(token:)`.
  ///
  /// Messages of other categories keep showing, and may overtake the held ones in the queue.
  public func suspendMessages(category: String) -> SuspensionToken {
    suspend(.category(category))
  }

  /// Releases a token's hold at once and shows what it held back, unless another token
  /// still holds it.
  ///
  /// Resuming a token twice, or a token of another manager, does nothing.
  public func resumeMessages(token: SuspensionToken) {
    guard token.ledger === ledger else { return }
    ledger.release(token.id)
    update()
  }

  /// Called when work became due outside a run loop's own calls, so that a loop sleeping
  /// with nothing due wakes and calls `update()` instead of polling: on whatever thread
  /// released a suspension token, right after it did, and on the main actor after `show(_:)`
  /// (a message shown from another task, or through `SnackbarManager.default`).
  ///
  ///     manager.wakeHandler = { continuation.yield(.wake) }
  public var wakeHandler: (@Sendable () -> Void)? {
    get { ledger.onRelease }
    set { ledger.onRelease = newValue }
  }

  /// Whether messages of `category` (nil: messages without a category) are held back now.
  public func isSuspended(category: String?) -> Bool {
    applyReleases()
    return isSuspended(category)
  }

  // MARK: - Internals

  func isSuspended(_ category: String?) -> Bool {
    if suspendedAllCount > 0 { return true }
    guard let category, !suspendedCategories.isEmpty else { return false }
    return suspendedCategories[category, default: 0] > 0
  }

  /// Forgets the tokens released since the last look, wherever they were released.
  func applyReleases() {
    guard ledger.hasReleases else { return }
    for id in ledger.takeReleases() {
      switch suspensions.removeValue(forKey: id) {
      case .all?: suspendedAllCount -= 1
      case .category(let category)?:
        let count = suspendedCategories[category, default: 0] - 1
        suspendedCategories[category] = count > 0 ? count : nil
      case nil: break
      }
    }
  }

  /// Which waiting messages may show while the live tokens hold theirs back.
  var gate: MessageLane<SnackbarMessage>.Gate {
    if suspendedAllCount > 0 { return .closed }
    if suspendedCategories.isEmpty { return .open }
    return .admitting { !self.isSuspended($0.category) }
  }

  private func suspend(_ scope: SuspensionToken.Scope) -> SuspensionToken {
    let id = ledger.register()
    suspensions[id] = scope
    switch scope {
    case .all: suspendedAllCount += 1
    case .category(let category): suspendedCategories[category, default: 0] += 1
    }
    return SuspensionToken(scope: scope, id: id, ledger: ledger)
  }
}

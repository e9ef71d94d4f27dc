extension SnackbarManager {
  /// When `update()` next has work to do, on the manager's time line; nil when idle.
  ///
  /// It is `now` when a suspension token was released since the last update, so that a run
  /// loop shows what the token held back.
  public var nextDeadline: Duration? {
    ledger.hasReleases ? now : nextPhaseDeadline
  }

  /// The time the visible message has left before it times out, never negative; nil when
  /// none is visible or it does not time out.
  ///
  /// The time stands still during the entry transition and while something holds it.
  public var remainingTime: Duration? {
    guard let visible, visible.phase != .exiting, visible.message.timesOut else { return nil }
    return visible.countdown.remaining(at: now)
  }

  /// Whether the visible message's timer is held: by the pointer, by focus, or by accessible
  /// mode.
  public var isTimerHeld: Bool { isHovering || isFocused || isAccessibleMode }

  /// Whether a screen reader or switch control is running, which holds every timer (no
  /// message times out) and gives focus to messages with an action.
  public var isAccessibleModeOn: Bool { isAccessibleMode }

  /// Tells the manager whether the pointer is over the visible message; while it is, the
  /// message does not time out (libadwaita).
  ///
  /// Resets to false when another message becomes visible.
  public func setHovering(_ hovering: Bool) {
    update()
    isHovering = hovering
    update()
  }

  /// Tells the manager whether keyboard or screen-reader focus is inside the visible message;
  /// while it is, the message does not time out.
  ///
  /// Resets to false when another message becomes visible.
  public func setFocused(_ focused: Bool) {
    update()
    isFocused = focused
    update()
  }

  /// Tells the manager whether a screen reader or switch control is running.
  ///
  /// While it is, no message times out; the remaining time resumes when it stops.
  public func setAccessibleMode(_ on: Bool) {
    update()
    isAccessibleMode = on
    update()
  }

  /// Finishes every transition and timer whose time has come, ends messages, shows the next
  /// one, and runs the handlers and completions of ended messages; call it when
  /// `nextDeadline` passes.
  ///
  /// Calling it early is harmless. Chained steps take effect at the instant they were due,
  /// so a late call gives the same result as timely ones.
  public func update() {
    applyReleases()
    let now = self.now
    var instant = now
    while true {
      guard let current = visible else {
        guard let next = takeNextShowable() else { break }
        activate(next, at: instant)
        continue
      }
      syncTimer(at: instant)
      guard let deadline = nextPhaseDeadline, deadline <= now else { break }
      instant = deadline
      switch current.phase {
      case .entering:
        current.phase = .shown
        current.phaseStart = deadline
        announcements.post(current.message.announcementText, politeness: .polite)
      case .shown:
        end(.timeout, at: deadline)
      case .exiting:
        visible = nil
      }
    }
    syncTimer(at: now)
    runEndings()
  }

  // MARK: - Internals

  private var nextPhaseDeadline: Duration? {
    guard let visible else { return nil }
    switch visible.phase {
    case .entering, .exiting: return visible.phaseStart + visible.phaseDuration
    case .shown: return visible.countdown.deadline
    }
  }

  private func activate(_ entry: Entry, at instant: Duration) {
    entry.phase = .entering
    entry.phaseStart = instant
    entry.phaseDuration = entryDuration.forTransition(reducesMotion: reducesMotion)
    visible = entry
    isHovering = false
    isFocused = false
  }

  /// Starts or holds the visible message's countdown to match the rules.
  private func syncTimer(at instant: Duration) {
    guard let current = visible else { return }
    let runs = current.phase == .shown && current.message.timesOut && !isTimerHeld
    visible?.countdown.setRunning(runs, at: instant)
  }

  private func takeNextShowable() -> Entry? {
    if suspendedAllCount > 0 || queue.isEmpty { return nil }
    if suspendedCategories.isEmpty { return queue.removeFirst(where: { _ in true }) }
    return queue.removeFirst(where: { !isSuspended($0.message.category) })
  }
}

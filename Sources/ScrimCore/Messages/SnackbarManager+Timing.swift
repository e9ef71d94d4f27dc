extension SnackbarManager {
  /// When `update()` next has work to do, on the manager's time line; nil when idle.
  ///
  /// It is `now` when a suspension token was released since the last update, so that a run
  /// loop shows what the token held back.
  public var nextDeadline: Duration? {
    ledger.hasReleases ? now : lane.deadline
  }

  /// The time the visible message has left before it times out, never negative; nil when
  /// none is visible or it does not time out.
  ///
  /// The time stands still during the entry transition and while something holds it.
  public var remainingTime: Duration? { lane.remainingTime }

  /// Whether the visible message's timer is held: by the pointer, by focus, or by accessible
  /// mode.
  public var isTimerHeld: Bool { lane.isTimerHeld }

  /// Whether a screen reader or switch control is running, which holds every timer (no
  /// message times out) and gives focus to messages with an action.
  public var isAccessibleModeOn: Bool { context.holdsTimers }

  /// Tells the manager whether the pointer is over the visible message; while it is, the
  /// message does not time out (libadwaita).
  ///
  /// Resets to false when another message becomes visible.
  public func setHovering(_ hovering: Bool) {
    update()
    lane.isHovering = hovering
    update()
  }

  /// Tells the manager whether keyboard or screen-reader focus is inside the visible message;
  /// while it is, the message does not time out.
  ///
  /// Resets to false when another message becomes visible.
  public func setFocused(_ focused: Bool) {
    update()
    lane.isFocused = focused
    update()
  }

  /// Whether a message's time starts only once a renderer has reported a frame that shows
  /// it whole (`didPaint()`), rather than when its entry transition ends.
  ///
  /// A renderer that reports its frames turns it on, so that a message is on screen for
  /// its whole duration however late its first frame comes (a loaded machine, a stopped
  /// process): MDC starts the timer once the show animation has run on screen.
  ///
  /// Defaults to false.
  public var startsTimersOnPaint: Bool {
    get { context.startsTimersOnPaint }
    set {
      update()
      context.startsTimersOnPaint = newValue
      update()
    }
  }

  /// Tells the manager that a frame is on screen showing what it showed at the last
  /// `update()`: a visible message that was fully in starts its time now.
  ///
  /// Call it after each frame is written, when `startsTimersOnPaint` is on.
  public func didPaint() {
    lane.didPaint(at: now)
  }

  /// Tells the manager whether a screen reader or switch control is running.
  ///
  /// While it is, no message times out; the remaining time resumes when it stops.
  public func setAccessibleMode(_ on: Bool) {
    update()
    context.holdsTimers = on
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
    context.settle(CollectionOfOne(lane), through: gate)
  }
}

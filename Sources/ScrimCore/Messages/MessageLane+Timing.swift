extension MessageLane {
  /// Which waiting messages may show now, as the owner's rules decide (for snackbars, the
  /// suspension tokens alive).
  enum Gate {
    /// Any message may show.
    case open
    /// None may show; the queue is not even scanned.
    case closed
    /// Only messages for which the condition holds may show; they overtake the others.
    case admitting((Item) -> Bool)
  }

  /// Shows the first waiting message the gate lets through, entering at `instant`, when
  /// nothing is visible.
  func showNext(at instant: Duration, through gate: Gate) {
    guard visible == nil, !queue.isEmpty else { return }
    let next: Entry?
    switch gate {
    case .open: next = queue.removeFirst(where: { _ in true })
    case .closed: next = nil
    case .admitting(let admits): next = queue.removeFirst(where: { admits($0.item) })
    }
    guard let next else { return }
    next.phase = .entering
    next.phaseStart = instant
    next.phaseDuration = context.entryDuration.forTransition(reducesMotion: context.reducesMotion)
    visible = next
    isHovering = false
    isFocused = false
  }

  /// Takes the step due at `deadline`, at that instant rather than now, so that a late
  /// update gives the same result as timely ones: the entry finishes (and is announced),
  /// time runs out, or the exit finishes and the next message enters.
  func step(through gate: Gate) {
    guard let current = visible, let deadline = current.deadline else { return }
    switch current.phase {
    case .entering:
      current.phase = .shown
      current.phaseStart = deadline
      context.announcements.post(current.item.announcementText, politeness: .polite)
    case .shown:
      end(.timeout, at: deadline)
    case .exiting:
      visible = nil
      showNext(at: deadline, through: gate)
    }
    syncTimer(at: deadline)
  }

  /// Starts or holds the visible message's countdown to match the rules: it runs only
  /// while the message is fully shown, and painted so when the context waits for paint,
  /// times out, and nothing holds it.
  func syncTimer(at instant: Duration) {
    guard let visible else { return }
    let isSeen = visible.isPaintedWhole || !context.startsTimersOnPaint
    let runs = visible.phase == .shown && isSeen && visible.item.timesOut && !isTimerHeld
    visible.countdown.setRunning(runs, at: instant)
  }

  /// Notes that a renderer has just put a frame on screen: a message it showed whole (fully
  /// entered) has been seen, so its countdown may start at `instant`.
  ///
  /// A late frame is what makes this matter: a loop that wakes long after the entry was
  /// due settles the entry and then paints, and the time the message shows starts then.
  func didPaint(at instant: Duration) {
    guard let visible, visible.phase == .shown, !visible.isPaintedWhole else { return }
    visible.isPaintedWhole = true
    syncTimer(at: instant)
  }
}

/// One place on screen that shows one message at a time, and the messages waiting for it:
/// the lifecycle snackbars and banners share.
///
/// A visible message enters, shows while its countdown runs (held by hover, focus or the
/// context's accessible mode), and exits; it ends exactly once, with a reason, and the lane
/// records the ending in its context, which runs handlers and completions once the state
/// has settled. The rules about what shows when (categories, priority, suspension,
/// positions) belong to the lane's owner, `SnackbarManager` or `BannerCenter`.
@MainActor
final class MessageLane<Item: LaneMessage> {
  /// The clock, transitions and endings this lane shares with its owner's other lanes.
  let context: LaneContext<Item>
  // Owners read these; only the lane's own methods change them.
  /// The message on screen, including while it transitions in or out.
  var visible: Entry?
  /// The messages waiting, in the order they would show.
  var queue = MessageQueue<Entry>()
  /// Whether the pointer is over the visible message; reset when another shows.
  var isHovering = false
  /// Whether focus is inside the visible message; reset when another shows.
  var isFocused = false

  init(context: LaneContext<Item>) {
    self.context = context
  }

  // MARK: - Reading

  /// The visible message unless it is leaving: the one that input and endings apply to.
  var active: Entry? {
    guard let visible, visible.phase != .exiting else { return nil }
    return visible
  }

  /// Whether nothing is visible or waiting.
  var isEmpty: Bool { visible == nil && queue.isEmpty }

  /// The waiting messages, in the order they would show.
  var queuedItems: [Item] { queue.elements.map(\.item) }

  /// How far the visible message is through its transition, or nil when none is visible.
  var visibility: Double? {
    guard let visible else { return nil }
    return visible.phase.visibility(
      elapsed: context.now - visible.phaseStart, length: visible.phaseDuration)
  }

  /// The time the visible message has left, or nil when none is visible, it is leaving or
  /// it does not time out.
  var remainingTime: Duration? {
    guard let active, active.item.timesOut else { return nil }
    return active.countdown.remaining(at: context.now)
  }

  /// Whether the visible message's timer is held: by the pointer, by focus, or by the
  /// context's accessible mode.
  var isTimerHeld: Bool { isHovering || isFocused || context.holdsTimers }

  /// When the lane next has work to do, or nil when nothing is due.
  var deadline: Duration? { visible?.deadline }

  // MARK: - Queueing

  /// Queues a message behind the others, or ahead of them with `first`.
  ///
  /// - Returns: The identifier of this showing.
  func enqueue(_ item: Item, first: Bool = false) -> MessageID {
    let entry = Entry(id: context.makeID(), item: item)
    if first {
      queue.prepend(entry)
    } else {
      queue.append(entry)
    }
    return entry.id
  }

  /// Sends the visible message back to the head of the queue with the time it had left.
  ///
  /// It starts its exit transition but has not ended. Does nothing while it is leaving.
  func postponeVisible() {
    guard let active else { return }
    let now = context.now
    active.countdown.setRunning(false, at: now)
    queue.prepend(Entry(postponing: active))
    beginExit(at: now)
  }

  // MARK: - Ending

  /// Ends the visible message with `reason` and starts its exit transition at `instant`, or
  /// now; does nothing while it is already leaving.
  ///
  /// - Parameter action: The index of the chosen action, for `.action`.
  func end(_ reason: MessageEndReason, action: Int? = nil, at instant: Duration? = nil) {
    guard let active else { return }
    beginExit(at: instant ?? context.now)
    context.record(active.item, reason, action: action)
  }

  /// Ends the visible message and the queued ones of `category`, or every one when it is
  /// nil, in that order.
  func endAll(_ reason: MessageEndReason, category: String? = nil) {
    if let active, category == nil || active.category == category {
      end(reason)
    }
    if let category {
      queue.removeAll(category: category) { context.record($0.item, reason) }
    } else {
      queue.removeAll(where: { _ in true }) { context.record($0.item, reason) }
    }
  }

  /// Ends one message with `.programmatic`: a queued one at once, the visible one after its
  /// exit transition; does nothing if it already ended.
  func dismiss(_ id: MessageID) {
    // Only a postponed copy shares the visible message's identifier, and only while that
    // one leaves, so a match on screen needs no scan of the queue.
    if active?.id == id {
      end(.programmatic)
    } else {
      queue.removeAll(where: { $0.id == id }) { context.record($0.item, .programmatic) }
    }
  }

  private func beginExit(at instant: Duration) {
    guard let visible else { return }
    visible.countdown.setRunning(false, at: instant)
    visible.phase = .exiting
    visible.phaseStart = instant
    visible.phaseDuration = context.exitDuration.forTransition(
      reducesMotion: context.reducesMotion)
  }
}

/// Shows banners, one per position at a time, queues the rest first in, first out, runs
/// their transitions and timers on an injected clock, and ends every banner exactly once.
///
/// Like `SnackbarManager`, the center does no I/O and never sleeps: a run loop calls
/// `update()` when `nextDeadline` passes and `handle(_:at:)` for input.
///
///     let center = BannerCenter(clock: ContinuousClock())
///     try center.show(Banner(title: "Download complete", description: "report.pdf"))
///
/// A banner without actions times out after its duration; one with actions stays until
/// the user chooses an action or dismisses it, or the app dismisses it. Ordering: the
/// chosen action's handler runs first, then the banner's completion, after the center's
/// state is settled.
@MainActor
public final class BannerCenter {
  /// How long a banner takes to appear.
  ///
  /// Defaults to 0.15 s, as snackbars.
  public var entryDuration: Duration = .milliseconds(150)
  /// How long a banner takes to go away.
  ///
  /// Defaults to 0.125 s, as snackbars.
  public var exitDuration: Duration = .milliseconds(125)
  /// Whether transitions are skipped, as the user asked for reduced motion.
  ///
  /// Defaults to false.
  public var reducesMotion: Bool

  var slots: [Banner.Position: Slot] = [:]
  var announcements = AnnouncementQueue()
  var isAccessibleMode = false
  private var endings: [(banner: Banner, action: Int?, reason: MessageEndReason)] = []
  private var isFlushing = false
  private var lastID = 0
  private let time: ElapsedTime

  /// Makes a center that reads time from `clock`.
  ///
  /// - Parameters:
  ///   - clock: Where time comes from; tests pass a manual clock.
  ///   - reducesMotion: Whether to skip transitions. Defaults to false.
  public init<C: Clock>(clock: C, reducesMotion: Bool = false) where C.Duration == Duration {
    time = ElapsedTime(clock)
    self.reducesMotion = reducesMotion
  }

  /// The time since the center was made, on its clock.
  public var now: Duration { time.now }

  // MARK: - Showing and dismissing

  /// Shows a banner at its position now, or after the ones already waiting there.
  ///
  /// - Returns: The identifier of this showing, for `dismiss(_:)`.
  /// - Throws: `BannerError` when it has more than two actions or a blank action title;
  ///   nothing is shown then.
  @discardableResult
  public func show(_ banner: Banner) throws(BannerError) -> MessageID {
    if banner.actions.count > Banner.maximumActions {
      throw .tooManyActions(count: banner.actions.count)
    }
    if banner.actions.contains(where: { $0.title.isBlank }) { throw .blankActionTitle }
    update()
    lastID += 1
    let entry = Entry(id: MessageID(rawValue: lastID), banner: banner)
    slots[banner.position, default: Slot()].queue.append(entry)
    update()
    return entry.id
  }

  /// Ends one banner with `.programmatic`: a queued one at once, a visible one after its
  /// exit transition; does nothing if it already ended.
  public func dismiss(_ id: MessageID) {
    update()
    for position in Banner.Position.allCases {
      if slots[position]?.visible?.id == id {
        end(at: position, reason: .programmatic)
      }
      slots[position]?.queue.removeAll(where: { $0.id == id }) {
        endings.append(($0.banner, nil, .programmatic))
      }
    }
    update()
  }

  /// Ends the visible and queued banners at a position, or everywhere when `position` is
  /// nil, with `.programmatic`.
  public func dismissAll(position: Banner.Position? = nil) {
    update()
    for place in Banner.Position.allCases where position == nil || position == place {
      end(at: place, reason: .programmatic)
      slots[place]?.queue.removeAll(where: { _ in true }) {
        endings.append(($0.banner, nil, .programmatic))
      }
    }
    update()
  }

  // MARK: - Reading the state

  /// The banner on screen at a position, if any, including while it transitions.
  public func visibleBanner(at position: Banner.Position) -> Banner? {
    slots[position]?.visible?.banner
  }

  /// The identifier of the banner on screen at a position, if any.
  public func visibleBannerID(at position: Banner.Position) -> MessageID? {
    slots[position]?.visible?.id
  }

  /// Where the banner at a position is in its life, or nil when none is on screen there.
  public func phase(at position: Banner.Position) -> MessagePhase? {
    slots[position]?.visible?.phase
  }

  /// How far the banner at a position is through its transition: 0 when just starting to
  /// enter or fully gone, 1 when fully shown; nil when none is visible there.
  public func visibility(at position: Banner.Position) -> Double? {
    guard let visible = slots[position]?.visible else { return nil }
    return visible.phase.visibility(
      elapsed: now - visible.phaseStart, length: visible.phaseDuration)
  }

  /// The banners waiting at a position, in the order they will show.
  public func queuedBanners(at position: Banner.Position) -> [Banner] {
    slots[position]?.queue.elements.map(\.banner) ?? []
  }

  /// Whether any banner is on screen or waiting, at any position.
  public var hasBannersShowingOrQueued: Bool {
    slots.values.contains { $0.visible != nil || !$0.queue.isEmpty }
  }

  /// The time the banner at a position has left, never negative; nil when none is visible
  /// there or it does not time out.
  public func remainingTime(at position: Banner.Position) -> Duration? {
    guard let entry = slots[position]?.visible, entry.phase != .exiting, entry.banner.timesOut
    else { return nil }
    return entry.countdown.remaining(at: now)
  }

  // MARK: - Internals

  func end(at position: Banner.Position, reason: MessageEndReason, action: Int? = nil) {
    endAt(position, reason: reason, action: action, instant: now)
  }

  func endAt(
    _ position: Banner.Position, reason: MessageEndReason, action: Int?, instant: Duration
  ) {
    guard var entry = slots[position]?.visible, entry.phase != .exiting else { return }
    entry.countdown.setRunning(false, at: instant)
    entry.phase = .exiting
    entry.phaseStart = instant
    entry.phaseDuration = exitDuration.forTransition(reducesMotion: reducesMotion)
    slots[position]?.visible = entry
    endings.append((entry.banner, action, reason))
  }

  func runEndings() {
    guard !isFlushing else { return }
    isFlushing = true
    defer {
      isFlushing = false
      endings.removeAll()
    }
    var index = 0
    while index < endings.count {
      let (banner, action, reason) = endings[index]
      index += 1
      if reason == .action, let action, banner.actions.indices.contains(action) {
        banner.actions[action].handler()
      }
      banner.completion?(reason)
    }
  }
}

extension BannerCenter {
  /// One banner's bookkeeping while it is visible or queued.
  struct Entry: Categorized {
    let id: MessageID
    let banner: Banner
    var phase: MessagePhase = .entering
    var phaseStart: Duration = .zero
    var phaseDuration: Duration = .zero
    var countdown: Countdown

    init(id: MessageID, banner: Banner) {
      self.id = id
      self.banner = banner
      countdown = Countdown(banner.duration)
    }

    /// Banners have no categories.
    var category: String? { nil }
  }

  /// One position's visible banner, queue, and what holds its timer.
  struct Slot {
    var visible: Entry?
    var queue = MessageQueue<Entry>()
    var isHovering = false
    var isFocused = false
  }
}

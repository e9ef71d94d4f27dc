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
  public var entryDuration: Duration {
    get { context.entryDuration }
    set { context.entryDuration = newValue }
  }
  /// How long a banner takes to go away.
  ///
  /// Defaults to 0.125 s, as snackbars.
  public var exitDuration: Duration {
    get { context.exitDuration }
    set { context.exitDuration = newValue }
  }
  /// Whether transitions are skipped, as the user asked for reduced motion.
  ///
  /// Defaults to false.
  public var reducesMotion: Bool {
    get { context.reducesMotion }
    set { context.reducesMotion = newValue }
  }

  let context: LaneContext<Banner>
  /// Called on the main actor after `show(_:)`, so that a run loop sleeping with nothing due
  /// wakes to show a banner shown from another task.
  public var wakeHandler: (@Sendable () -> Void)?

  /// Makes a center that reads time from `clock`.
  ///
  /// - Parameters:
  ///   - clock: Where time comes from; tests pass a manual clock.
  ///   - reducesMotion: Whether to skip transitions. Defaults to false.
  public init<C: Clock>(clock: C, reducesMotion: Bool = false) where C.Duration == Duration {
    let context = LaneContext<Banner>(time: ElapsedTime(clock), reducesMotion: reducesMotion)
    self.context = context
    lanes = Banner.Position.allCases.map { _ in MessageLane(context: context) }
  }

  /// The time since the center was made, on its clock.
  public var now: Duration { context.now }

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
    let id = lane(at: banner.position).enqueue(banner)
    update()
    wakeHandler?()
    return id
  }

  /// Ends one banner with `.programmatic`: a queued one at once, a visible one after its
  /// exit transition; does nothing if it already ended.
  public func dismiss(_ id: MessageID) {
    update()
    for lane in lanes { lane.dismiss(id) }
    update()
  }

  /// Ends the visible and queued banners at a position, or everywhere when `position` is
  /// nil, with `.programmatic`.
  public func dismissAll(position: Banner.Position? = nil) {
    update()
    for place in Banner.Position.allCases where position == nil || position == place {
      lane(at: place).endAll(.programmatic)
    }
    update()
  }

  // MARK: - Reading the state

  /// The banner on screen at a position, if any, including while it transitions.
  public func visibleBanner(at position: Banner.Position) -> Banner? {
    lane(at: position).visible?.item
  }

  /// The identifier of the banner on screen at a position, if any.
  public func visibleBannerID(at position: Banner.Position) -> MessageID? {
    lane(at: position).visible?.id
  }

  /// Where the banner at a position is in its life, or nil when none is on screen there.
  public func phase(at position: Banner.Position) -> MessagePhase? {
    lane(at: position).visible?.phase
  }

  /// How far the banner at a position is through its transition: 0 when just starting to
  /// enter or fully gone, 1 when fully shown; nil when none is visible there.
  public func visibility(at position: Banner.Position) -> Double? {
    lane(at: position).visibility
  }

  /// The banners waiting at a position, in the order they will show.
  public func queuedBanners(at position: Banner.Position) -> [Banner] {
    lane(at: position).queuedItems
  }

  /// Whether any banner is on screen or waiting, at any position.
  public var hasBannersShowingOrQueued: Bool {
    lanes.contains { !$0.isEmpty }
  }

  /// The time the banner at a position has left, never negative; nil when none is visible
  /// there or it does not time out.
  public func remainingTime(at position: Banner.Position) -> Duration? {
    lane(at: position).remainingTime
  }

  // MARK: - Internals

  /// The lane that shows the banners of a position.
  func lane(at position: Banner.Position) -> MessageLane<Banner> {
    lanes[Banner.Position.allCases.firstIndex(of: position) ?? 0]
  }

  /// Every position's lane, in `Banner.Position.allCases` order: kept, since every frame
  /// settles and paints them.
  let lanes: [MessageLane<Banner>]
}

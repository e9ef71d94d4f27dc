/// Shows snackbars one at a time, queues the rest first in, first out, applies MDC's
/// category rules, runs their transitions and timers on an injected clock, and ends every
/// message exactly once.
///
/// The manager does no I/O and never sleeps. A run loop calls `update()` when
/// `nextDeadline` passes and `handle(_:)` for input, then draws what it reads here.
///
///     let manager = SnackbarManager(clock: ContinuousClock())
///     manager.show(SnackbarMessage(text: "Message archived"))
///
/// Category rules (MDC): a message of category C replaces the visible and queued messages
/// of C; a message without a category replaces every message, unless
/// `queuesUncategorizedMessages` is set; messages of other categories wait their turn.
/// Replaced messages end with `.replaced`.
///
/// Ordering: when a message ends, its action's handler runs first (only when the user chose
/// the action), then its completion. Completions of messages ended together run in queue
/// order, the visible one first. Handlers and completions run after the manager's state is
/// settled, so they may show, dismiss or suspend messages.
@MainActor
public final class SnackbarManager {
  /// The shared manager, for parity with `MDCSnackbarManager.defaultManager`; it reads time
  /// from `ContinuousClock`.
  ///
  /// Prefer an instance of your own, built with the clock your run loop and tests use.
  public static let `default` = SnackbarManager(clock: ContinuousClock())

  /// How long a message takes to appear (MDC: fade and scale in).
  ///
  /// Defaults to 0.15 s.
  public var entryDuration: Duration {
    get { context.entryDuration }
    set { context.entryDuration = newValue }
  }
  /// How long a message takes to go away (MDC: fade out).
  ///
  /// Defaults to 0.125 s.
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
  /// Whether a message without a category waits its turn instead of replacing every
  /// message (MDC's rule).
  ///
  /// Defaults to false.
  public var queuesUncategorizedMessages: Bool

  let context: LaneContext<SnackbarMessage>
  let lane: MessageLane<SnackbarMessage>
  let ledger = SuspensionLedger()
  var suspensions: [Int: SuspensionToken.Scope] = [:]
  var suspendedAllCount = 0
  var suspendedCategories: [String: Int] = [:]

  /// Makes a manager that reads time from `clock`.
  ///
  /// - Parameters:
  ///   - clock: Where time comes from; tests pass a manual clock.
  ///   - reducesMotion: Whether to skip transitions. Defaults to false.
  ///   - queuesUncategorizedMessages: Whether messages without a category wait their turn.
  ///     Defaults to false (MDC: they replace everything).
  public init<C: Clock>(
    clock: C, reducesMotion: Bool = false, queuesUncategorizedMessages: Bool = false
  ) where C.Duration == Duration {
    context = LaneContext(time: ElapsedTime(clock), reducesMotion: reducesMotion)
    lane = MessageLane(context: context)
    self.queuesUncategorizedMessages = queuesUncategorizedMessages
  }

  /// The time since the manager was made, on its clock.
  public var now: Duration { context.now }

  // MARK: - Showing and dismissing

  /// Shows a message now, or queues it, following the category and priority rules.
  ///
  /// A `.high` priority message goes to the head of the queue. Unless its category is
  /// suspended, the visible message starts its exit transition at once and a copy of it,
  /// with the time it had left, waits right behind the new message; it has not ended, so
  /// its completion does not run. The new message shows when the exit transition finishes.
  ///
  /// - Returns: The identifier of this showing, for `dismiss(_:)`.
  @discardableResult
  public func show(_ message: SnackbarMessage) -> MessageID {
    update()
    if let category = message.category {
      lane.endAll(.replaced, category: category)
    } else if !queuesUncategorizedMessages {
      lane.endAll(.replaced)
    }
    let isHigh = message.priority == .high
    if isHigh, !isSuspended(message.category) {
      lane.postponeVisible()
    }
    let id = lane.enqueue(message, first: isHigh)
    update()
    wakeHandler?()
    return id
  }

  /// Ends one message with `.programmatic`: a queued one at once, the visible one after its
  /// exit transition; does nothing if it already ended.
  public func dismiss(_ id: MessageID) {
    update()
    lane.dismiss(id)
    update()
  }

  /// Ends the visible and queued messages of a category, or every message when `category`
  /// is nil, with `.programmatic` (MDC's `dismissAndCallCompletionBlocksWithCategory:`).
  public func dismissAll(category: String? = nil) {
    update()
    lane.endAll(.programmatic, category: category)
    update()
  }

  // MARK: - Reading the state

  /// The message on screen, if any, including while it transitions in or out.
  public var visibleMessage: SnackbarMessage? { lane.visible?.item }
  /// The identifier of the message on screen, if any.
  public var visibleMessageID: MessageID? { lane.visible?.id }
  /// Where the visible message is in its life, or nil when none is on screen.
  public var visiblePhase: MessagePhase? { lane.visible?.phase }
  /// The messages waiting, in the order they would show if nothing were suspended.
  public var queuedMessages: [SnackbarMessage] { lane.queuedItems }
  /// Whether a message is on screen, entering, shown or leaving.
  public var isShowingMessage: Bool { lane.visible != nil }
  /// Whether a message is on screen or waiting, suspended ones included (as MDC counts).
  public var hasMessagesShowingOrQueued: Bool { !lane.isEmpty }

  /// How far the visible message is through its transition: 0 when just starting to enter or
  /// fully gone, 1 when fully shown; nil when none is visible.
  public var visibility: Double? { lane.visibility }
}

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
  public var entryDuration: Duration = .milliseconds(150)
  /// How long a message takes to go away (MDC: fade out).
  ///
  /// Defaults to 0.125 s.
  public var exitDuration: Duration = .milliseconds(125)
  /// Whether transitions are skipped, as the user asked for reduced motion.
  ///
  /// Defaults to false.
  public var reducesMotion: Bool
  /// Whether a message without a category waits its turn instead of replacing every
  /// message (MDC's rule).
  ///
  /// Defaults to false.
  public var queuesUncategorizedMessages: Bool

  var visible: Entry?
  var queue = MessageQueue<Entry>()
  var announcements = AnnouncementQueue()
  var isHovering = false
  var isFocused = false
  var isAccessibleMode = false
  let ledger = SuspensionLedger()
  var suspensions: [Int: SuspensionToken.Scope] = [:]
  var suspendedAllCount = 0
  var suspendedCategories: [String: Int] = [:]
  private var endings: [(entry: Entry, reason: MessageEndReason)] = []
  private var isFlushing = false
  private var lastID = 0
  private let time: ElapsedTime

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
    time = ElapsedTime(clock)
    self.reducesMotion = reducesMotion
    self.queuesUncategorizedMessages = queuesUncategorizedMessages
  }

  /// The time since the manager was made, on its clock.
  public var now: Duration { time.now }

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
    lastID += 1
    let entry = Entry(id: MessageID(rawValue: lastID), message: message)
    if let category = message.category {
      replace(category: category)
    } else if !queuesUncategorizedMessages {
      replace(category: nil)
    }
    if message.priority == .high {
      if let current = visible, current.phase != .exiting, !isSuspended(message.category) {
        let now = self.now
        current.countdown.setRunning(false, at: now)
        queue.prepend(Entry(postponing: current))
        beginExit(at: now)
      }
      queue.prepend(entry)
    } else {
      queue.append(entry)
    }
    update()
    return entry.id
  }

  /// Ends one message with `.programmatic`: a queued one at once, the visible one after its
  /// exit transition; does nothing if it already ended.
  public func dismiss(_ id: MessageID) {
    update()
    if visible?.id == id, visible?.phase != .exiting {
      end(.programmatic)
    } else {
      queue.removeAll(where: { $0.id == id }) { endings.append(($0, .programmatic)) }
    }
    update()
  }

  /// Ends the visible and queued messages of a category, or every message when `category`
  /// is nil, with `.programmatic` (MDC's `dismissAndCallCompletionBlocksWithCategory:`).
  public func dismissAll(category: String? = nil) {
    update()
    replace(category: category, with: .programmatic)
    update()
  }

  // MARK: - Reading the state

  /// The message on screen, if any, including while it transitions in or out.
  public var visibleMessage: SnackbarMessage? { visible?.message }
  /// The identifier of the message on screen, if any.
  public var visibleMessageID: MessageID? { visible?.id }
  /// Where the visible message is in its life, or nil when none is on screen.
  public var visiblePhase: MessagePhase? { visible?.phase }
  /// The messages waiting, in the order they would show if nothing were suspended.
  public var queuedMessages: [SnackbarMessage] { queue.elements.map(\.message) }
  /// Whether a message is on screen, entering, shown or leaving.
  public var isShowingMessage: Bool { visible != nil }
  /// Whether a message is on screen or waiting, suspended ones included (as MDC counts).
  public var hasMessagesShowingOrQueued: Bool { visible != nil || !queue.isEmpty }

  /// How far the visible message is through its transition: 0 when just starting to enter or
  /// fully gone, 1 when fully shown; nil when none is visible.
  public var visibility: Double? {
    guard let visible else { return nil }
    return visible.phase.visibility(
      elapsed: now - visible.phaseStart, length: visible.phaseDuration)
  }

  // MARK: - Internals

  /// Ends the visible message and removes the queued ones of `category`, or all of them when
  /// it is nil, in that order.
  private func replace(category: String?, with reason: MessageEndReason = .replaced) {
    if let current = visible, current.phase != .exiting,
      category == nil || current.message.category == category
    {
      end(reason)
    }
    if let category {
      queue.removeAll(category: category) { endings.append(($0, reason)) }
    } else {
      queue.removeAll(where: { _ in true }) { endings.append(($0, reason)) }
    }
  }

  /// Ends the visible message with `reason` and starts its exit transition at `instant`, or
  /// now.
  func end(_ reason: MessageEndReason, at instant: Duration? = nil) {
    guard let current = visible, current.phase != .exiting else { return }
    beginExit(at: instant ?? now)
    endings.append((current, reason))
  }

  func beginExit(at instant: Duration) {
    visible?.countdown.setRunning(false, at: instant)
    visible?.phase = .exiting
    visible?.phaseStart = instant
    visible?.phaseDuration = exitDuration.forTransition(reducesMotion: reducesMotion)
  }

  /// Runs the handlers and completions of ended messages, oldest first; one started while
  /// another runs is run by the same loop.
  func runEndings() {
    guard !isFlushing else { return }
    isFlushing = true
    defer {
      isFlushing = false
      // Keep a small buffer for the next ending; give a large one back.
      endings.removeAll(keepingCapacity: endings.count <= 64)
    }
    var index = 0
    while index < endings.count {
      let (entry, reason) = endings[index]
      let message = entry.message
      index += 1
      if reason == .action { message.action?.handler() }
      message.completion?(reason)
    }
  }
}

extension SnackbarManager {
  /// One message's bookkeeping while it is visible or queued.
  ///
  /// A class, so that the manager's many reads and writes of the visible entry move one
  /// reference rather than a large value.
  final class Entry: Categorized {
    let id: MessageID
    let message: SnackbarMessage
    var phase: MessagePhase = .entering
    var phaseStart: Duration = .zero
    var phaseDuration: Duration = .zero
    var countdown: Countdown

    init(id: MessageID, message: SnackbarMessage) {
      self.id = id
      self.message = message
      countdown = Countdown(message.duration)
    }

    /// A copy of a visible entry to wait at the head of the queue, keeping the time it had
    /// left.
    init(postponing visible: Entry) {
      id = visible.id
      message = visible.message
      countdown = visible.countdown
    }

    var category: String? { message.category }
  }
}

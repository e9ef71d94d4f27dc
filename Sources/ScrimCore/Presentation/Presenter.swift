/// Owns a host's modals: shows one at a time, queues the rest in order, runs their
/// transitions on an injected clock, routes input to the active one, and ends every
/// presentation exactly once.
///
/// The presenter does no I/O and never sleeps. A run loop calls `update()` when
/// `nextDeadline` passes and `handle(_:)` for input, then draws what it reads here.
///
///     let presenter = Presenter(clock: ContinuousClock())
///     let result = try await presenter.present(alert)
///
/// Ordering: when a modal ends, its chosen action's handler runs first, then the
/// presentation's completion, then the next waiting modal starts presenting. A handler
/// may present another modal; it waits behind any already queued.
@MainActor
public final class Presenter {
  /// Where a modal is in its life on screen.
  public enum Phase: Hashable, Sendable {
    /// The entry transition is running.
    case presenting
    /// Fully on screen.
    case presented
    /// The exit transition is running; input is ignored.
    case dismissing
  }

  /// The size of the area modals are presented in.
  ///
  /// Defaults to 80×24.
  public var containerSize: Size
  /// Whether transitions are skipped, as the user asked for reduced motion.
  ///
  /// Defaults to false.
  public var reducesMotion: Bool
  /// How the renderer arranges the active modal's buttons, which decides the focus order; nil uses
  /// the modal's natural arrangement.
  ///
  /// Defaults to nil.
  public var buttonArrangement: ButtonArrangement?
  /// The units of `containerSize`, which decide when it counts as regular width.
  ///
  /// Defaults to cells.
  public var metrics: LayoutMetrics = .cells

  var active: Entry?
  var waiting: [Entry] = []
  /// Counts changes to the showings' `ShowingEdits` and renamings (see `Presenter.edits`).
  var editsGeneration = 0
  var announcements = AnnouncementQueue()
  /// Set while a finished modal's handler and completion run, so that a modal they
  /// present starts only after both have returned.
  private var isFinishing = false
  private let time: ElapsedTime

  /// Makes a presenter that reads time from `clock`.
  ///
  /// - Parameters:
  ///   - clock: Where time comes from; tests pass a manual clock.
  ///   - containerSize: The area modals are presented in. Defaults to 80×24.
  ///   - reducesMotion: Whether to skip transitions. Defaults to false.
  public init<C: Clock>(
    clock: C, containerSize: Size = Size(width: 80, height: 24), reducesMotion: Bool = false
  ) where C.Duration == Duration {
    time = ElapsedTime(clock)
    self.containerSize = containerSize
    self.reducesMotion = reducesMotion
  }

  /// The time since the presenter was made, on its clock.
  public var now: Duration { time.now }

  // MARK: - Presenting and dismissing

  /// Presents a modal now, or after the ones already waiting.
  ///
  /// - Parameters:
  ///   - modal: The alert, action sheet or dialog.
  ///   - replacingActive: Whether it takes the place of the active modal, which then
  ///     ends with `.replaced`. Defaults to false: it waits its turn.
  ///   - completion: Runs once when it ends, after the chosen action's handler.
  /// - Throws: `PresentationError` when the modal breaks a rule; nothing is shown then.
  public func present(
    _ modal: any Modal, replacingActive: Bool = false,
    completion: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try check(modal)
    enqueue(Entry(modal: modal, completion: completion), replacingActive: replacingActive)
  }

  /// Presents a modal as UIKit's `present(_:animated:completion:)` does, with a name for
  /// each moment: `presented` runs once it is fully on screen (UIKit's completion), and
  /// `dismissed` once it has ended (what `completion` means elsewhere in Scrim).
  ///
  ///     try presenter.present(alert, animated: false, presented: { log("shown") })
  ///
  /// - Parameters:
  ///   - modal: The alert, action sheet or dialog.
  ///   - animated: Whether it fades or slides in and out; false shows and hides it at once.
  ///   - presented: Runs once when its entry transition has finished; never, if it ends
  ///     before it appears (dismissed while waiting, or replaced).
  ///   - dismissed: Runs once when it ends, after the chosen action's handler.
  /// - Throws: `PresentationError` when the modal breaks a rule; nothing is shown then.
  public func present(
    _ modal: any Modal, animated: Bool, presented: (@MainActor () -> Void)? = nil,
    dismissed: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try check(modal)
    var entry = Entry(modal: modal, completion: dismissed)
    entry.isAnimated = animated
    entry.onPresented = presented
    enqueue(entry, replacingActive: false)
  }

  /// Throws when the modal breaks a presentation rule or is already on screen or waiting.
  private func check(_ modal: any Modal) throws(PresentationError) {
    try modal.validate(containerWidth: containerSize.width, metrics: metrics)
    if active?.modal === modal || waiting.contains(where: { $0.modal === modal }) {
      throw .alreadyPresented(title: modal.title)
    }
  }

  private func enqueue(_ entry: Entry, replacingActive: Bool) {
    if replacingActive, let current = active, current.phase != .dismissing {
      waiting.insert(entry, at: 0)
      beginDismissal(DismissResult(action: nil, reason: .replaced))
    } else {
      waiting.append(entry)
    }
    update()
  }

  /// Presents a modal and returns how it ended.
  ///
  ///     let result = try await presenter.present(alert)
  ///     if result.isCancellation { return }
  ///
  /// Cancelling the awaiting task takes the modal away (or out of the queue) with
  /// `.taskCancelled`: no action's handler runs, and the result comes back at once.
  ///
  /// - Throws: `PresentationError` when the modal breaks a rule.
  public func present(
    _ modal: any Modal, replacingActive: Bool = false
  ) async throws(PresentationError) -> DismissResult {
    // The synchronous present validates before queueing; its error comes back through
    // the continuation, so an invalid modal is never shown.
    let box = UncheckedModal(modal)
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<DismissResult, PresentationError>, Never>) in
        do throws(PresentationError) {
          try present(modal, replacingActive: replacingActive) {
            continuation.resume(returning: .success($0))
          }
          if Task.isCancelled { cancel(modal) }
        } catch {
          continuation.resume(returning: .failure(error))
        }
      }
    } onCancel: {
      // Cancellation may come from any thread; the modal is the presenter's, on its actor.
      Task { @MainActor [weak self] in self?.cancel(box.modal) }
    }
    return try outcome.get()
  }

  /// Ends a modal whose task was cancelled: out of the queue at once, or off the screen at
  /// once (no exit transition: nobody waits to see it), with `.taskCancelled`.
  func cancel(_ modal: any Modal) {
    end(modal, with: DismissResult(action: nil, reason: .taskCancelled), animated: false)
  }

  /// Dismisses a modal without running any action's handler; its completion gets `.programmatic`.
  ///
  /// A waiting modal is removed at once; the active one transitions out.
  public func dismiss(_ modal: any Modal) {
    end(modal, with: DismissResult(action: nil, reason: .programmatic))
  }

  /// Ends a modal with `result`: a waiting one at once, the active one after its exit
  /// transition (or at once when not `animated`).
  private func end(_ modal: any Modal, with result: DismissResult, animated: Bool = true) {
    if let index = waiting.firstIndex(where: { $0.modal === modal }) {
      let entry = waiting.remove(at: index)
      entry.completion?(result)
    } else if active?.modal === modal {
      beginDismissal(result, animated: animated)
    }
  }

  /// Dismisses the active modal and every waiting one, in order, with `.programmatic`.
  public func dismissAll() {
    let removed = waiting
    waiting.removeAll()
    if active != nil { beginDismissal(DismissResult(action: nil, reason: .programmatic)) }
    for entry in removed { entry.completion?(DismissResult(action: nil, reason: .programmatic)) }
  }

  // MARK: - Reading the state

  /// The modal on screen, if any.
  public var activeModal: (any Modal)? { active?.modal }
  /// Where the active modal is in its life, or nil when none is on screen.
  public var phase: Phase? { active?.phase }
  /// The modals waiting their turn, in the order they will be shown.
  public var waitingModals: [any Modal] { waiting.map(\.modal) }
  /// Whether any modal is on screen or waiting.
  public var isPresenting: Bool { active != nil || !waiting.isEmpty }

  /// How far the active modal is through its transition: 0 when just starting to present or fully
  /// dismissed, 1 when fully shown.
  ///
  /// Nil when none is active.
  public var visibility: Double? {
    // Asked every frame: the showing's few numbers are read in place, not the entry copied.
    guard let phase = active?.phase, let length = active?.phaseDuration,
      let start = active?.phaseStart
    else { return nil }
    let elapsed = now - start
    let fraction = length <= .zero ? 1 : min(1, max(0, elapsed / length))
    switch phase {
    case .presenting: return fraction
    case .presented: return 1
    case .dismissing: return 1 - fraction
    }
  }

  /// The scrim's opacity now: the modal's scrim colour scaled by its visibility.
  public var scrimAlpha: Double {
    guard let modal = active?.modal, let visibility else { return 0 }
    return modal.presentationOptions.scrimColor.alpha * visibility
  }

  /// When `update()` next has work to do, on the presenter's time line; nil when idle.
  public var nextDeadline: Duration? {
    guard let phase = active?.phase, phase != .presented, let start = active?.phaseStart,
      let length = active?.phaseDuration
    else { return nil }
    return start + length
  }

  // MARK: - Time

  /// Finishes every transition whose time has come, ending modals and starting the next; call it
  /// when `nextDeadline` passes.
  ///
  /// Calling it early is harmless.
  public func update() {
    guard !isFinishing else { return }
    followFileChoosers()
    applyValidation()
    announceProgress()
    announceValidation()
    while true {
      if active == nil {
        guard !waiting.isEmpty else { return }
        activate(waiting.removeFirst())
        continue
      }
      // Every turn comes here: the entry is copied only when its transition is due.
      guard let deadline = nextDeadline, now >= deadline, var entry = active else { return }
      switch entry.phase {
      case .presenting:
        entry.phase = .presented
        entry.phaseStart = deadline
        let presented = entry.onPresented
        entry.onPresented = nil
        active = entry
        presented?()
      case .presented:
        return
      case .dismissing:
        finish(entry)
      }
    }
  }

  // MARK: - Internals

  func beginDismissal(_ result: DismissResult, animated: Bool = true) {
    guard var entry = active, entry.phase != .dismissing else { return }
    var result = result
    for (index, control) in entry.modal.controls.enumerated() {
      guard case .choice = control, let row = highlightedIndex(ofList: index) else { continue }
      result.highlights[index] = row
    }
    entry.phase = .dismissing
    entry.result = result
    entry.phaseStart = now
    if !animated { entry.phaseDuration = .zero }
    entry.pressed = nil
    active = entry
    update()
  }

  func transitionDuration(of modal: any Modal) -> Duration {
    modal.presentationOptions.transition.effectiveDuration(reducesMotion: reducesMotion)
  }

  private func activate(_ entry: Entry) {
    var entry = entry
    entry.phase = .presenting
    entry.phaseStart = now
    entry.phaseDuration = entry.isAnimated ? transitionDuration(of: entry.modal) : .zero
    // What an earlier showing ended with is not this one's.
    for case .choice(let list) in entry.modal.controls { list.renamedIndex = nil }
    entry.edits.listKeysAway = transferListsStartingAway(in: entry.modal)
    editsGeneration &+= 1
    active = entry
    applyValidation()
    active?.focus = initialFocus(for: entry.modal)
    focusArrived(in: entry.modal)
    followFileChoosers()
    announceAppearance(of: entry.modal)
    active?.announcedMessage = entry.modal.messageAccessibilityLabel ?? entry.modal.message ?? ""
  }

  private func finish(_ entry: Entry) {
    active = nil
    releaseValidationHolds(of: entry)
    let result = entry.result ?? DismissResult(action: nil, reason: .programmatic)
    isFinishing = true
    defer { isFinishing = false }
    if let action = result.action, result.reason == .action || result.isCancellation {
      action.runHandler()
    }
    entry.completion?(result)
  }
}

extension Presenter {
  /// One modal's bookkeeping while it is active or waiting.
  struct Entry {
    let modal: any Modal
    let completion: (@MainActor (DismissResult) -> Void)?
    var phase: Phase = .presenting
    var phaseStart: Duration = .zero
    var phaseDuration: Duration = .zero
    var isAnimated = true
    var onPresented: (@MainActor () -> Void)?
    var result: DismissResult?
    var focus: FocusTarget?
    /// Whether the default action was enabled when last looked at, for
    /// `focusesDefaultWhenEnabled`; nil before the first look.
    var defaultWasEnabled: Bool?
    var pressed: PointerTarget?
    var focusCache: FocusOrderCache?
    /// The text field focus last rested on, where Tab returns when the fields share one
    /// stop.
    var lastField: FocusTarget?
    /// Each choice list's highlight and window, by control index: the showing's own.
    var lists: [Int: ListState] = [:]
    /// The message last announced, for a progress dialog whose text changes while shown.
    var announcedMessage: String?
    /// Each bar's last step announced (`Int.min` for indeterminate), by control index, so
    /// steps are announced once: the showing's own, as a bar may show again.
    var announcedSteps: [Int: Int] = [:]
    /// The actions validation made unavailable, to give back once the fields pass.
    var heldByValidation: Set<ObjectIdentifier> = []
    /// Each checked field's error last announced, by control index.
    var announcedErrors: [Int: String] = [:]
    /// The checked fields whose errors show, by control index.
    ///
    /// Those the user has left, and all once an action they hold back was asked for; the
    /// showing's own, so a modal shown again starts with none.
    var revealedErrors: Set<Int> = []
    /// What the user is doing to this showing beyond focus and lists (`ShowingEdits`).
    var edits = ShowingEdits()
    /// The item being renamed in its row and its editor, or nil.
    var renaming: ItemRenaming?
    /// The keys and text typed while the modal waits for its actions, oldest first
    /// (`PresentationOptions.holdsInputUntilActions`).
    var heldInput: [PresentationEvent] = []
    /// The path and listing each file chooser's lists last followed, by chooser.
    var followedPaths: [Int: FollowedPath] = [:]
  }
}

/// Carries a modal into the cancellation handler, which may run on any thread; it is only
/// used back on the main actor.
private struct UncheckedModal: @unchecked Sendable {
  let modal: any Modal
  init(_ modal: any Modal) { self.modal = modal }
}

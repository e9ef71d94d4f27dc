/// Where modals and messages live for one container (a terminal, a window): the one place
/// that decides who gets input, what has focus, what scrolls, what the pointer touches,
/// where everything goes and when timers fire.
///
/// A stage owns a `Presenter` for alerts, action sheets and dialogs, a `SnackbarManager`
/// and a `BannerCenter`, all on one clock. A renderer hands it input with `handle(_:)`,
/// calls `update()` when `nextWakeDelay` has passed, and paints `scene()`; it decides
/// nothing about the components itself.
///
///     let stage = Stage(clock: ContinuousClock(), size: Size(width: 80, height: 24),
///                       measurer: measurer)
///     try stage.present(alert)
///     if stage.handle(.key(.enter)) == .passedThrough { host.handle(key) }
///     paint(stage.scene())
///
/// Input goes to the active modal first (which swallows everything while it is up), then
/// to a snackbar or banner that took focus, then to the host. The pointer goes to what is
/// under it, top layer first: the snackbar, a banner, the modal and its scrim, the host.
@MainActor
public final class Stage {
  /// Presents alerts, action sheets and dialogs.
  public let presenter: Presenter
  /// Shows snackbars.
  public let snackbars: SnackbarManager
  /// Shows banners.
  public let banners: BannerCenter
  /// Measures text in the renderer's units.
  public let measurer: any TextMeasurer
  /// The renderer's units and Material's sizes in them: `.cells` or `.points`.
  ///
  /// These are the numbers at the theme's text sizes; what follows the user's text size is
  /// laid out with them adjusted for `contentSizeCategory` (`ModalLayout.metrics` holds a
  /// modal's).
  public let metrics: LayoutMetrics

  /// The container's size, in the renderer's units.
  public var size: Size {
    didSet {
      guard size != oldValue else { return }
      presenter.containerSize = size
      layouts = LayoutCache()
      refreshModal()
    }
  }
  /// How large the user asked text to be: the renderer sets it from its device's setting, as
  /// it sets `size`, and the stage lays everything out again at it.
  ///
  /// Text that follows it (`TypographyScheme.adjustsFontForContentSizeCategory`,
  /// `ModalAppearance.adjustsFontForContentSizeCategory`) is sized, wrapped and given lines
  /// for it; the rest keeps its theme's sizes. Defaults to `.default`, which a terminal
  /// keeps: its own font size is the user's text size.
  public var contentSizeCategory = ContentSizeCategory.default {
    didSet {
      guard contentSizeCategory != oldValue else { return }
      layouts = LayoutCache()
      appearance &+= 1
      refreshModal()
    }
  }
  /// The theme of snackbars and banners, and of modals that have none of their own.
  public var scheme: ContainerScheme {
    didSet {
      layouts = LayoutCache()
      appearance &+= 1
    }
  }
  /// The edge snackbars attach to.
  ///
  /// Defaults to the bottom.
  public var snackbarPosition: SnackbarPosition = .bottom {
    didSet { layouts = LayoutCache() }
  }
  /// How often a renderer should draw while a transition runs.
  ///
  /// Defaults to 33 ms (30 frames a second).
  public var frameInterval: Duration = .milliseconds(33)
  /// Whether a screen reader or switch control is running: then no message times out, and a
  /// message with an action takes focus.
  public var isAccessibilityModeOn = false {
    didSet {
      guard isAccessibilityModeOn != oldValue else { return }
      snackbars.setAccessibleMode(isAccessibilityModeOn)
      banners.setAccessibleMode(isAccessibilityModeOn)
    }
  }
  /// Called when something outside the stage's own calls makes work due (a suspension token
  /// released on any thread, a message shown straight through its manager), so that a
  /// sleeping run loop wakes.
  public var wakeHandler: (@Sendable () -> Void)? {
    didSet {
      snackbars.wakeHandler = wakeHandler
      banners.wakeHandler = wakeHandler
    }
  }

  var session: ModalSession?
  /// The popup menu up now, over everything (`Stage+Menus`).
  var menuSession: MenuSession?
  var bannerFocus: [Banner.Position: Int] = [:]
  var pressed: StageTarget?
  var hovered: StageTarget?
  var focusedBanners: [Banner.Position: MessageID] = [:]
  /// The messages' layouts and styles, made once per showing and size, since a run loop
  /// asks for them every frame.
  var layouts = LayoutCache()
  var appearance = 0
  /// The app's own timers on the stage's clock (`schedule(after:_:)`).
  var timers = StageTimers()
  /// Each shown text field's view, kept while its text, caret and width stay the same, so
  /// an idle frame measures nothing.
  var fieldViews: [ObjectIdentifier: (revision: Int, width: Int, view: FieldView)] = [:]
  /// Where each shown text area's view starts, kept across frames: the caret pulls it
  /// along, and a read-only area's keys move it.
  var textAreaTops: [ObjectIdentifier: TextAreaScroll] = [:]
  /// The page a screen reader reads of each shown text area over a line source, kept while
  /// the area and where the reader reads stay the same, so a frame reads no lines again.
  var textAreaPages: [ObjectIdentifier: TextAreaPage] = [:]
  /// Counts every move of a text area's view, so that kept control elements are resolved
  /// again when one scrolled.
  var textAreaScrolls = 0
  /// The active modal's control elements and what they were resolved from.
  var keptControls: (key: ControlElementsKey, elements: [ControlElement])?
  /// The active modal's accessibility tree and what it was made from.
  var modalTree: KeptModalTree?
  /// Each message layer's accessibility tree and what it was made from.
  var messageTrees: [StageLayerID: (key: MessageTreeKey, tree: AccessibilityNode)] = [:]

  /// Makes a stage with a presenter and message managers of its own on `clock`, or the
  /// managers given.
  ///
  /// - Parameters:
  ///   - clock: Where time comes from; tests pass a manual clock.
  ///   - size: The container's size, in the renderer's units.
  ///   - measurer: Measures text in those units.
  ///   - metrics: Material's sizes in those units. Defaults to terminal cells.
  ///   - scheme: The theme of messages, and of modals that have none. Defaults to light.
  ///   - reducesMotion: Whether transitions are skipped. Defaults to false.
  ///   - snackbars: The snackbar manager to show; defaults to a new one on `clock`.
  ///   - banners: The banner center to show; defaults to a new one on `clock`.
  public init<C: Clock>(
    clock: C, size: Size, measurer: any TextMeasurer, metrics: LayoutMetrics = .cells,
    scheme: ContainerScheme = .light, reducesMotion: Bool = false,
    snackbars: SnackbarManager? = nil, banners: BannerCenter? = nil
  ) where C.Duration == Duration {
    self.size = size
    self.measurer = measurer
    self.metrics = metrics
    self.scheme = scheme
    presenter = Presenter(clock: clock, containerSize: size, reducesMotion: reducesMotion)
    presenter.metrics = metrics
    self.snackbars = snackbars ?? SnackbarManager(clock: clock, reducesMotion: reducesMotion)
    self.banners = banners ?? BannerCenter(clock: clock, reducesMotion: reducesMotion)
  }

  // MARK: - Showing

  /// Presents a modal now, or after the ones already waiting.
  ///
  /// - Parameters:
  ///   - modal: The alert, action sheet or dialog.
  ///   - replacingActive: Whether it takes the place of the active modal.
  ///   - completion: Runs once when it ends, after the chosen action's handler.
  /// - Throws: `PresentationError` when the modal breaks a presentation rule.
  public func present(
    _ modal: any Modal, replacingActive: Bool = false,
    completion: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try presenter.present(modal, replacingActive: replacingActive, completion: completion)
    refreshModal()
  }

  /// Presents a modal as UIKit's `present(_:animated:completion:)` does: `presented` runs
  /// once it is fully on screen, `dismissed` once it has ended.
  ///
  /// - Parameters:
  ///   - modal: The alert, action sheet or dialog.
  ///   - animated: Whether it fades or slides in and out.
  ///   - presented: Runs once when it is fully on screen.
  ///   - dismissed: Runs once when it ends, after the chosen action's handler.
  /// - Throws: `PresentationError` when the modal breaks a presentation rule.
  public func present(
    _ modal: any Modal, animated: Bool, presented: (@MainActor () -> Void)? = nil,
    dismissed: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try presenter.present(modal, animated: animated, presented: presented, dismissed: dismissed)
    refreshModal()
  }

  /// Presents a modal and returns how it ended; cancelling the awaiting task dismisses it
  /// with `.taskCancelled`, running none of its actions' handlers.
  ///
  ///     let result = try await stage.present(alert)
  public func present(_ modal: any Modal) async throws(PresentationError) -> DismissResult {
    try await presenter.present(modal)
  }

  /// Shows a snackbar.
  @discardableResult
  public func show(_ message: SnackbarMessage) -> MessageID {
    snackbars.show(message)
  }

  /// Shows a banner.
  ///
  /// - Throws: `BannerError` for more than two actions or a blank action title.
  @discardableResult
  public func show(_ banner: Banner) throws(BannerError) -> MessageID {
    try banners.show(banner)
  }

  /// Returns what was announced for screen readers since the last call (titles, messages,
  /// snackbar text), the modal's first, then the snackbars' and the banners', and forgets
  /// it.
  ///
  /// Each of them keeps at most its newest 64 unread, so an app that never reads them
  /// does not grow.
  public func takeAnnouncements() -> [Announcement] {
    presenter.takeAnnouncements() + snackbars.takeAnnouncements() + banners.takeAnnouncements()
  }

  // MARK: - Internals

  /// Keeps the modal session in step with the presenter's active modal, and the presenter's
  /// focus order with the buttons as laid out.
  func refreshModal() {
    guard let modal = presenter.activeModal else {
      session = nil
      return
    }
    var lists = presenter.active?.lists ?? [:]
    defer { presenter.active?.lists = lists }
    if session?.modal === modal {
      session?.refresh(
        lists: &lists, size: size, scheme: scheme, appearance: appearance, measurer: measurer,
        metrics: metrics, contentSize: contentSizeCategory, fieldErrors: presenter.fieldErrors,
        renamed: presenter.renamedRow)
    } else {
      session = ModalSession(
        modal: modal, lists: &lists, size: size, scheme: scheme, appearance: appearance,
        measurer: measurer, metrics: metrics, contentSize: contentSizeCategory,
        fieldErrors: presenter.fieldErrors, renamed: presenter.renamedRow)
      // The focus order follows the buttons as laid out (a row or a stack).
      presenter.buttonArrangement = session?.layout.buttons.arrangement
      session?.reveal(presenter.focus, highlight: focusedHighlight)
      return
    }
    presenter.buttonArrangement = session?.layout.buttons.arrangement
  }

  /// After input reached the modal: lays it out again if it changed, and scrolls what has
  /// focus into view.
  func revealFocus() {
    refreshModal()
    session?.reveal(presenter.focus, highlight: focusedHighlight)
  }

  /// The focused list's highlighted item, when a list has focus.
  private var focusedHighlight: Int? {
    guard case .control(let index)? = presenter.focus else { return nil }
    return presenter.highlightedIndex(ofList: index)
  }
}

/// The last layout of each message slot and the resolved message styles, valid until the
/// size, the scheme or the snackbar position changes.
struct LayoutCache {
  var snackbar: (id: MessageID, layout: SnackbarLayout)?
  var banners: [Banner.Position: (id: MessageID, layout: BannerLayout)] = [:]
  var snackbarStyle: ResolvedSnackbarStyle?
  var bannerStyle: ResolvedBannerStyle?
}

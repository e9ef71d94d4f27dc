/// The one run loop of every renderer: it owns the stage, takes the turns in one order and
/// decides when the renderer wakes, so a terminal, a window, line mode and the tests'
/// renderer differ only in how they read their device and paint.
///
/// A turn is: the input the renderer hands `handle(_:)`, then `update()` (what is due on
/// the clock), the announcements (each handed to the renderer once), one `scene()`, the
/// renderer's `present`, and `didPaint()` once the frame is on screen; then the next wake
/// (a transition's frames, the next deadline, or none while idle: nothing polls).
///
///     let loop = StageLoop<MyRenderer>(clock: ContinuousClock(), size: size, measurer: m)
///     loop.attach(renderer)
///     try loop.present(alert)   // asks the renderer for a turn
///     loop.turn()               // when the renderer wakes
@_spi(Renderer)
@MainActor
public final class StageLoop<Renderer: StageRenderer> {
  /// Decides everything about the modals and messages shown.
  public let stage: Stage
  /// The renderer the turns present to; nil until `attach(_:)`, and once it is gone.
  public private(set) weak var renderer: Renderer?
  /// The scene presented last, which the renderer paints until the next turn.
  public private(set) var scene: Scene?
  /// How many scenes the loop has made: one a frame, which tests count.
  public private(set) var sceneCount = 0
  private var isTurning = false

  /// Makes the loop's stage.
  ///
  /// - Parameters:
  ///   - clock: Where time comes from: `ContinuousClock()`, or a manual one in tests.
  ///   - size: The container's size, in the renderer's units.
  ///   - measurer: Measures text in those units.
  ///   - metrics: Material's sizes in those units. Defaults to terminal cells.
  ///   - scheme: The theme of messages, and of modals that have none.
  ///   - reducesMotion: Whether transitions are skipped.
  ///   - snackbars: The snackbar manager to show. Defaults to `SnackbarManager.default` on a
  ///     `ContinuousClock`, so MDC's `MDCSnackbarManager.default.show(_:)` pattern shows on
  ///     any renderer, and to a manager of the loop's own on any other clock (a test's).
  public init<C: Clock>(
    clock: C, size: Size, measurer: any TextMeasurer, metrics: LayoutMetrics = .cells,
    scheme: ContainerScheme = .light, reducesMotion: Bool = false,
    snackbars: SnackbarManager? = nil
  ) where C.Duration == Duration {
    let shared = clock is ContinuousClock ? SnackbarManager.default : nil
    stage = Stage(
      clock: clock, size: size, measurer: measurer, metrics: metrics, scheme: scheme,
      reducesMotion: reducesMotion, snackbars: snackbars ?? shared)
    // The loop reports each frame on screen (`didPaint()`), so no message's time runs
    // before it is seen: a renderer that draws late (a window mapped late, a saturated
    // machine) loses none.
    stage.startsMessageTimersOnPaint = true
  }

  /// Presents to `renderer` from now on; the stage's wake-ups wake it.
  public func attach(_ renderer: Renderer) {
    self.renderer = renderer
    stage.wakeHandler = { [weak renderer] in renderer?.wake() }
  }

  // MARK: - The turn

  /// Hands one input to the stage; the renderer takes a turn after its input.
  ///
  /// - Returns: `.passedThrough` when the host should get the input.
  @discardableResult
  public func handle(_ input: StageInput) -> InputDisposition {
    stage.handle(input)
  }

  /// Takes a turn: what is due on the clock, the announcements, and a frame.
  ///
  /// A turn asked for while one runs (an action handler presenting the next modal) is part
  /// of it: what the handler changed is in the scene the running turn makes next.
  ///
  /// - Throws: What the renderer's `present` throws.
  public func turn() throws(Renderer.PresentFailure) {
    guard !isTurning else { return }
    isTurning = true
    defer { isTurning = false }
    update()
    try frame()
  }

  /// Finishes what is due on the clock (transitions, message timers, the stage's timers),
  /// and hands the renderer what was announced since, each once, in order.
  public func update() {
    stage.update()
    let spoken = stage.takeAnnouncements()
    guard let renderer else { return }
    for announcement in spoken { renderer.announce(announcement) }
  }

  /// Makes the turn's one scene and presents it, then sets the next wake-up.
  ///
  /// The renderer mirrors the scene's trees when they may have changed, and shows it; once
  /// it is on screen, the stage is told so.
  ///
  /// - Throws: What the renderer's `present` throws.
  public func frame() throws(Renderer.PresentFailure) {
    guard let renderer else { return }
    let fresh = stage.scene()
    sceneCount += 1
    let changes = SceneChanges(from: scene, to: fresh)
    scene = fresh
    if !changes.layers.isEmpty || changes.isWhole {
      renderer.mirrorAccessibility(fresh.accessibilityTrees)
    }
    if try renderer.present(fresh, changes: changes) { stage.didPaint() }
    scheduleWake()
  }

  /// Tells the stage the frame presented last is on screen (a message shown whole in it
  /// starts its time), and sets the next wake-up.
  ///
  /// A renderer whose `present` returned false calls it when its device shows the frame.
  public func didPaint() {
    stage.didPaint()
    scheduleWake()
  }

  /// Hands the renderer the next wake-up: `wake`.
  public func scheduleWake() {
    renderer?.scheduleWake(wake)
  }

  /// When the next turn is due: each frame while a transition runs, else at the stage's
  /// next deadline, else never (idle).
  public var wake: StageWake {
    guard let delay = stage.nextWakeDelay else { return .idle }
    return stage.isAnimating ? .nextFrame(within: delay) : .after(delay)
  }
}

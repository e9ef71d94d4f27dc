@_spi(Renderer) import ScrimCore
import Synchronization

/// A full-screen terminal app: a host's content with alerts, action sheets, dialogs,
/// snackbars and banners over it, driven by the terminal's input and one clock.
///
/// The app is a terminal renderer of a `Stage`, which owns the modals and messages and
/// decides all of their behaviour: the app reads the terminal, hands the stage its input,
/// paints the stage's scene and writes what changed. It draws only when something
/// changed or a transition or timer is due, and otherwise sleeps on its event stream (no
/// polling). Everything runs on the main actor, so other tasks present through it with
/// `await`.
///
///     let app = TerminalApp(device: try TTY(), host: editor, clock: ContinuousClock())
///     Task { let result = try await app.present(alert) }
///     let ending = try await app.run()
///
/// `run()` is made of public steps — `start()`, `process(_:)`, `tick()`, `draw()` and
/// `nextWakeDelay` — so tests and custom loops can drive the app on a manual clock.
@MainActor
public final class TerminalApp {
  /// Why `run()` returned.
  public enum Ending: Hashable, Sendable {
    /// `stop()` was called.
    case stopped
    /// The user pressed Ctrl-C (with `interruptsOnControlC`).
    case interrupted
    /// The terminal's input ended.
    case deviceClosed
  }

  /// Decides everything about the modals and messages shown over the host.
  public let stage: Stage
  /// Presents alerts, action sheets and dialogs.
  public var presenter: Presenter { stage.presenter }
  /// Shows snackbars: `SnackbarManager.default` unless the app was given another.
  public var snackbars: SnackbarManager { stage.snackbars }
  /// Shows banners.
  public var banners: BannerCenter { stage.banners }
  /// The content under everything.
  public var host: any TerminalHost {
    didSet { hostRevision = nil }
  }
  /// The theme of snackbars and banners, and of modals that have none of their own.
  public var scheme: ContainerScheme {
    get { stage.scheme }
    set {
      stage.scheme = newValue
      // Hosts paint in the scheme's colours too.
      hostRevision = nil
    }
  }
  /// The edge snackbars attach to.
  public var snackbarPosition: SnackbarPosition {
    get { stage.snackbarPosition }
    set { stage.snackbarPosition = newValue }
  }
  /// Whether Ctrl-C ends `run()` with `.interrupted` (true), or reaches the host.
  public var interruptsOnControlC = true
  /// The terminal's default colours, when known, so the scrim can blend cells that use
  /// them; otherwise such cells dim.
  public var defaultColors: (foreground: Color, background: Color)? {
    didSet {
      hostRevision = nil
      context.defaultBackground = defaultColors?.background
    }
  }
  /// Receives what the presenter and the message managers announce for screen readers (titles,
  /// messages, snackbar text), in order, once per turn of the loop; nil drops them.
  ///
  /// A terminal has no screen-reader channel of its own: an app can speak them, log them or show
  /// them.
  public var announcements: (@MainActor (Announcement) -> Void)?
  /// How often the screen is redrawn while a transition runs, and the longest a burst of
  /// input goes without a frame.
  public var frameInterval: Duration {
    get { stage.frameInterval }
    set { stage.frameInterval = newValue }
  }

  let device: any TerminalDevice
  let modes: TerminalModes
  let sleep: @Sendable (Duration) async throws -> Void
  let time: ElapsedTime
  var context: PaintContext
  var renderer: Renderer
  var parser: InputParser
  var lastInput: Duration = .zero
  /// When the run loop last drew, on the app's clock: a burst of events skips its frames
  /// only for so long.
  var lastLoopFrame: Duration?

  /// How many times `run()` has woken for an event, a timer or a wake-up: an idle app adds
  /// none, which tests and benchmarks count.
  public internal(set) var turnCount = 0
  /// The last frame drawn, as the terminal shows it.
  public internal(set) var screen: Screen
  /// The cursor of the last frame drawn.
  public internal(set) var cursor: ANSIEncoder.CursorPlacement = .hidden
  var base: Screen
  var hostRevision: Int?
  var baseScrim: Double = 0
  var layers: [Layer] = []
  /// How many layers were painted since the app started; tests count repaints with it.
  var layerPaints = 0
  var needsFullDraw = true
  var appearance = 0
  var hostScreen: Screen
  var ending: Ending?
  /// The run loop's inbox while `run()` runs: what wakes it from any thread.
  nonisolated let inbox = Mutex<LoopInbox?>(nil)
  /// The timer set for the loop's next wake-up while `run()` runs.
  var timer: Task<Void, Never>?
  /// Takes the turns: the stage's, in the order every renderer shares.
  let loop: StageLoop<TerminalApp>

  /// Makes an app on a terminal device.
  ///
  /// - Parameters:
  ///   - device: The terminal: `TTY()` or, in tests, an in-memory one.
  ///   - host: The content under the modals.
  ///   - clock: The clock for transitions and timers; a manual one in tests.
  ///   - environment: Decides the colour depth; defaults to 24-bit colour.
  ///   - modes: Alternate screen, mouse, bracketed paste.
  ///   - scheme: The theme of messages, and of modals that have none.
  ///   - reducesMotion: Whether transitions are skipped.
  ///   - escapeDelay: How long a lone Esc waits for the rest of a sequence; defaults to
  ///     the environment's ESCDELAY.
  ///   - snackbars: The snackbar manager to show. Defaults to `SnackbarManager.default` on
  ///     a `ContinuousClock`, and to a manager of the app's own on any other clock (a test's).
  public init<C: Clock>(
    device: any TerminalDevice, host: any TerminalHost, clock: C,
    environment: TerminalEnvironment = TerminalEnvironment(
      variables: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true),
    modes: TerminalModes = TerminalModes(), scheme: ContainerScheme = .light,
    reducesMotion: Bool = false, escapeDelay: Duration? = nil, snackbars: SnackbarManager? = nil
  ) where C.Duration == Duration {
    self.device = device
    self.host = host
    self.modes = modes
    time = ElapsedTime(clock)
    sleep = { delay in try await clock.sleep(for: delay) }
    let size = Self.region(of: device.size, modes: modes)
    context = PaintContext(depth: environment.colorDepth)
    loop = StageLoop(
      clock: clock, size: size, measurer: context.measurer, scheme: scheme,
      reducesMotion: reducesMotion, snackbars: snackbars)
    stage = loop.stage
    var encoder = ANSIEncoder(
      depth: environment.colorDepth, usesRepeat: environment.supportsRepeat)
    encoder.repeatsBeyondASCII = environment.supportsRepeatBeyondASCII
    encoder.usesLineDrawingSet = environment.supportsLineDrawingSet
    if modes.isInline { encoder.origin = .savedCursor }
    renderer = Renderer(encoder: encoder)
    parser = InputParser(escapeDelay: escapeDelay ?? environment.escapeDelay)
    screen = Screen(width: size.width, height: size.height)
    base = screen
    hostScreen = screen
    loop.attach(self)
  }

  /// The part of a terminal of `size` the app draws in: all of it, or, inline, its
  /// width and the inline rows (no more than the terminal has).
  static func region(of size: Size, modes: TerminalModes) -> Size {
    guard modes.isInline, let rows = modes.inlineHeight else { return size }
    return Size(width: size.width, height: min(rows, size.height))
  }

  /// The time since the app was made, on its clock.
  public var now: Duration { time.now }

  // MARK: - Presenting through the app

  /// Presents a modal and wakes the loop to draw it.
  ///
  /// - Throws: `PresentationError` when the modal breaks a presentation rule.
  public func present(
    _ modal: any Modal, replacingActive: Bool = false,
    completion: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try loop.present(modal, replacingActive: replacingActive, completion: completion)
  }

  /// Presents a modal as UIKit's `present(_:animated:completion:)` does: `presented` runs
  /// once it is fully on screen, `dismissed` once it has ended; wakes the loop to draw it.
  ///
  ///     try app.present(alert, animated: false, presented: { app.show(hint) })
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
    try loop.present(modal, animated: animated, presented: presented, dismissed: dismissed)
  }

  /// Presents a modal and returns how it ended; cancelling the awaiting task takes the
  /// modal away with `.taskCancelled`.
  ///
  ///     let result = try await app.present(alert)
  public func present(_ modal: any Modal) async throws(PresentationError) -> DismissResult {
    try await loop.present(modal)
  }

  /// Shows a snackbar and wakes the loop to draw it.
  @discardableResult
  public func show(_ message: SnackbarMessage) -> MessageID {
    loop.show(message)
  }

  /// Shows a banner and wakes the loop to draw it.
  ///
  /// - Throws: `BannerError` for more than two actions or a blank action title.
  @discardableResult
  public func show(_ banner: Banner) throws(BannerError) -> MessageID {
    try loop.show(banner)
  }

  /// Asks for a redraw: call it after changing the host or the core from outside the
  /// app's own handlers (other tasks, timers of your own).
  public func setNeedsDisplay() {
    wake()
  }

  /// Ends `run()` after the current event, restoring the terminal.
  public func stop() {
    ending = ending ?? .stopped
    wake()
  }
}

/// What wakes the run loop.
enum LoopEvent: Sendable {
  case device(DeviceEvent)
  case deviceEnded
  case tick
  case redraw
}

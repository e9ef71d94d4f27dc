import ScrimCore

/// A full-screen terminal app: a host's content with alerts, action sheets, dialogs,
/// snackbars and banners over it, driven by the terminal's input and one clock.
///
/// The app owns a `Presenter`, a `SnackbarManager` and a `BannerCenter` sharing its
/// clock. It draws only when something changed or a transition or timer is due, and
/// otherwise sleeps on its event stream (no polling). Everything runs on the main actor,
/// so other tasks present through it with `await`.
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

  /// Presents alerts, action sheets and dialogs.
  public let presenter: Presenter
  /// Shows snackbars.
  public let snackbars: SnackbarManager
  /// Shows banners.
  public let banners: BannerCenter
  /// The content under everything.
  public var host: any TerminalHost {
    didSet { hostRevision = nil }
  }
  /// The theme of snackbars and banners, and of modals that have none of their own.
  public var scheme: ContainerScheme {
    didSet { invalidateLayers() }
  }
  /// The edge snackbars attach to.
  public var snackbarPosition: SnackbarLayout.Position = .bottom {
    didSet { invalidateLayers() }
  }
  /// Whether Ctrl-C ends `run()` with `.interrupted` (true), or reaches the host.
  public var interruptsOnControlC = true
  /// The terminal's default colours, when known, so the scrim can blend cells that use
  /// them; otherwise such cells dim.
  public var defaultColors: (foreground: Color, background: Color)? {
    didSet { hostRevision = nil }
  }
  /// Receives what the presenter and the message managers announce for screen readers (titles,
  /// messages, snackbar text), in order, once per turn of the loop; nil drops them.
  ///
  /// A terminal has no screen-reader channel of its own: an app can speak them, log them or show
  /// them.
  public var announcements: (@MainActor (Announcement) -> Void)?
  /// How often the screen is redrawn while a transition runs.
  public var frameInterval: Duration = .milliseconds(33)

  let device: any TerminalDevice
  let modes: TerminalModes
  let sleep: @Sendable (Duration) async throws -> Void
  let time: ElapsedTime
  var context: PaintContext
  var renderer: Renderer
  var parser: InputParser
  var lastInput: Duration = .zero

  /// The last frame drawn, as the terminal shows it.
  public internal(set) var screen: Screen
  /// The cursor of the last frame drawn.
  public internal(set) var cursor: ANSIEncoder.CursorPlacement = .hidden
  var base: Screen
  var hostRevision: Int?
  var baseScrim: Double = 0
  var layers: [Layer] = []
  var needsFullDraw = true
  var modalState: ModalState?
  var pressed: (target: PointerTarget, owner: PointerOwner)?
  var bannerFocus: [Banner.Position: Int] = [:]
  var hostScreen: Screen
  var ending: Ending?
  var wake: AsyncStream<LoopEvent>.Continuation?

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
  public init<C: Clock>(
    device: any TerminalDevice, host: any TerminalHost, clock: C,
    environment: TerminalEnvironment = TerminalEnvironment(
      variables: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true),
    modes: TerminalModes = TerminalModes(), scheme: ContainerScheme = .light,
    reducesMotion: Bool = false, escapeDelay: Duration? = nil
  ) where C.Duration == Duration {
    self.device = device
    self.host = host
    self.modes = modes
    self.scheme = scheme
    time = ElapsedTime(clock)
    sleep = { delay in try await clock.sleep(for: delay) }
    let size = Self.region(of: device.size, modes: modes)
    presenter = Presenter(clock: clock, containerSize: size, reducesMotion: reducesMotion)
    snackbars = SnackbarManager(clock: clock, reducesMotion: reducesMotion)
    banners = BannerCenter(clock: clock, reducesMotion: reducesMotion)
    context = PaintContext(depth: environment.colorDepth)
    var encoder = ANSIEncoder(
      depth: environment.colorDepth, usesRepeat: environment.supportsRepeat)
    if modes.isInline { encoder.origin = .savedCursor }
    renderer = Renderer(encoder: encoder)
    parser = InputParser(escapeDelay: escapeDelay ?? environment.escapeDelay)
    screen = Screen(width: size.width, height: size.height)
    base = screen
    hostScreen = screen
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
    presenter.containerSize = screen.size
    try presenter.present(modal, replacingActive: replacingActive, completion: completion)
    setNeedsDisplay()
  }

  /// Presents a modal and returns how it ended.
  ///
  ///     let result = try await app.present(alert)
  public func present(_ modal: any Modal) async throws(PresentationError) -> DismissResult {
    presenter.containerSize = screen.size
    setNeedsDisplay()
    return try await presenter.present(modal)
  }

  /// Shows a snackbar and wakes the loop to draw it.
  @discardableResult
  public func show(_ message: SnackbarMessage) -> MessageID {
    defer { setNeedsDisplay() }
    return snackbars.show(message)
  }

  /// Shows a banner and wakes the loop to draw it.
  ///
  /// - Throws: `BannerError` for more than two actions or a blank action title.
  @discardableResult
  public func show(_ banner: Banner) throws(BannerError) -> MessageID {
    defer { setNeedsDisplay() }
    return try banners.show(banner)
  }

  /// Asks for a redraw: call it after changing the host or the core from outside the
  /// app's own handlers (other tasks, timers of your own).
  public func setNeedsDisplay() {
    wake?.yield(.redraw)
  }

  /// Ends `run()` after the current event, restoring the terminal.
  public func stop() {
    ending = ending ?? .stopped
    wake?.yield(.redraw)
  }

  /// Forgets cached layers so everything is laid out and painted again.
  func invalidateLayers() {
    hostRevision = nil
    modalState = nil
  }
}

/// What wakes the run loop.
enum LoopEvent: Sendable {
  case device(DeviceEvent)
  case deviceEnded
  case tick
  case redraw
}

/// Who gets the release of a pointer press.
enum PointerOwner: Hashable {
  case modal
  case snackbar
  case banner(Banner.Position)
  case host
}

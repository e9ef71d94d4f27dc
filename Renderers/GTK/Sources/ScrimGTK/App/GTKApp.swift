import CGTK
@_spi(Renderer) import ScrimCore

/// A GTK widget that shows your content and, over it, a stage's alerts, action sheets,
/// dialogs, snackbars and banners in Material's anatomy, driven by the window's keyboard
/// and pointer and one clock.
///
/// The app is a pixel renderer of a `Stage`, as `TerminalApp` is a terminal one: the stage
/// lays everything out in points and decides all behaviour; the app turns GTK's key and
/// pointer events into `StageInput`, paints the stage's snapshot with Cairo and Pango in a
/// drawing area over the content, and wakes for the stage's timers with a GLib timeout
/// (frames from the frame clock only while a transition runs; no polling). Everything runs
/// on the main actor, the thread GTK runs on.
///
///     let app = GTKApp(content: myWidget, clock: ContinuousClock())
///     let window = app.makeWindow(title: "Drafts")
///     try app.present(alert)
///     gtk_window_present(window)
@MainActor
public final class GTKApp {
  /// Decides everything about the modals and messages shown over the content.
  public let stage: Stage
  /// Presents alerts, action sheets and dialogs.
  public var presenter: Presenter { stage.presenter }
  /// Shows snackbars.
  public var snackbars: SnackbarManager { stage.snackbars }
  /// Shows banners.
  public var banners: BannerCenter { stage.banners }
  /// The widget to put in a window: a `GtkOverlay` of the content and the stage's layer.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The drawing area the stage is painted in.
  let area: UnsafeMutablePointer<GtkWidget>
  /// Whether the theme's background is painted under the stage, for a window with no
  /// content of its own (`scrim-gtk`).
  public var paintsBackground: Bool {
    // The scene is the same, so no turn would queue the redraw.
    didSet { gtk_widget_queue_draw(area) }
  }
  /// Receives what the stage announces for screen readers, in order, besides what the app
  /// hands GTK; nil for none.
  public var announcements: (@MainActor (Announcement) -> Void)?
  /// The layout's numbers: MDC's, in points.
  public let metrics = LayoutMetrics.points
  /// The announcements spoken so far, newest last (at most 32).
  public internal(set) var spokenAnnouncements: [String] = []

  /// The modal's accessible elements, as widgets.
  var mirror: AccessibleMirror?
  /// The desktop's input method, once a keyboard is attached.
  var inputMethod: InputMethod?
  /// The GLib timeout set for the stage's next deadline; 0 when none is.
  package internal(set) var timerSource: UInt32 = 0
  var tickCallback: UInt32 = 0
  /// The handler following the desktop's text size (`gtk-xft-dpi`); 0 when none is.
  var textSizeHandler: UInt = 0
  /// Whether the app's widget is gone, with its window: then the app draws, speaks and
  /// schedules nothing, since the drawing area and mirrored elements went with it.
  var isWidgetDestroyed = false
  var lastPointer: (x: Int, y: Int) = (0, 0)
  /// Whether the loop's last wake-up asked for the frame clock's ticks (a transition runs).
  var wantsFrames = false
  /// Takes the turns: the stage's, in the order every renderer shares.
  package let loop: StageLoop<GTKApp>

  /// Makes the app's widget over `content`.
  ///
  /// - Parameters:
  ///   - content: Your widget, under everything; nil for none.
  ///   - clock: Where time comes from: `ContinuousClock()`, or a manual one in tests.
  ///   - size: The stage's size until the widget is allocated one, in points.
  ///   - scheme: The theme of messages, and of modals that have none.
  ///   - reducesMotion: Whether transitions are skipped; nil follows the desktop's
  ///     `gtk-enable-animations` setting.
  ///   - paintsBackground: Whether to paint the theme's background under the stage.
  ///   - snackbars: The snackbar manager to show. Defaults to `SnackbarManager.default` on
  ///     a `ContinuousClock`, as `TerminalApp` does, so MDC's
  ///     `MDCSnackbarManager.default.show(_:)` pattern shows in a window; a manager of the
  ///     app's own on any other clock (a test's).
  public init<C: Clock>(
    content: UnsafeMutablePointer<GtkWidget>?, clock: C,
    size: Size = Size(width: 640, height: 480), scheme: ContainerScheme = .light,
    reducesMotion: Bool? = nil, paintsBackground: Bool = false,
    snackbars: SnackbarManager? = nil
  ) where C.Duration == Duration {
    loop = StageLoop(
      clock: clock, size: size, measurer: PangoTextMeasurer(), metrics: .points,
      scheme: scheme, reducesMotion: reducesMotion ?? !Self.desktopAnimates,
      snackbars: snackbars)
    stage = loop.stage
    self.paintsBackground = paintsBackground
    guard let overlay = gtk_overlay_new() else {
      fatalError("GTK could not make an overlay; call gtk_init first")
    }
    widget = overlay
    // Without content, an empty box that screen readers skip.
    gtk_overlay_set_child(
      gtkCast(overlay), content ?? scrim_box_new(GTK_ACCESSIBLE_ROLE_PRESENTATION))
    // Presentation only: screen readers get the mirror's elements, not the pixels.
    area = scrim_drawing_area_new(GTK_ACCESSIBLE_ROLE_PRESENTATION)
    // The pointer reaches the content through the stage's layer: the app's controllers
    // on the overlay decide in the capture phase who gets each event.
    gtk_widget_set_can_target(area, 0)
    gtk_widget_set_hexpand(area, 1)
    gtk_widget_set_vexpand(area, 1)
    gtk_overlay_add_overlay(gtkCast(overlay), area)
    mirror = AccessibleMirror(overlay: overlay)
    connectSignals()
    followDesktopTextSize()
    refocusWhenRegistered()
    loop.attach(self)
    // The first turn: the mirror's elements and the first frame's scene.
    loop.turn()
  }

  /// Whether the desktop asks for animations (GtkSettings' `gtk-enable-animations`, off
  /// when the user turned motion down).
  static var desktopAnimates: Bool {
    guard let settings = gtk_settings_get_default() else { return true }
    var value = GValue()
    g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
    defer { g_value_unset(&value) }
    g_object_get_property(UnsafeMutablePointer(settings), "gtk-enable-animations", &value)
    return g_value_get_boolean(&value) != 0
  }

  /// The theme of snackbars and banners, and of modals that have none of their own.
  public var scheme: ContainerScheme {
    get { stage.scheme }
    set {
      stage.scheme = newValue
      setNeedsDisplay()
    }
  }

  /// Makes a window holding the app's widget, with the app's keyboard handling attached.
  ///
  /// - Parameter title: The window's title.
  /// - Returns: The window, not yet shown: call `gtk_window_present`.
  public func makeWindow(title: String) -> UnsafeMutablePointer<GtkWindow> {
    guard let widget = gtk_window_new(),
      let window: UnsafeMutablePointer<GtkWindow> = gtkCast(widget)
    else { fatalError("GTK could not make a window") }
    gtk_window_set_title(window, title)
    gtk_window_set_child(window, self.widget)
    attachKeyboard(to: widget)
    return window
  }

  // MARK: - Presenting through the app

  /// Presents a modal and redraws.
  ///
  /// - Throws: `PresentationError` when the modal breaks a presentation rule.
  public func present(
    _ modal: any Modal, replacingActive: Bool = false,
    completion: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try loop.present(modal, replacingActive: replacingActive, completion: completion)
  }

  /// Presents a modal as UIKit's `present(_:animated:completion:)` does, and redraws:
  /// `presented` runs once it is fully on screen, `dismissed` once it has ended.
  ///
  ///     try app.present(alert, animated: true, presented: { app.show(hint) })
  ///
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

  /// Shows a snackbar and redraws.
  @discardableResult
  public func show(_ message: SnackbarMessage) -> MessageID {
    loop.show(message)
  }

  /// Shows a banner and redraws.
  ///
  /// - Throws: `BannerError` for more than two actions or a blank action title.
  @discardableResult
  public func show(_ banner: Banner) throws(BannerError) -> MessageID {
    try loop.show(banner)
  }

  /// Takes a turn now (a redraw, the mirror, the next wake-up): call it after changing the
  /// stage from outside the app's own handlers.
  public func setNeedsDisplay() {
    loop.turn()
  }
}

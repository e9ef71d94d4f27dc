import CGTK
@_spi(Renderer) import ScrimCore

extension GTKApp {
  /// Finishes whatever is due on the clock (transitions, message timers), speaks the
  /// announcements and redraws; the loop calls it for every timer and frame, tests after
  /// moving their clock.
  public func tick() {
    loop.turn()
  }

  /// Whether the app will wake by itself.
  ///
  /// It does through a GLib timeout for the stage's next deadline or the frame clock
  /// during a transition; never while the stage is idle: nothing polls.
  public var isScheduled: Bool { timerSource != 0 || tickCallback != 0 }

  /// Runs GTK's main loop until `isDone` is true; between events it sleeps.
  public static func runLoop(until isDone: () -> Bool) {
    while !isDone() {
      g_main_context_iteration(nil, 1)
    }
  }

  /// Runs pending GTK events without sleeping (mapping, drawing), for tests.
  public static func drainEvents() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }

  /// The GLib timeout for the stage's next deadline: it is gone once it fires.
  ///
  /// Only the timeout comes here: a wake-up from another thread takes `tick()`, which
  /// removes the pending timeout before it sets the next, so none is left to fire late.
  func timerFired() {
    timerSource = 0
    tick()
  }

  /// The app's widget is being destroyed, with its window: the drawing area, its tick
  /// callback and the mirrored elements go with it, and the timeout goes now, so that
  /// nothing the main loop runs later (a wake-up, a late timeout) touches them.
  func widgetDestroyed() {
    isWidgetDestroyed = true
    if timerSource != 0 {
      g_source_remove(timerSource)
      timerSource = 0
    }
    tickCallback = 0
    wantsFrames = false
    mirror = nil
    stopFollowingDesktopTextSize()
  }

  /// A frame while a transition runs: a turn.
  ///
  /// - Returns: Whether to keep ticking: while the loop still asks for frames.
  func frameTicked() -> Bool {
    loop.turn()
    if !wantsFrames { tickCallback = 0 }
    return wantsFrames
  }

  /// The drawing area's new size: the stage lays out for it.
  func resize(width: Int, height: Int) {
    let size = Size(width: width, height: height)
    guard size != stage.size else { return }
    stage.size = size
    loop.turn()
  }
}

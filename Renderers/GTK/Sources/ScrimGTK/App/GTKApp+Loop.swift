import CGTK
import ScrimCore

extension GTKApp {
  /// Finishes whatever is due on the clock (transitions, message timers), speaks the
  /// announcements and redraws; the loop calls it for every timer and frame, tests after
  /// moving their clock.
  public func tick() {
    stage.update()
    afterChange()
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

  /// After input or a timer: announcements, accessibility, a redraw and the next wake-up.
  func afterChange() {
    let spoken = stage.takeAnnouncements()
    // Gone with its window: there is nothing left to draw in, speak through or wake for.
    guard !isWidgetDestroyed else { return }
    for announcement in spoken { announce(announcement) }
    refreshAccessibility()
    updateInputMethod()
    gtk_widget_queue_draw(area)
    schedule()
  }

  /// Frames from the frame clock while a transition runs; otherwise one GLib timeout for
  /// the stage's next deadline, or nothing at all when it is idle.
  func schedule() {
    if timerSource != 0 {
      g_source_remove(timerSource)
      timerSource = 0
    }
    guard !isWidgetDestroyed else { return }
    if stage.isAnimating, gtk_widget_get_mapped(area) != 0 {
      if tickCallback == 0 {
        tickCallback = gtk_widget_add_tick_callback(area, appTick, retained(), appRelease)
      }
      return
    }
    guard let delay = stage.nextWakeDelay else { return }
    let (seconds, attoseconds) = delay.components
    let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    timerSource = g_timeout_add_full(
      G_PRIORITY_DEFAULT, UInt32(min(milliseconds, Int64(UInt32.max))), appIdle, retained(),
      appRelease)
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
    mirror = nil
  }

  /// A frame while a transition runs.
  ///
  /// - Returns: Whether to keep ticking.
  func frameTicked() -> Bool {
    stage.update()
    let animating = stage.isAnimating
    if !animating { tickCallback = 0 }
    afterChange()
    return animating
  }

  /// The drawing area's new size: the stage lays out for it.
  func resize(width: Int, height: Int) {
    let size = Size(width: width, height: height)
    guard size != stage.size else { return }
    stage.size = size
    afterChange()
  }
}

import CGTK
@_spi(Renderer) import ScrimCore

// The window is a renderer of the stage loop: a turn's scene is kept for the drawing
// area, which paints it at GTK's next frame and reports it (`didPaint()`); the loop takes
// the turns and says when to wake: the frame clock while a transition runs, else one GLib
// timeout for the next deadline, else nothing at all.
@_spi(Renderer) extension GTKApp: StageRenderer {
  /// Keeps `scene` for the drawing area and queues a redraw when it paints differently;
  /// the input method follows whether a modal shows.
  ///
  /// - Returns: False: the frame shows when GTK draws it, and the draw reports it.
  public func present(_ scene: Scene, changes: SceneChanges) -> Bool {
    // Gone with its window: there is nothing left to draw in.
    guard !isWidgetDestroyed else { return false }
    updateInputMethod(for: scene)
    if !changes.isEmpty { gtk_widget_queue_draw(area) }
    return false
  }

  /// Mirrors the scene's trees (the modal's cut by the stage to the rows and buttons
  /// around focus) in invisible widgets for screen readers.
  public func mirrorAccessibility(_ trees: [AccessibilityNode]) {
    mirror?.show(trees)
  }

  /// Speaks an announcement where GTK can, and hands it to the app's handler.
  public func announce(_ announcement: Announcement) {
    guard !isWidgetDestroyed else { return }
    let text = announcement.text
    spokenAnnouncements.append(text)
    if spokenAnnouncements.count > 32 { spokenAnnouncements.removeFirst() }
    _ = scrim_accessible_announce(widget, text, announcement.politeness == .assertive ? 1 : 0)
    announcements?(announcement)
  }

  /// Frames from the frame clock while a transition runs (and the area is mapped);
  /// otherwise one GLib timeout for the next deadline, or nothing at all when idle.
  public func scheduleWake(_ wake: StageWake) {
    if timerSource != 0 {
      g_source_remove(timerSource)
      timerSource = 0
    }
    guard !isWidgetDestroyed else { return }
    if case .nextFrame = wake, gtk_widget_get_mapped(area) != 0 {
      wantsFrames = true
      if tickCallback == 0 {
        tickCallback = gtk_widget_add_tick_callback(area, appTick, retained(), appRelease)
      }
      return
    }
    wantsFrames = false
    guard let delay = wake.delay else { return }
    let (seconds, attoseconds) = delay.components
    let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    timerSource = g_timeout_add_full(
      G_PRIORITY_DEFAULT, UInt32(min(milliseconds, Int64(UInt32.max))), appIdle, retained(),
      appRelease)
  }

  /// Hands a turn to GLib's main loop, from any thread.
  public nonisolated func wake() {
    let context = Unmanaged.passRetained(self).toOpaque()
    g_idle_add_full(G_PRIORITY_DEFAULT, appWake, context, appRelease)
  }
}

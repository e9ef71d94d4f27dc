import CGTK

// C callbacks for GTK's signals, sources and draw function. Each gets the app as its
// context, retained for as long as GTK keeps the handler and released by `appRelease`;
// GTK calls them on the main thread, inside the main loop the app runs on.

extension GTKApp {
  /// Connects the drawing area and the overlay's event controllers to the app.
  func connectSignals() {
    gtk_drawing_area_set_draw_func(gtkCast(area), appDraw, retained(), appRelease)
    connectSignal(area, "resize", appResize, context: retained(), release: appUnref)
    connectSignal(widget, "destroy", appDestroyed, context: retained(), release: appUnref)

    let click = gtk_gesture_click_new()
    gtk_gesture_single_set_button(gtkCast(click), 0)
    gtk_event_controller_set_propagation_phase(gtkCast(click), GTK_PHASE_CAPTURE)
    connectSignal(click, "pressed", appPressed, context: retained(), release: appUnref)
    connectSignal(click, "released", appReleased, context: retained(), release: appUnref)
    gtk_widget_add_controller(widget, gtkCast(click))

    let motion = gtk_event_controller_motion_new()
    gtk_event_controller_set_propagation_phase(motion, GTK_PHASE_CAPTURE)
    connectSignal(
      motion, "motion", appMotion, context: retained(),
      release: appUnref)
    connectSignal(
      motion, "leave", appLeave, context: retained(), release: appUnref)
    gtk_widget_add_controller(widget, motion)

    let flags = GtkEventControllerScrollFlags(
      GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue
        | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
    let scroll = gtk_event_controller_scroll_new(flags)
    gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
    connectSignal(
      scroll, "scroll", appScroll, context: retained(),
      release: appUnref)
    gtk_widget_add_controller(widget, scroll)
  }

  /// Takes the keyboard of `window` (or any ancestor of the app's widget) in the capture
  /// phase, so the stage sees keys before the focused widget and keeps the ones it uses.
  public func attachKeyboard(to window: UnsafeMutablePointer<GtkWidget>) {
    let keys = gtk_event_controller_key_new()
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    connectSignal(
      keys, "key-pressed", appKeyPressed, context: retained(),
      release: appUnref)
    gtk_widget_add_controller(window, keys)
    if let keys { composeText(through: keys) }
  }

  /// The app as a C context, retained once more.
  func retained() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }
}

/// Runs `body` with the app behind `context` on the main actor.
///
/// GTK calls back on the main thread, inside the main actor's turn that runs the loop.
/// The C arguments travel in an unchecked box, since they never leave that thread.
private func onMain<Result>(
  _ context: UnsafeMutableRawPointer?, _ arguments: CArguments = CArguments(),
  default value: Result, _ body: @MainActor (GTKApp, CArguments) -> Result
) -> Result where Result: Sendable {
  let box = CArguments(context: context, first: arguments.first)
  return MainActor.assumeIsolated {
    guard let context = box.context else { return value }
    return body(Unmanaged<GTKApp>.fromOpaque(context).takeUnretainedValue(), box)
  }
}

/// A callback's context and one pointer argument, carried onto the main actor.
private struct CArguments: @unchecked Sendable {
  var context: UnsafeMutableRawPointer?
  var first: OpaquePointer?
}

/// Releases a context (a `GDestroyNotify`).
let appRelease: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
  guard let context else { return }
  Unmanaged<GTKApp>.fromOpaque(context).release()
}

/// Releases a signal handler's context (a `GClosureNotify`).
let appUnref:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { context, _ in appRelease(context) }

private let appDraw:
  @convention(c) (
    UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32,
    UnsafeMutableRawPointer?
  ) -> Void = { _, cairo, _, _, context in
    onMain(context, CArguments(first: cairo), default: ()) { app, arguments in
      guard let cairo = arguments.first else { return }
      app.draw(on: cairo)
      app.didPaint()
    }
  }

private let appResize:
  @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
    _, width, height, context in
    onMain(context, default: ()) { app, _ in app.resize(width: Int(width), height: Int(height)) }
  }

private let appPressed:
  @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    gesture, _, x, y, context in
    onMain(context, CArguments(first: gesture), default: ()) { app, arguments in
      let gesture = arguments.first
      let button = gtk_gesture_single_get_current_button(gtkCast(gesture))
      if app.pointerPressed(x: x, y: y, button: button) {
        gtk_gesture_set_state(gtkCast(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
      }
    }
  }

private let appReleased:
  @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    gesture, _, x, y, context in
    onMain(context, CArguments(first: gesture), default: ()) { app, arguments in
      let button = gtk_gesture_single_get_current_button(gtkCast(arguments.first))
      app.pointerReleased(x: x, y: y, button: button)
    }
  }

private let appMotion:
  @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, x, y, context in
    onMain(context, default: ()) { app, _ in app.pointerMoved(x: x, y: y) }
  }

private let appLeave: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  _, context in
  onMain(context, default: ()) { app, _ in app.pointerLeft() }
}

private let appScroll:
  @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
    _, _, dy, context in
    onMain(context, default: 0) { app, _ in app.scrolled(dy: dy) ? 1 : 0 }
  }

private let appKeyPressed:
  @convention(c) (OpaquePointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?)
    -> gboolean = { _, keyval, _, state, context in
      onMain(context, default: 0) { app, _ in app.keyPressed(keyval: keyval, state: state) ? 1 : 0 }
    }

/// The GLib timeout set for the stage's next deadline: one turn of the app; the source goes.
let appIdle: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { context in
  onMain(context, default: ()) { app, _ in app.timerFired() }
  return 0
}

/// A wake-up from another thread, as an idle source: one turn of the app, which sets the
/// next timeout afresh; the source goes.
let appWake: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { context in
  onMain(context, default: ()) { app, _ in app.tick() }
  return 0
}

/// The app's widget is being destroyed, with its window.
private let appDestroyed:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutableRawPointer?) -> Void = {
    _, context in
    onMain(context, default: ()) { app, _ in app.widgetDestroyed() }
  }

/// The frame clock's tick while a transition runs.
let appTick:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?)
    -> gboolean = { _, _, context in
      onMain(context, default: 0) { app, _ in app.frameTicked() ? 1 : 0 }
    }

/// The input method's composed text.
let appCommit:
  @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = {
    _, text, context in
    let composed = text.map { String(cString: $0) } ?? ""
    onMain(context, default: ()) { app, _ in app.committed(composed) }
  }

import CGTK
import ScrimCLI
import ScrimCore
import ScrimGTK

/// A session's renderer in a window of its own: a `GTKApp` with nothing under the stage,
/// sized to its content, run on GLib's main loop.
///
/// Closing the window ends the run as `.closed`; SIGINT ends it with its signal, as Ctrl-C
/// does in the terminal.
@MainActor
final class WindowRenderer: SessionRenderer {
  let app: GTKApp
  private let window: UnsafeMutablePointer<GtkWindow>
  private let onShow: (@MainActor (GTKApp) -> Void)?
  private var isStopped = false
  private var isClosed = false

  /// Makes the app and its window, not yet shown.
  ///
  /// - Parameters:
  ///   - title: The window's title, which window lists and screen readers show.
  ///   - size: The window's size, in points.
  ///   - reducesMotion: Whether transitions are skipped; nil follows the desktop.
  ///   - onShow: Called once the window is on screen, with the app: tests drive it here.
  init(
    title: String, size: Size, scheme: ContainerScheme, reducesMotion: Bool?,
    clock: any Clock<Duration>, onShow: (@MainActor (GTKApp) -> Void)?
  ) {
    app = GTKApp.make(
      content: nil, clock: clock, size: size, scheme: scheme, reducesMotion: reducesMotion,
      paintsBackground: true)
    window = app.makeWindow(title: title)
    gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
    self.onShow = onShow
  }

  var stage: Stage { app.stage }

  func setNeedsDisplay() { app.setNeedsDisplay() }

  func stop() { isStopped = true }

  /// Shows the window and runs GLib's main loop until the session stops, the window is
  /// closed or SIGINT arrives; the window is gone when it returns.
  func runSession() async throws(CommandFailure) -> SessionStop {
    let app = app
    let events = WindowEvents(window: UnsafeMutableRawPointer(window)) { [weak self] event in
      switch event {
      case .mapped:
        MapReport.printIfAsked()
        self?.onShow?(app)
      case .closeRequested:
        self?.isClosed = true
      }
    }
    let signals = SignalWatch()
    gtk_window_present(window)
    GTKApp.runLoop { [self] in isStopped || isClosed || signals.received != nil }
    signals.stop()
    events.disconnect()
    gtk_window_destroy(window)
    GTKApp.drainEvents()
    if let signal = signals.received { return .interrupted(signal: signal) }
    return isClosed ? .closed : .stopped
  }

  /// Shows the window and returns once it is drawn; it stays until the process ends.
  func showOnce() throws(CommandFailure) {
    let events = WindowEvents(window: UnsafeMutableRawPointer(window)) { [app, onShow] event in
      if case .mapped = event {
        MapReport.printIfAsked()
        onShow?(app)
      }
    }
    gtk_window_present(window)
    GTKApp.drainEvents()
    events.disconnect()
  }

  nonisolated func post(_ work: @escaping @MainActor @Sendable () -> Void) {
    MainLoopPost.post(work)
  }
}

extension WindowRenderer {
  /// Starts GTK, or says there is no display to open a window on.
  static func startGTK() throws(CommandFailure) {
    guard DisplayOpening.open(status: ExitCode.unavailable, prefix: "scrim: cannot open a window: ")
    else {
      throw CommandFailure(
        message: "cannot open a window: no display (DISPLAY or WAYLAND_DISPLAY); use "
          + "--accessible for line prompts on stderr with answers on stdin",
        exitStatus: ExitCode.unavailable)
    }
    // As started: `scrim-gtk`, or `whiptail` or `dialog` through a link of that name.
    let started = ArgumentText.programName().split(separator: "/").last.map(String.init)
    DisplayLoss.exitOnLoss(program: started ?? "scrim-gtk")
  }
}

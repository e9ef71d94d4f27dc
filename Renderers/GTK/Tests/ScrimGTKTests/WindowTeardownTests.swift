import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import ScrimTesting
import Testing

/// What the app does once its window is gone, and the timeouts it leaves: `scrim-gtk alert
/// --timeout 1` under valgrind once queued a draw on its destroyed window as it ended.
@MainActor
@Suite("The GTK app as its window goes", .serialized)
struct WindowTeardownTests {
  @Test("a wake-up from another thread replaces the pending GLib timeout; none is left over")
  func wakeReplacesTimeout() throws {
    let driver = try GTKDriver()
    driver.stage.schedule(after: .seconds(5)) {}
    driver.app.setNeedsDisplay()
    let first = driver.app.timerSource
    try #require(first != 0, "a timeout for the 5 s timer")
    // As a released suspension token does, from any thread: an idle turn of the app.
    driver.stage.schedule(after: .seconds(10)) {}
    GTKApp.drainEvents()
    let now = driver.app.timerSource
    #expect(now != 0, "a timeout for the next deadline")
    // GLib never gives a source's id again, so a wake-up that ran set a new one.
    #expect(now != first, "the wake-up ran and set the timeout again")
    #expect(
      g_main_context_find_source_by_id(nil, first) == nil,
      "the first timeout is gone, not left to fire late beside the new one")
  }

  @Test("destroyed with its window: no timeout, no draw, no GTK call on what went with it")
  func destroyedWindow() throws {
    try GTKTestEnvironment.start()
    let clock = ManualClock()
    let app = GTKApp(content: nil, clock: clock, reducesMotion: true, paintsBackground: true)
    let window = app.makeWindow(title: "Going")
    var message = SnackbarMessage(text: "Saved")
    message.duration = .seconds(2)
    app.show(message)
    gtk_window_present(window)
    runMainContext(until: "the window draws the snackbar") { app.isScheduled }
    let criticals = gtkCriticals {
      gtk_window_destroy(window)
      #expect(!app.isScheduled, "its timeout went with the window")
      // What the main loop may still run for the app: a wake-up, its timeout's turn, a
      // message shown after.
      app.stage.schedule(after: .seconds(1)) {}
      GTKApp.drainEvents()
      clock.advance(by: .seconds(3))
      app.tick()
      app.show(SnackbarMessage(text: "Late"))
      app.didPaint()
    }
    #expect(criticals.isEmpty, "\(criticals)")
    #expect(!app.isScheduled, "nothing wakes for a window that is gone")
    #expect(app.accessibleTrees.isEmpty, "nothing is mirrored")
  }

  @Test("scrim-gtk alert --timeout 1 under G_DEBUG=fatal-criticals: exit 124, nothing printed")
  func timeoutEnding() throws {
    try GTKTestEnvironment.start()
    let arguments = ["alert", "--title", "Time's up", "--action", "OK", "--timeout", "1"]
    let scrim = try ChildProcess(
      try scrimGTKExecutable(), arguments.map { Array($0.utf8) },
      environment: ["G_DEBUG": "fatal-criticals"])
    defer { scrim.removeTemporaryDirectory() }
    let ending = scrim.wait()
    let errors = String(decoding: scrim.errorText, as: UTF8.self)
    #expect(ending.status == 124 && ending.signal == nil, "\(ending), stderr: \(errors)")
    #expect(errors.isEmpty && scrim.outputText.isEmpty, "stderr: \(errors)")
  }
}

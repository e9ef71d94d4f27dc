import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import ScrimTesting
import Testing

/// A snackbar's time starts at the first frame that shows it whole, as the terminal's does
/// (MDC starts its timer once the show animation ran on screen): a window that maps late,
/// on a slow X server or in a stopped process, does not time a message out unseen.
@MainActor
@Suite("A message's time starts at the first frame that shows it", .serialized)
struct MessageFrameTests {
  @Test("no frame drawn: the clock moves an hour and the snackbar waits, with no timeout set")
  func unseen() throws {
    let driver = try GTKDriver()
    let ended = EndReasons()
    driver.app.show(ended.message("Saved", duration: .seconds(2)))
    driver.clock.advance(by: .seconds(3600))
    driver.app.tick()
    #expect(driver.stage.snackbars.visibleMessage?.text == "Saved")
    #expect(driver.stage.snackbars.visiblePhase == .shown)
    #expect(ended.reasons.isEmpty, "not timed out unseen")
    #expect(!driver.app.isScheduled, "nothing is due until a frame shows it")

    let before = glibNow()
    driver.drawFrame()
    let after = glibNow()
    let ready = try #require(driver.app.timeoutReadyTime, "the frame sets one GLib timeout")
    #expect(ready >= before + 2_000_000 && ready <= after + 2_000_000, "for its 2 s from then")
    try driver.advance(by: .seconds(2) - .milliseconds(1))
    #expect(driver.shows("Saved") && ended.reasons.isEmpty)
    try driver.advance(by: .milliseconds(1))
    #expect(ended.reasons == [.timeout])
  }

  @Test("a window shown an hour late: its drawing area's first frame starts the snackbar's time")
  func lateWindow() throws {
    try GTKTestEnvironment.start()
    let clock = ManualClock()
    let app = GTKApp(content: nil, clock: clock, reducesMotion: true, paintsBackground: true)
    let window = app.makeWindow(title: "Late")
    defer { gtk_window_destroy(window) }
    let ended = EndReasons()
    app.show(ended.message("Synced", duration: .seconds(4)))
    clock.advance(by: .seconds(3600))
    app.tick()
    GTKApp.drainEvents()
    #expect(app.stage.snackbars.visibleMessage?.text == "Synced", "not timed out unmapped")
    #expect(ended.reasons.isEmpty && !app.isScheduled)

    let before = glibNow()
    gtk_window_present(window)
    runMainContext(until: "the window draws the snackbar") { app.isScheduled }
    let after = glibNow()
    let ready = try #require(app.timeoutReadyTime, "the frame sets one GLib timeout")
    #expect(ready >= before + 4_000_000 && ready <= after + 4_000_000, "for its 4 s from then")
    clock.advance(by: .seconds(4) - .milliseconds(1))
    app.tick()
    #expect(ended.reasons.isEmpty)
    clock.advance(by: .milliseconds(1))
    app.tick()
    #expect(ended.reasons == [.timeout])
  }
}

/// How the messages a test shows ended, in order.
@MainActor
private final class EndReasons {
  private(set) var reasons: [MessageEndReason] = []

  /// A snackbar that records its ending here.
  func message(_ text: String, duration: Duration) -> SnackbarMessage {
    var message = SnackbarMessage(text: text)
    message.duration = duration
    message.completion = { [weak self] in self?.reasons.append($0) }
    return message
  }
}

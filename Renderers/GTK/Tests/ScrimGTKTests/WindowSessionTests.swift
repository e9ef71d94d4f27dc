import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// scrim-gtk's sessions on the stage's clock: `--timeout` and a pause's countdown move only
/// with the test's manual clock; and the drop-in's boxes (`scrim-gtk whiptail ARGS`,
/// `scrim-gtk dialog ARGS`) in a window, answered with keys.
@MainActor
@Suite("scrim-gtk's window sessions", .serialized)
struct WindowSessionTests {
  @Test("alert --timeout 5: still up at 4.999 s, then exit 124 with nothing on stdout")
  func timeout() async throws {
    var upBeforeTime = false
    let run = try await runWindowCommand([
      "alert", "--title", "Delete draft?", "--action", "OK", "--timeout", "5",
    ]) { app, clock in
      app.advance(clock, by: .milliseconds(4_999))
      upBeforeTime = app.presenter.activeModal != nil
      app.advance(clock, by: .milliseconds(1))
    }
    #expect(upBeforeTime, "the alert shows for its whole time")
    #expect(run.status == 124 && run.output.isEmpty, "\(run)")
  }

  @Test("dialog --pause 3: counts down on the clock and at zero exits 0, as OK")
  func pause() async throws {
    var fractions: [Double] = []
    let run = try await runWindowCommand(["dialog", "--pause", "Back soon", "0", "0", "3"]) {
      app, clock in
      for _ in 0..<2 {
        app.advance(clock, by: .seconds(1))
        fractions.append(Self.meter(of: app) ?? -1)
      }
      app.advance(clock, by: .seconds(1))
    }
    #expect(fractions.map { ($0 * 3).rounded() } == [2, 1], "the meter runs down by thirds")
    #expect(run.status == 0, "\(run)")
  }

  @Test("dialog --timeout 2 over a yes/no box: exit 255 at 2 s, nothing written")
  func dropInTimeout() async throws {
    let run = try await runWindowCommand([
      "dialog", "--timeout", "2", "--yesno", "Go on?", "0", "0",
    ]) { app, clock in
      app.advance(clock, by: .seconds(2))
    }
    #expect(run.status == 255 && run.output.isEmpty && run.errors.isEmpty, "\(run)")
  }

  @Test("whiptail --inputbox: Return writes the text to stderr and exits 0, as in a terminal")
  func whiptailInput() async throws {
    let run = try await runWindowCommand(["whiptail", "--inputbox", "Name?", "8", "40", "Ada"]) {
      app, _ in
      app.type("nne")
      app.press(.enter)
    }
    #expect(run.status == 0 && run.errors == "Adanne" && run.output.isEmpty, "\(run)")
  }

  @Test("whiptail --yesno: Tab to No and Return exits 1; closing the window is Esc, 255")
  func whiptailYesNo() async throws {
    let no = try await runWindowCommand(["whiptail", "--yesno", "Format?", "8", "40"]) { app, _ in
      app.press(.tab)
      app.press(.enter)
    }
    #expect(no.status == 1, "\(no)")
    let closed = try await runWindowCommand(["whiptail", "--yesno", "Format?", "8", "40"]) {
      app, _ in
      let root = UnsafeMutableRawPointer(gtk_widget_get_root(app.widget))
      gtk_window_close(root?.assumingMemoryBound(to: GtkWindow.self))
    }
    #expect(closed.status == 255, "\(closed)")
  }

  /// The fraction the active dialog's meter shows.
  private static func meter(of app: GTKApp) -> Double? {
    guard let dialog = app.presenter.activeModal as? Dialog else { return nil }
    for case .progress(let progress) in dialog.controls { return progress.fraction }
    return nil
  }
}

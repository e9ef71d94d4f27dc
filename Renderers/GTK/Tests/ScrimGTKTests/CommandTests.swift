import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// `scrim-gtk`: the scrim command's flags, stdout and exit codes, with the window driven by
/// synthesized keys and clicks once it maps.
@MainActor
@Suite("scrim-gtk keeps the scrim command's contract", .serialized)
struct CommandTests {
  @Test("alert: Tab, Return prints the chosen label and exits 0")
  func alert() async throws {
    let run = try await runWindowCommand([
      "alert", "--title", "Delete draft?", "--action", "Cancel:cancel", "--action",
      "Delete:destructive",
    ]) { app, _ in
      app.press(.tab)
      app.press(.enter)
    }
    #expect(run.output == "Delete\n" && run.status == 0, "\(run)")
  }

  @Test("alert: Esc runs Cancel: exit 1, and JSON says so")
  func alertEscape() async throws {
    let run = try await runWindowCommand([
      "alert", "--title", "Quit?", "--action", "Stay:cancel", "--action", "Quit", "--json",
    ]) { app, _ in app.press(.escape) }
    #expect(run.status == 1, "\(run)")
    #expect(run.output.contains(#""action":"Stay","role":"cancel","reason":"escape""#), "\(run)")
  }

  @Test("sheet: a click on a row prints its label")
  func sheet() async throws {
    let run = try await runWindowCommand([
      "sheet", "--title", "Export as", "--action", "PDF", "--action", "PNG", "--action",
      "Cancel:cancel",
    ]) { app, _ in
      guard let state = app.stage.scene().modalState,
        let row = state.layout.buttons.buttons.first(where: { $0.title == "PNG" })
      else {
        Issue.record("the sheet shows a PNG row")
        return
      }
      let x = Double(row.frame.x + row.frame.width / 2)
      let y = Double(row.frame.y - state.scroll.buttons + row.frame.height / 2)
      app.pointerPressed(x: x, y: y)
      app.pointerReleased(x: x, y: y)
    }
    #expect(run.output == "PNG\n" && run.status == 0, "\(run)")
  }

  @Test("dialog: typed text and a flipped switch come back as NAME=VALUE lines")
  func dialog() async throws {
    let run = try await runWindowCommand([
      "dialog", "--title", "Sign up", "--field", "name", "--toggle", "news",
    ]) { app, _ in
      app.type("Ada")
      app.press(.tab)
      app.type(" ")
      app.press(.enter)
    }
    #expect(run.output == "name=Ada\nnews=on\n" && run.status == 0, "\(run)")
  }

  @Test("snackbar: Return on its focused action prints the action")
  func snackbar() async throws {
    let run = try await runWindowCommand(["snackbar", "Message archived", "--action", "Undo"]) {
      app, clock in
      app.advance(clock, by: .milliseconds(300))
      app.press(.enter)
      app.advance(clock, by: .milliseconds(300))
    }
    #expect(run.output == "Undo\n" && run.status == 0, "\(run)")
  }

  @Test("banner: a click on an action prints it")
  func banner() async throws {
    let run = try await runWindowCommand([
      "banner", "You are offline", "--action", "Retry", "--action", "Later",
    ]) { app, clock in
      app.advance(clock, by: .milliseconds(300))
      guard let state = app.stage.scene().bannerState,
        let button = state.layout.buttons.buttons.first(where: { $0.title == "RETRY" })
      else {
        Issue.record("the banner shows a RETRY button")
        return
      }
      let x = Double(button.frame.x + button.frame.width / 2)
      let y = Double(button.frame.y + button.frame.height / 2)
      app.pointerPressed(x: x, y: y)
      app.pointerReleased(x: x, y: y)
      app.advance(clock, by: .milliseconds(300))
    }
    #expect(run.output == "Retry\n" && run.status == 0, "\(run)")
  }

  @Test("closing the window is Esc: a modal without Cancel prints nothing")
  func closedWindow() async throws {
    let run = try await runWindowCommand([
      "alert", "--title", "Saved", "--action", "OK", "--json",
    ]) { app, _ in
      let root = UnsafeMutableRawPointer(gtk_widget_get_root(app.widget))
      gtk_window_close(root?.assumingMemoryBound(to: GtkWindow.self))
    }
    #expect(run.output.contains(#""reason":"escape""#), "\(run)")
  }
}

/// `scrim-gtk catalog`: a window of GTK buttons over which each example shows.
@MainActor
@Suite("scrim-gtk catalog", .serialized)
struct CatalogCommandTests {
  @Test("a catalog button shows its example over the window; closing the window ends it")
  func catalog() async throws {
    var shown = false
    let run = try await runWindowCommand(["catalog"]) { app, clock in
      guard let button = firstButton(in: app.widget) else {
        Issue.record("the catalog shows a button for each example")
        return
      }
      scrim_button_click(button)
      app.advance(clock, by: .milliseconds(300))
      shown = app.presenter.activeModal?.title == "Delete draft?"
      photographWindow(of: app, named: "catalog-light")
      app.press(.escape)
      app.advance(clock, by: .milliseconds(300))
      let root = UnsafeMutableRawPointer(gtk_widget_get_root(app.widget))
      gtk_window_close(root?.assumingMemoryBound(to: GtkWindow.self))
    }
    #expect(shown, "the first example, the alert, showed over the catalog")
    #expect(run.status == 0, "\(run)")
  }
}

/// Photographs the whole window around `app` once GTK has laid it out and the stage has
/// its drawing area's size, and compares it with `docs/screenshots/gtk/name.png`.
@MainActor
private func photographWindow(of app: GTKApp, named name: String) {
  guard let root = gtk_widget_get_root(app.widget) else {
    Issue.record("the stage's drawing area is in a window")
    return
  }
  let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
  func drawingAreaSize() -> Size {
    Size(
      width: Int(gtk_widget_get_width(app.widget)), height: Int(gtk_widget_get_height(app.widget)))
  }
  let laidOut = runMainContext(
    until: "GTK to lay the window out and the stage to take its drawing area's size"
  ) { gtk_widget_get_width(window) > 0 && app.stage.size == drawingAreaSize() }
  guard laidOut else { return }
  guard let image = renderWidget(window) else {
    Issue.record("the laid-out window renders to an image")
    return
  }
  defer { cairo_surface_destroy(image) }
  // The stage draws at its drawing area's place in the window.
  var origin = graphene_point_t(x: 0, y: 0)
  var inWindow = graphene_point_t(x: 0, y: 0)
  guard gtk_widget_compute_point(app.widget, window, &origin, &inWindow) != 0 else {
    Issue.record("the drawing area has a place in the window")
    return
  }
  let scene = SceneGeometry(app.stage.scene(), x: Int(inWindow.x), y: Int(inWindow.y))
  PNGSnapshot.check(image, scene: scene, named: name, in: screenshotDirectory())
}

/// The first GtkButton under `widget`, depth first.
@MainActor
private func firstButton(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
  GtkWidget
>? {
  if String(cString: gtk_widget_get_css_name(widget)) == "button" { return widget }
  var child = gtk_widget_get_first_child(widget)
  while let current = child {
    if let found = firstButton(in: current) { return found }
    child = gtk_widget_get_next_sibling(current)
  }
  return nil
}

import CGTK
import ScrimCLI
import ScrimCatalog
@_spi(Renderer) import ScrimCore
import ScrimGTK

/// The window of `scrim-gtk catalog`.
///
/// It holds ordinary GTK buttons, one for each of the catalog's examples (the same list `scrim catalog` shows), each showing its component over the
/// window through the stage. The buttons are the app's own content: they take the pointer
/// and Tab whenever no modal is up.
@MainActor
final class CatalogWindow {
  private let app: GTKApp
  private let window: UnsafeMutablePointer<GtkWindow>
  private let status: UnsafeMutablePointer<GtkWidget>
  private var suspension: SuspensionToken?
  private var ending: WindowEnding?

  init(theme: ThemeName?, clock: any Clock<Duration>) {
    let scheme = theme?.containerScheme ?? .light
    let page = made(gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
    for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { side(page, 24) }
    gtk_widget_set_margin_start(page, 24)
    gtk_widget_set_margin_end(page, 24)
    let heading = made(gtk_label_new(nil))
    gtk_label_set_markup(gtkLabel(heading), "<span size='x-large' weight='bold'>Scrim</span>")
    gtk_widget_set_halign(heading, GTK_ALIGN_START)
    gtk_box_append(gtkBox(page), heading)
    let intro = made(
      gtk_label_new(
        "Every component, drawn over this window by the same stage as the terminal. "
          + "Tab and Return, or click."))
    gtk_label_set_wrap(gtkLabel(intro), 1)
    gtk_widget_set_halign(intro, GTK_ALIGN_START)
    gtk_box_append(gtkBox(page), intro)
    status = made(gtk_label_new(""))
    app = GTKApp.make(
      content: page, clock: clock, size: Size(width: 800, height: 600),
      scheme: scheme)
    window = app.makeWindow(title: "Scrim catalog")
    gtk_window_set_default_size(window, 800, 600)
    let grid = made(gtk_flow_box_new())
    gtk_flow_box_set_selection_mode(gtkFlowBox(grid), GTK_SELECTION_NONE)
    gtk_flow_box_set_max_children_per_line(gtkFlowBox(grid), 3)
    for example in CatalogExample.all {
      let button = made(gtk_button_new_with_label(example.title))
      gtk_widget_set_tooltip_text(button, example.summary)
      SignalCallback.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in
        self?.run(example, from: button)
        return false
      }
      gtk_flow_box_append(gtkFlowBox(grid), button)
    }
    gtk_box_append(gtkBox(page), grid)
    gtk_widget_set_halign(status, GTK_ALIGN_START)
    gtk_box_append(gtkBox(page), status)
  }

  /// Shows the window until it is closed or a signal arrives.
  func run(onShow: (@MainActor (GTKApp) -> Void)?) -> WindowEnding {
    let app = app
    let events = WindowEvents(window: UnsafeMutableRawPointer(window)) { [weak self] event in
      switch event {
      case .mapped:
        MapReport.printIfAsked()
        onShow?(app)
      case .closeRequested:
        self?.ending = .closed
      }
    }
    let signals = SignalWatch()
    gtk_window_present(window)
    GTKApp.runLoop { [self] in ending != nil || signals.received != nil }
    signals.stop()
    events.disconnect()
    gtk_window_destroy(window)
    GTKApp.drainEvents()
    return signals.received.map { .interrupted($0) } ?? ending ?? .closed
  }

  private func run(_ example: CatalogExample, from button: UnsafeMutablePointer<GtkWidget>) {
    switch example.content {
    case .modal(let make):
      let modal = make(app.scheme, anchor(of: button))
      do {
        try app.present(modal) { [weak self] result in
          let chosen = result.action.map { "“\($0.title)”" } ?? "nothing"
          self?.say("\(example.title): \(chosen) (\(result.reason))")
        }
      } catch {
        say("\(example.title) could not be shown: \(error)")
      }
    case .snackbars(let make):
      for message in make() { app.show(message) }
    case .banner(let make):
      do { try app.show(make()) } catch { say("Banner could not be shown: \(error)") }
    case .menu(let make):
      do {
        try app.present(make(), from: anchor(of: button) ?? .point(x: 0, y: 0)) {
          [weak self] result in
          self?.say("\(example.title): " + CatalogMenu.describe(result))
        }
      } catch {
        say("\(example.title) could not be shown: \(error)")
      }
    case .suspension:
      say(
        CatalogSuspension.toggle(
          &suspension, on: app.snackbars, again: "Press the button again"
        ) { app.show($0) })
    }
  }

  /// The button's frame in the stage's points: where a popover points.
  private func anchor(of button: UnsafeMutablePointer<GtkWidget>) -> Rect? {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(button, app.widget, &bounds) != 0 else { return nil }
    return Rect(
      x: Int(bounds.origin.x), y: Int(bounds.origin.y), width: Int(bounds.size.width),
      height: Int(bounds.size.height))
  }

  private func say(_ text: String) {
    gtk_label_set_text(gtkLabel(status), text)
  }
}

private func gtkLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
  OpaquePointer(widget)
}

private func gtkBox(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
  UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
}

private func gtkFlowBox(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
  OpaquePointer(widget)
}

/// A widget GTK just made; GTK aborts on failure to allocate, so nil never comes back.
private func made(_ widget: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget> {
  guard let widget else { fatalError("GTK could not make a widget") }
  return widget
}

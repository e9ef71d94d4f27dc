import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import ScrimTesting
import Testing

/// GTK's own signals reach the stage: a mapped window's size, key presses and clicks
/// emitted on the app's event controllers, through the C callbacks a real device uses.
@MainActor
@Suite("GTK signals reach the stage", .serialized)
struct SignalTests {
  @Test("a mapped window sizes the stage; emitted keys and clicks choose an action")
  func signals() throws {
    try GTKTestEnvironment.start()
    let clock = ManualClock()
    let app = GTKApp(content: nil, clock: clock, reducesMotion: true, paintsBackground: true)
    let gtkWindow = app.makeWindow(title: "signals")
    let window = UnsafeMutableRawPointer(gtkWindow).assumingMemoryBound(to: GtkWidget.self)
    gtk_window_set_default_size(gtkWindow, 500, 360)
    gtk_window_present(gtkWindow)
    defer { gtk_window_destroy(gtkWindow) }
    try #require(
      runMainContext(until: "the drawing area's resize to the window's 500×360") {
        app.stage.size == Size(width: 500, height: 360)
      })

    var chosen: [String] = []
    let alert = AlertController(title: "Keep changes?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Discard", style: .cancel) { chosen.append($0.title) })
    alert.addAction(AlertAction(title: "Keep") { chosen.append($0.title) })
    try app.present(alert)
    let before = app.presenter.focus
    let tab = scrim_emit_key_pressed(window, UInt32(GDK_KEY_Tab), GdkModifierType(0))
    #expect(tab != 0, "the stage took Tab from the window's key controller")
    #expect(app.presenter.focus != before, "Tab moved focus")

    let state = try #require(app.stage.scene().modalState, "the alert shows")
    let discard = try #require(state.layout.buttons.buttons.first { $0.index == 0 })
    let x = Double(discard.frame.x + discard.frame.width / 2)
    let y = Double(discard.frame.y + discard.frame.height / 2)
    scrim_emit_pointer(app.widget, "motion", x, y)
    scrim_emit_pointer(app.widget, "pressed", x, y)
    scrim_emit_pointer(app.widget, "released", x, y)
    #expect(chosen == ["Discard"], "the click gesture's press and release on Discard")
  }
}

/// The modal's accessibility tree as GTK widgets: roles, names, and GTK's focus following
/// the stage's.
@MainActor
@Suite("The modal's elements for screen readers", .serialized)
struct AccessibleMirrorTests {
  @Test("each element has its role and name; GTK's focus follows the stage's, and returns")
  func mirror() throws {
    try GTKTestEnvironment.start()
    let clock = ManualClock()
    let entry = gtk_entry_new()
    let app = GTKApp(content: entry, clock: clock, reducesMotion: true)
    let window = app.makeWindow(title: "mirror")
    gtk_window_present(window)
    defer { gtk_window_destroy(window) }
    try #require(runMainContext(until: "the window to map") { gtk_widget_get_mapped(entry) != 0 })
    gtk_widget_grab_focus(entry)
    // GTK's focus widget, whether or not the window is active (no window manager here).
    func focus() -> UnsafeMutablePointer<GtkWidget>? {
      gtk_root_get_focus(gtk_widget_get_root(entry))
    }
    let initial = focus()

    let alert = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    try app.present(alert)
    let first = try #require(app.accessibleFocus)
    #expect(app.accessibleName(of: first) == "Cancel")
    #expect(gtk_accessible_get_accessible_role(OpaquePointer(first)) == GTK_ACCESSIBLE_ROLE_BUTTON)
    #expect(focus() == first, "GTK's focus is on the focused element")
    app.press(.tab)
    let second = try #require(app.accessibleFocus)
    #expect(app.accessibleName(of: second) == "Delete")
    #expect(focus() == second)
    app.press(.escape)
    #expect(app.accessibleFocus == nil)
    #expect(focus() == initial, "focus went back to the content")
  }
}

extension AccessibleMirrorTests {
  @Test("a sheet of 20,000 actions mirrors a window of 200 of them around focus")
  func hugeSheet() throws {
    try GTKTestEnvironment.start()
    let app = GTKApp(
      content: nil, clock: ManualClock(), size: Size(width: 400, height: 600),
      reducesMotion: true)
    let sheet = AlertController(title: "Pick one", message: nil, preferredStyle: .actionSheet)
    for index in 0..<20_000 { sheet.addAction(AlertAction(title: "Item \(index)")) }
    try app.present(sheet)
    app.press(.down)
    let focus = try #require(app.accessibleFocus)
    #expect(app.accessibleName(of: focus) == "Item 1")
    // What keeps a huge sheet quick is how many widgets it builds, counted here rather
    // than timed: a widget per action would take seconds, and more on a slower machine.
    let elements = try #require(gtk_widget_get_parent(focus), "the mirror's container")
    let names = siblings(under: elements).compactMap { app.accessibleName(of: $0) }
    // The title and the core's window of 200 actions around focus; focus, on the second,
    // is near the start.
    let expected = ["Pick one"] + (0..<200).map { "Item \($0)" }
    #expect(names == expected, "\(names.prefix(3)) … \(names.suffix(2))")
  }
}

/// Text composed by the desktop's input method reaches a dialog's field.
@MainActor
@Suite("The input method", .serialized)
struct InputMethodTests {
  @Test("composed text (a dead key's é, an input method's 草稿) goes into the focused field")
  func composed() throws {
    try GTKTestEnvironment.start()
    let app = GTKApp(content: nil, clock: ManualClock(), reducesMotion: true)
    let window = app.makeWindow(title: "input method")
    defer { gtk_window_destroy(window) }
    let context = try #require(app.inputMethodContext)
    let dialog = Dialog(title: "Rename", message: nil)
    let field = TextField(placeholder: "Name")
    dialog.addControl(.textField(field))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Save"))
    try app.present(dialog)
    scrim_im_commit(context, "é")
    scrim_im_commit(context, "草稿")
    #expect(field.text == "é草稿")
  }
}

/// The children of `widget`, first to last.
@MainActor
private func siblings(
  under widget: UnsafeMutablePointer<GtkWidget>
) -> [UnsafeMutablePointer<GtkWidget>] {
  var children: [UnsafeMutablePointer<GtkWidget>] = []
  var child = gtk_widget_get_first_child(widget)
  while let current = child {
    children.append(current)
    child = gtk_widget_get_next_sibling(current)
  }
  return children
}

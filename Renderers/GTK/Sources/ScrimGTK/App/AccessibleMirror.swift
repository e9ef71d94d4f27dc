import CGTK
import ScrimCore

/// What shows, as GTK widgets a screen reader can walk.
///
/// The modal's accessibility tree and each message's become a container in the app's
/// overlay holding its elements as the tree nests them (a list's items inside their
/// group), each with the node's role, name, value and state. The focused element holds
/// GTK's keyboard focus, so that moving focus in the modal moves the screen reader with it.
///
/// GTK 4.8 builds its accessible tree from widgets only (no custom accessible objects
/// until 4.10), and the stage paints its controls itself: hence widgets that are never
/// seen (opacity 0) nor hit (not targetable). Keys still reach the stage first, through
/// the app's capture-phase key controller on the window. When the tree keeps its shape
/// (typing, a toggle flipped, focus moved) the elements are updated in place, so a screen
/// reader hears the change and not a new dialog.
@MainActor
final class AccessibleMirror {
  private let overlay: UnsafeMutablePointer<GtkWidget>
  private var surfaces: [MirroredSurface] = []
  /// The widget that had focus before the modal, given focus back when it ends.
  private var previousFocus: UnsafeMutablePointer<GtkWidget>?
  /// The element that has focus now, for tests.
  private(set) var focusedElement: UnsafeMutablePointer<GtkWidget>?
  /// The name each element was given, for tests: GTK 4.8 cannot read it back.
  private(set) var names: [UnsafeMutablePointer<GtkWidget>: String] = [:]

  init(overlay: UnsafeMutablePointer<GtkWidget>) {
    self.overlay = overlay
  }

  /// The trees shown, modal first, as given: the core has already cut a long list or
  /// sheet to the window around focus (`window`).
  var shown: [AccessibilityNode] { surfaces.map(\.tree) }

  /// Shows `trees` (the modal's first, then each message's), rebuilding what changed shape
  /// and updating the rest in place.
  func show(_ trees: [AccessibilityNode]) {
    let trees = namedAsWindow(trees)
    guard trees != shown else { return }
    var kept: [MirroredSurface] = []
    for (index, tree) in trees.enumerated() {
      if index < surfaces.count, surfaces[index].tree.shape == tree.shape {
        surfaces[index].update(to: tree, names: &names)
        kept.append(surfaces[index])
      } else {
        if index < surfaces.count { remove(surfaces[index]) }
        let surface = MirroredSurface(tree: tree, names: &names)
        gtk_overlay_add_overlay(gtkCast(overlay), surface.container)
        kept.append(surface)
      }
    }
    for surface in surfaces.dropFirst(trees.count) { remove(surface) }
    surfaces = kept
    if let focused = surfaces.lazy.compactMap(\.focusedWidget).first {
      moveFocus(to: focused)
    } else {
      focusedElement = nil
      if surfaces.isEmpty { restoreFocus() }
    }
  }

  /// `trees` with the modal's node named as its window, when the window has a title: a
  /// platform dialog is its window and carries its title (zenity's does), so a screen
  /// reader names the box by the title and reads the text as its description, rather than
  /// naming it by its text under a window of another name.
  private func namedAsWindow(_ trees: [AccessibilityNode]) -> [AccessibilityNode] {
    guard var modal = trees.first, [.alert, .dialog, .sheet].contains(modal.role),
      let root = gtk_widget_get_root(overlay),
      let window: UnsafeMutablePointer<GtkWindow> =
        gtkCast(root),
      let title = gtk_window_get_title(window).map({ String(cString: $0) }), !title.isEmpty,
      title != modal.label
    else { return trees }
    modal.label = title
    return [modal] + trees.dropFirst()
  }

  private func remove(_ surface: MirroredSurface) {
    for widget in surface.widgets { names[widget] = nil }
    if surface.widgets.contains(where: { $0 == focusedElement }) { focusedElement = nil }
    gtk_overlay_remove_overlay(gtkCast(overlay), surface.container)
  }

  private func moveFocus(to element: UnsafeMutablePointer<GtkWidget>) {
    guard element != focusedElement else { return }
    if previousFocus == nil, let root = gtk_widget_get_root(overlay),
      let current = gtk_root_get_focus(root)
    {
      previousFocus = current
      g_object_ref(UnsafeMutableRawPointer(current))
    }
    gtk_widget_grab_focus(element)
    focusedElement = element
  }

  /// Moves GTK's focus off the focused element and back, so a screen reader that could not
  /// hear the first move (GTK had not joined the accessibility registry yet) hears it now.
  func refocus() {
    guard let element = focusedElement, let root = gtk_widget_get_root(element) else { return }
    gtk_root_set_focus(root, nil)
    gtk_widget_grab_focus(element)
  }

  private func restoreFocus() {
    guard let previous = previousFocus else { return }
    previousFocus = nil
    if gtk_widget_get_root(previous) != nil { gtk_widget_grab_focus(previous) }
    g_object_unref(UnsafeMutableRawPointer(previous))
  }
}

extension AccessibilityNode {
  /// What decides whether elements can be updated in place: the roles, nesting and kind
  /// of list, not names, values or states.
  var shape: [String] {
    [role.rawValue + (isMultiselectable ? "*" : "") + "/\(children.count)"]
      + children.flatMap(\.shape)
  }
}

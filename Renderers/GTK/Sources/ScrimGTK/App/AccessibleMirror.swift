import CGTK
import ScrimCore

/// The active modal's accessibility tree as GTK widgets a screen reader can walk: an
/// invisible box in the app's overlay with one element per node, in reading order, each
/// with the node's role, name, value and state, and the focused one holding GTK's keyboard
/// focus, so that moving focus in the modal moves the screen reader with it.
///
/// GTK 4.8 builds its accessible tree from widgets only (no custom accessible objects
/// until 4.10), and the stage paints its controls itself: hence widgets that are never
/// seen (opacity 0) nor hit (not targetable). Keys still reach the stage first, through
/// the app's capture-phase key controller on the window.
@MainActor
final class AccessibleMirror {
  private let overlay: UnsafeMutablePointer<GtkWidget>
  private var container: UnsafeMutablePointer<GtkWidget>?
  private var shown: AccessibilityNode?
  /// The widget that had focus before the modal, given focus back when it ends.
  private var previousFocus: UnsafeMutablePointer<GtkWidget>?
  /// The element that has focus now, for tests.
  private(set) var focusedElement: UnsafeMutablePointer<GtkWidget>?
  /// The name each element was given, for tests: GTK 4.8 cannot read it back.
  private(set) var names: [UnsafeMutablePointer<GtkWidget>: String] = [:]

  init(overlay: UnsafeMutablePointer<GtkWidget>) {
    self.overlay = overlay
  }

  /// Shows `tree` (nil for none), rebuilding the elements when it changed.
  func show(_ tree: AccessibilityNode?) {
    guard tree != shown else { return }
    shown = tree
    if let container {
      gtk_overlay_remove_overlay(gtkCast(overlay), container)
      self.container = nil
      focusedElement = nil
      names = [:]
    }
    guard let tree else { return restoreFocus() }
    let box: UnsafeMutablePointer<GtkWidget> = scrim_box_new(Self.role(of: tree.role))
    scrim_accessible_set_string(box, GTK_ACCESSIBLE_PROPERTY_LABEL, tree.label)
    gtk_widget_set_opacity(box, 0)
    gtk_widget_set_can_target(box, 0)
    gtk_widget_set_halign(box, GTK_ALIGN_START)
    gtk_widget_set_valign(box, GTK_ALIGN_START)
    var focused: UnsafeMutablePointer<GtkWidget>?
    for node in Self.window(of: tree.children.flatMap(\.flattened)) {
      let element = Self.element(for: node)
      gtk_box_append(gtkCast(box), element)
      names[element] = node.label
      if node.isFocused { focused = element }
    }
    gtk_overlay_add_overlay(gtkCast(overlay), box)
    container = box
    if let focused { moveFocus(to: focused) }
  }

  private func moveFocus(to element: UnsafeMutablePointer<GtkWidget>) {
    if previousFocus == nil, let root = gtk_widget_get_root(overlay),
      let current = gtk_root_get_focus(root)
    {
      previousFocus = current
      g_object_ref(UnsafeMutableRawPointer(current))
    }
    gtk_widget_set_focusable(element, 1)
    gtk_widget_grab_focus(element)
    focusedElement = element
  }

  private func restoreFocus() {
    guard let previous = previousFocus else { return }
    previousFocus = nil
    if gtk_widget_get_root(previous) != nil { gtk_widget_grab_focus(previous) }
    g_object_unref(UnsafeMutableRawPointer(previous))
  }

  private static func element(for node: AccessibilityNode) -> UnsafeMutablePointer<GtkWidget> {
    // A drawing area takes focus as itself (a label only when selectable) and shows
    // nothing: its name is its accessible label.
    let element: UnsafeMutablePointer<GtkWidget> = scrim_drawing_area_new(role(of: node.role))
    gtk_widget_set_size_request(element, 1, 1)
    scrim_accessible_set_string(element, GTK_ACCESSIBLE_PROPERTY_LABEL, node.label)
    let details = [node.value, node.hint].compactMap { $0 }.filter { !$0.isEmpty }
    if !details.isEmpty {
      scrim_accessible_set_string(
        element, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, details.joined(separator: ", "))
    }
    if !node.isEnabled { scrim_accessible_set_state(element, GTK_ACCESSIBLE_STATE_DISABLED, 1) }
    switch node.role {
    case .toggle:
      // GtkAccessibleTristate: FALSE 0, TRUE 1.
      scrim_accessible_set_state(
        element, GTK_ACCESSIBLE_STATE_CHECKED, node.value == "on" ? 1 : 0)
    case .listItem:
      scrim_accessible_set_state(element, GTK_ACCESSIBLE_STATE_CHECKED, node.isSelected ? 1 : 0)
    case .button where node.isSelected:
      scrim_accessible_set_state(element, GTK_ACCESSIBLE_STATE_SELECTED, 1)
    default:
      break
    }
    return element
  }

  /// The most elements mirrored at once: a sheet may hold 100,000 actions, and a widget
  /// each would take seconds to build.
  static let maximumElements = 200

  /// The nodes to mirror: all of them, or the `maximumElements` around the focused one;
  /// the title is the container's name either way.
  static func window(of nodes: [AccessibilityNode]) -> ArraySlice<AccessibilityNode> {
    guard nodes.count > maximumElements else { return nodes[...] }
    let focus = nodes.firstIndex(where: \.isFocused) ?? 0
    let start = max(0, min(focus - maximumElements / 2, nodes.count - maximumElements))
    return nodes[start..<(start + maximumElements)]
  }

  /// GTK 4.8's role for a node's: headings and lists have no role that 4.8 exposes, so
  /// they are labels and groups.
  static func role(of role: AccessibilityNode.Role) -> GtkAccessibleRole {
    switch role {
    case .alert: return GTK_ACCESSIBLE_ROLE_ALERT_DIALOG
    case .dialog, .sheet: return GTK_ACCESSIBLE_ROLE_DIALOG
    case .heading, .staticText: return GTK_ACCESSIBLE_ROLE_LABEL
    case .button: return GTK_ACCESSIBLE_ROLE_BUTTON
    case .textField, .secureTextField: return GTK_ACCESSIBLE_ROLE_TEXT_BOX
    case .toggle: return GTK_ACCESSIBLE_ROLE_SWITCH
    case .list: return GTK_ACCESSIBLE_ROLE_GROUP
    case .listItem: return GTK_ACCESSIBLE_ROLE_RADIO
    case .progressIndicator: return GTK_ACCESSIBLE_ROLE_PROGRESS_BAR
    case .image: return GTK_ACCESSIBLE_ROLE_IMG
    }
  }
}

import CGTK
@_spi(Renderer) import ScrimCore

// GTK 4.8 has no gtk_accessible_announce (4.14) and builds its accessible tree from
// widgets, which the stage's painted controls are not. So the modal's tree is mirrored by
// invisible widgets (`AccessibleMirror`), one per element with its role, name and state,
// the focused one holding GTK's focus; the stage's drawing area is one accessible element
// named after what shows and described by its elements (for messages, which have no tree
// of their own), hidden when nothing shows; and announcements go to a status label
// (`GTK_ACCESSIBLE_ROLE_STATUS`), whose text a screen reader reads as it changes.

extension GTKApp {
  /// Gives the stage's accessible element the name and description of what shows.
  func refreshAccessibility() {
    guard case .changed(let tree) = modalTree() else { return }
    mirror?.show(tree)
    let (label, description) = accessibleText(tree)
    guard label != accessibleLabel || description != accessibleDescription else { return }
    accessibleLabel = label
    accessibleDescription = description
    scrim_accessible_set_state(area, GTK_ACCESSIBLE_STATE_HIDDEN, label.isEmpty ? 1 : 0)
    scrim_accessible_set_string(
      area, GTK_ACCESSIBLE_PROPERTY_LABEL, label.isEmpty ? nil : label)
    scrim_accessible_set_string(
      area, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description.isEmpty ? nil : description)
  }

  /// The widget that mirrors the modal's focused element and holds GTK's focus for it.
  public var accessibleFocus: UnsafeMutablePointer<GtkWidget>? { mirror?.focusedElement }

  /// The accessible name given to a mirrored element (GTK 4.8 cannot read it back).
  public func accessibleName(of element: UnsafeMutablePointer<GtkWidget>) -> String? {
    mirror?.names[element]
  }

  /// Speaks an announcement: the status label's text, and the app's handler.
  func announce(_ announcement: Announcement) {
    let text = announcement.text
    spokenAnnouncements.append(text)
    if spokenAnnouncements.count > 32 { spokenAnnouncements.removeFirst() }
    gtk_label_set_text(gtkCast(announcer), text)
    announcements?(announcement)
  }

  /// The active modal's tree, made again only when the modal, its revision, the focus or
  /// the size changed.
  ///
  /// Pointer motion alone asks for it many times a second; unchanged, the mirror and the
  /// element's text (which a sheet of 100,000 actions makes long) are left as they are.
  private func modalTree() -> TreeChange {
    guard let modal = stage.presenter.activeModal else {
      treeCache = nil
      return .changed(nil)
    }
    let key = TreeKey(
      modal: ObjectIdentifier(modal), revision: modal.revision, focus: stage.presenter.focus,
      size: stage.size)
    if let treeCache, treeCache.key == key { return .unchanged }
    let tree = stage.presenter.accessibilityTree
    treeCache = tree.map { (key, $0) }
    return .changed(tree)
  }

  private func accessibleText(_ tree: AccessibilityNode?) -> (label: String, description: String) {
    if let tree {
      let elements = tree.children.flatMap(\.flattened).map { node in
        var element = "\(node.role.rawValue) \(node.label)"
        if let value = node.value, !value.isEmpty { element += ", \(value)" }
        if node.isFocused { element += " (focused)" }
        return element
      }
      return ("\(tree.role.rawValue) \(tree.label)", elements.joined(separator: "; "))
    }
    var parts: [String] = []
    for layer in stage.snapshot().layers {
      switch layer {
      case .snackbar(let state):
        parts.append(state.message.text)
        if let action = state.message.action { parts.append("button \(action.title)") }
      case .banner(let state):
        parts.append([state.banner.title ?? "", state.banner.description].joined(separator: " "))
      case .modal:
        break
      }
    }
    guard !parts.isEmpty else { return ("", "") }
    return ("message", parts.joined(separator: "; "))
  }
}

/// Whether the modal's tree changed since the accessibility was last refreshed.
enum TreeChange {
  /// The same modal, revision, focus and size: nothing to do.
  case unchanged
  /// The tree now, or nil when no modal shows.
  case changed(AccessibilityNode?)
}

/// What a modal's accessibility tree depends on, compared before making it again.
struct TreeKey: Hashable {
  var modal: ObjectIdentifier
  var revision: Int
  var focus: FocusTarget?
  /// The container's size, which decides whether the buttons are a row or a stack.
  var size: Size
}

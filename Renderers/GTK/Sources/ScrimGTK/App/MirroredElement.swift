import CGTK
import ScrimCore

/// The widget that stands for one accessibility node, and how a node's facts become its
/// accessible role, name, description and states.
///
/// GTK 4.8 fixes a widget's role when it is made and decides some AT-SPI roles from the
/// widget's type alone: a password field is only "password text" as a `GtkPasswordEntry`,
/// and a value only reaches AT-SPI's Value interface from a `GtkProgressBar`. So fields
/// and progress bars are those widgets, made read-only for typing (the stage owns the
/// text, and a second editable field would fight the app's input method for focus) while
/// still reported as editable; everything else is a drawing area with the node's role.
@MainActor
enum MirroredElement {
  /// The longest name given: a 10 MB message would otherwise cross the accessibility bus
  /// whole on every change.
  static let maximumNameLength = 10_000

  /// Makes the widget for `node`; `inGroupAllowingMany` tells a list item whether it is a
  /// check box (a checklist's) or a radio button.
  static func make(
    _ node: AccessibilityNode, inGroupAllowingMany: Bool
  ) -> UnsafeMutablePointer<GtkWidget> {
    let widget: UnsafeMutablePointer<GtkWidget>
    switch node.role {
    case .textField, .secureTextField:
      let isSecure = node.role == .secureTextField
      guard let field = isSecure ? gtk_password_entry_new() : gtk_entry_new() else {
        fatalError("GTK could not make an entry")
      }
      gtk_editable_set_editable(gtkCast(field), 0)
      // Setting it read-only said so to AT-SPI; what the user types does go in.
      scrim_accessible_set_boolean_property(field, GTK_ACCESSIBLE_PROPERTY_READ_ONLY, 0)
      widget = field
    case .textArea:
      guard let view = gtk_text_view_new() else { fatalError("GTK could not make a text view") }
      gtk_text_view_set_editable(gtkCast(view), 0)
      scrim_accessible_set_boolean_property(view, GTK_ACCESSIBLE_PROPERTY_MULTI_LINE, 1)
      widget = view
    case .progressIndicator:
      guard let bar = gtk_progress_bar_new() else { fatalError("GTK could not make a bar") }
      widget = bar
    case .slider:
      // A scale, as zenity's: AT-SPI reads its value and bounds through GtkRange.
      guard let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil) else {
        fatalError("GTK could not make a scale")
      }
      widget = scale
    default:
      if isContainer(node) {
        widget = scrim_box_new(role(of: node))
      } else {
        widget = scrim_drawing_area_new(role(of: node, inGroupAllowingMany: inGroupAllowingMany))
        gtk_widget_set_size_request(widget, 1, 1)
      }
    }
    if takesFocus(node) { gtk_widget_set_focusable(widget, 1) }
    return widget
  }

  /// Gives `widget` what `node` says, leaving alone what `previous` already said.
  static func apply(
    _ node: AccessibilityNode, previous: AccessibilityNode?,
    to widget: UnsafeMutablePointer<GtkWidget>
  ) {
    if previous.map(name(of:)) != name(of: node) {
      scrim_accessible_set_string(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, name(of: node))
    }
    let details = description(of: node)
    if previous.map(description(of:)) != details {
      scrim_accessible_set_string(
        widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, details.isEmpty ? nil : details)
    }
    if previous?.positionInSet != node.positionInSet || previous?.setSize != node.setSize,
      let position = node.positionInSet, let size = node.setSize
    {
      // GTK 4.8 keeps these without handing them to AT-SPI (the description says them);
      // later versions report them as the posinset and setsize attributes.
      scrim_accessible_set_int_relation(
        widget, GTK_ACCESSIBLE_RELATION_POS_IN_SET, Int32(clamping: position))
      scrim_accessible_set_int_relation(
        widget, GTK_ACCESSIBLE_RELATION_SET_SIZE, Int32(clamping: size))
    }
    if previous?.level != node.level || previous?.isExpanded != node.isExpanded {
      applyHierarchy(node, to: widget)
    }
    if previous?.isEnabled != node.isEnabled {
      scrim_accessible_set_state(widget, GTK_ACCESSIBLE_STATE_DISABLED, node.isEnabled ? 0 : 1)
    }
    if (previous?.errorMessage == nil) != (node.errorMessage == nil) {
      // GtkAccessibleInvalidState: FALSE 0, TRUE 1; AT-SPI reads it as an invalid entry.
      scrim_accessible_set_state(
        widget, GTK_ACCESSIBLE_STATE_INVALID, node.errorMessage == nil ? 0 : 1)
    }
    switch node.role {
    case .alert, .dialog, .sheet:
      if previous == nil {
        scrim_accessible_set_boolean_property(widget, GTK_ACCESSIBLE_PROPERTY_MODAL, 1)
      }
    case .listItem where node.isReadOnly:
      // A status list's task is read, never checked.
      break
    case .toggle, .listItem, .menuItem:
      let isChecked = node.role == .toggle ? node.value == "on" : node.isSelected
      let wasChecked = previous.map { $0.role == .toggle ? $0.value == "on" : $0.isSelected }
      // GtkAccessibleTristate: FALSE 0, TRUE 1.
      if wasChecked != isChecked {
        scrim_accessible_set_state(widget, GTK_ACCESSIBLE_STATE_CHECKED, isChecked ? 1 : 0)
      }
    case .textField, .secureTextField:
      if previous?.value != node.value { setText(node.value ?? "", of: widget) }
    case .textArea:
      applyTextArea(node, previous: previous, to: widget)
    case .progressIndicator:
      if let fraction = node.fractionDone {
        gtk_progress_bar_set_fraction(gtkCast(widget), min(1, max(0, fraction)))
      }
    case .slider:
      applySlider(node, previous: previous, to: widget)
    default:
      break
    }
  }

  /// The name a screen reader reads, cut to `maximumNameLength` characters.
  static func name(of node: AccessibilityNode) -> String {
    node.label.count > maximumNameLength
      ? String(node.label.prefix(maximumNameLength)) + "…" : node.label
  }

  /// What is read after the name: a modal's message, the value where the role has no
  /// other way to carry it, the hint, and "default" for the button Return presses (GTK 4.8
  /// has no AT-SPI "is default" state to give).
  ///
  /// A modal describes itself by its message, as an ARIA alert dialog does, because Orca
  /// reads a dialog's message from its labels only when they are "showing", a state GTK
  /// 4.8 gives windows alone; without the description Orca says the title and the focused
  /// button, and not the message zenity's users hear.
  static func description(of node: AccessibilityNode) -> String {
    var parts: [String] = []
    switch node.role {
    case .alert, .dialog, .sheet:
      // Not a text that is already the modal's name or a control's (zenity's entry prompt).
      let named = Set(node.children.lazy.filter { $0.role != .staticText }.map(\.label))
      parts += node.children.lazy
        .filter { $0.role == .staticText && $0.label != node.label && !named.contains($0.label) }
        .map(name(of:))
    case .list, .progressIndicator, .slider, .datePicker, .timePicker:
      if let value = node.value { parts.append(value) }
    case .listItem where node.isReadOnly:
      // A status list's task is described by its state.
      if let value = node.value { parts.append(value) }
    default:
      break
    }
    if let hint = node.hint { parts.append(hint) }
    if let error = node.errorMessage { parts.append(error) }
    if node.role == .button, node.isSelected { parts.append("default") }
    // Only part of the set is mirrored, so its index in its parent would mislead.
    if let position = node.positionInSet, let size = node.setSize {
      parts.append("\(position) of \(size)")
    }
    parts += hierarchyWords(of: node)
    return parts.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// Brings a field's text to `text` by inserting or deleting at the end when it only
  /// grew or shrank there, so a screen reader echoes the typed character, not the field.
  private static func setText(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
    guard let editable: OpaquePointer = gtkCast(widget) else { return }
    let current = gtk_editable_get_text(editable).map { String(cString: $0) } ?? ""
    // GtkEditable counts positions in characters (Unicode scalars).
    let currentCount = Int32(current.unicodeScalars.count)
    if text.hasPrefix(current) {
      let added = String(text.unicodeScalars.dropFirst(current.unicodeScalars.count))
      var position = currentCount
      gtk_editable_insert_text(editable, added, -1, &position)
    } else if current.hasPrefix(text) {
      gtk_editable_delete_text(editable, Int32(text.unicodeScalars.count), currentCount)
    } else {
      gtk_editable_set_text(editable, text)
    }
    gtk_editable_set_position(editable, -1)
  }

  /// A text area's text view: its text, where its caret is, and whether it says it is
  /// editable (the view itself takes no typing: the stage owns the text).
  private static func applyTextArea(
    _ node: AccessibilityNode, previous: AccessibilityNode?,
    to widget: UnsafeMutablePointer<GtkWidget>
  ) {
    guard let buffer = gtk_text_view_get_buffer(gtkCast(widget)) else { return }
    if previous == nil || previous?.isReadOnly != node.isReadOnly {
      scrim_accessible_set_boolean_property(
        widget, GTK_ACCESSIBLE_PROPERTY_READ_ONLY, node.isReadOnly ? 1 : 0)
    }
    let text = node.value ?? ""
    if previous?.value != node.value {
      replaceText(of: buffer, from: previous?.value ?? "", to: text)
    }
    guard previous?.value != node.value || previous?.caretOffset != node.caretOffset,
      let caret = node.caretOffset
    else { return }
    // GTK counts offsets in Unicode scalars; the core in characters.
    let offset = text.prefix(caret).unicodeScalars.count
    var iter = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(clamping: offset))
    gtk_text_buffer_place_cursor(buffer, &iter)
  }

  /// Brings a text view's buffer from `old` to `new` by replacing only what changed
  /// between their common start and end, so a screen reader hears the typed character
  /// rather than the whole text inserted again.
  private static func replaceText(
    of buffer: UnsafeMutablePointer<GtkTextBuffer>, from old: String, to new: String
  ) {
    let before = Array(old.unicodeScalars)
    let after = Array(new.unicodeScalars)
    var start = 0
    while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
    var end = 0
    while end < before.count - start, end < after.count - start,
      before[before.count - 1 - end] == after[after.count - 1 - end]
    {
      end += 1
    }
    // GTK counts offsets in Unicode scalars.
    var from = GtkTextIter()
    var to = GtkTextIter()
    gtk_text_buffer_get_iter_at_offset(buffer, &from, Int32(clamping: start))
    gtk_text_buffer_get_iter_at_offset(buffer, &to, Int32(clamping: before.count - end))
    if before.count - end > start { gtk_text_buffer_delete(buffer, &from, &to) }
    let inserted = String(String.UnicodeScalarView(after[start..<(after.count - end)]))
    if !inserted.isEmpty {
      gtk_text_buffer_get_iter_at_offset(buffer, &from, Int32(clamping: start))
      gtk_text_buffer_insert(buffer, &from, inserted, -1)
    }
  }

  private static func isContainer(_ node: AccessibilityNode) -> Bool {
    switch node.role {
    case .alert, .dialog, .sheet, .status, .list, .menu: return true
    default: return !node.children.isEmpty
    }
  }

  private static func takesFocus(_ node: AccessibilityNode) -> Bool {
    if node.isReadOnly, node.role == .list || node.role == .listItem { return false }
    switch node.role {
    case .button, .toggle, .listItem, .list, .textField, .secureTextField, .textArea, .menuItem,
      .slider, .datePicker, .timePicker:
      return true
    default: return false
    }
  }

  /// GTK 4.8's role for a container: a checklist is a group, a radio list a radio group,
  /// a status list (read-only) a list.
  static func role(of node: AccessibilityNode) -> GtkAccessibleRole {
    if node.role == .list, node.isReadOnly { return GTK_ACCESSIBLE_ROLE_LIST }
    return node.role == .list
      ? (node.isMultiselectable ? GTK_ACCESSIBLE_ROLE_GROUP : GTK_ACCESSIBLE_ROLE_RADIO_GROUP)
      : role(of: node, inGroupAllowingMany: false)
  }

  /// GTK 4.8's role for a node.
  ///
  /// Headings are labels, as zenity's title and text are:
  /// a screen reader reads a dialog's labels when it appears.
  static func role(
    of node: AccessibilityNode, inGroupAllowingMany: Bool
  ) -> GtkAccessibleRole {
    switch node.role {
    case .alert: return GTK_ACCESSIBLE_ROLE_ALERT_DIALOG
    case .dialog, .sheet: return GTK_ACCESSIBLE_ROLE_DIALOG
    case .status: return GTK_ACCESSIBLE_ROLE_STATUS
    case .heading, .staticText: return GTK_ACCESSIBLE_ROLE_LABEL
    case .button: return GTK_ACCESSIBLE_ROLE_BUTTON
    case .textField, .secureTextField, .textArea: return GTK_ACCESSIBLE_ROLE_TEXT_BOX
    case .toggle: return GTK_ACCESSIBLE_ROLE_SWITCH
    case .list: return GTK_ACCESSIBLE_ROLE_RADIO_GROUP
    case .listItem where node.isReadOnly: return GTK_ACCESSIBLE_ROLE_LIST_ITEM
    case .listItem:
      return inGroupAllowingMany ? GTK_ACCESSIBLE_ROLE_CHECKBOX : GTK_ACCESSIBLE_ROLE_RADIO
    case .progressIndicator: return GTK_ACCESSIBLE_ROLE_PROGRESS_BAR
    case .slider: return GTK_ACCESSIBLE_ROLE_SLIDER
    // GTK 4.8 has no calendar or time role: a group named by its label, described by its
    // value.
    case .datePicker, .timePicker: return GTK_ACCESSIBLE_ROLE_GROUP
    case .image: return GTK_ACCESSIBLE_ROLE_IMG
    case .menu: return GTK_ACCESSIBLE_ROLE_MENU
    case .menuItem: return GTK_ACCESSIBLE_ROLE_MENU_ITEM
    }
  }
}

extension MirroredElement {
  /// A slider's value and range on its scale, set when they change.
  static func applySlider(
    _ node: AccessibilityNode, previous: AccessibilityNode?,
    to widget: UnsafeMutablePointer<GtkWidget>
  ) {
    if let range = node.valueRange, previous?.valueRange != range {
      // GtkRange wants a span: a range of one value is shown as that value to the next.
      let low = Double(range.lowerBound)
      gtk_range_set_range(gtkCast(widget), low, max(Double(range.upperBound), low + 1))
    }
    if previous?.value != node.value, let value = node.value.flatMap(Double.init) {
      gtk_range_set_value(gtkCast(widget), value)
    }
  }
}

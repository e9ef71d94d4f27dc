/// One element of the semantic tree a screen reader walks: what it is, what it is
/// called, its value, and whether it has focus.
public struct AccessibilityNode: Hashable, Sendable, CustomStringConvertible {
  /// What kind of element it is.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// A modal alert.
    case alert
    /// A modal dialog.
    case dialog
    /// An action sheet.
    case sheet
    /// A title.
    case heading
    /// Text that cannot be changed.
    case staticText = "text"
    /// A button.
    case button
    /// A single-line text field.
    case textField = "text field"
    /// A text field whose text is hidden.
    case secureTextField = "secure text field"
    /// A multi-line text, editable unless `isReadOnly`; its value is the text and
    /// `caretOffset` its insertion point.
    case textArea = "text area"
    /// An on/off switch.
    case toggle
    /// A list of options.
    case list
    /// One option of a list.
    case listItem = "list item"
    /// A progress bar; its value is the percentage done.
    case progressIndicator = "progress indicator"
    /// A value picked from a range; its value is the number and `valueRange` the range.
    case slider
    /// A date picked from a calendar; its value is the date in ISO 8601 ("1981-07-07")
    /// and its hint the date in words.
    case datePicker = "date picker"
    /// A time of day; its value is the time as "07:30:00" (or "07:30").
    case timePicker = "time picker"
    /// A picture, named by its accessibility label (an alert's title icon).
    case image
    /// A message that is announced when it appears and does not take focus unless it
    /// asks to: a snackbar or a banner (ARIA's `status`).
    case status
    /// A popup menu of menu items.
    case menu
    /// One entry of a menu; `isSelected` says it is checked, the hint "Submenu" that it
    /// opens a sub-menu, which it holds while open.
    case menuItem = "menu item"
  }

  /// What kind of element it is.
  public var role: Role
  /// Its name, as a screen reader reads it.
  public var label: String
  /// Its current value (a field's text, "on" or "off"), if it has one.
  public var value: String?
  /// Extra advice read after a pause, such as "Destructive".
  public var hint: String?
  /// Whether keyboard focus is on it.
  public var isFocused: Bool
  /// Whether it can be used.
  public var isEnabled: Bool
  /// Whether it is chosen (list items), the default (buttons) or checked (menu items).
  public var isSelected: Bool
  /// The elements inside it, in reading order.
  public var children: [AccessibilityNode]
  /// How much is done, from 0 to 1, for a progress indicator that knows; nil otherwise.
  public var fractionDone: Double?
  /// What activating it reaches, as `StageInput.accessibilityActivate` takes it (and, for a
  /// text field, the control `StageInput.accessibilitySetValue` sets), or nil for what
  /// cannot be activated.
  ///
  /// A renderer answers for the user through it (a double tap, a line-mode answer) without
  /// looking at the models.
  public var target: StageTarget?
  /// Whether a list lets several of its items be chosen at once (ARIA's
  /// `aria-multiselectable`): then its items' `isSelected` says which are checked.
  public var isMultiselectable: Bool
  /// Its place among its siblings of the same kind, from 1, when the tree holds only part
  /// of them (a long list cut to the rows around the highlighted one); nil when all are
  /// there and their order says it (ARIA's `aria-posinset`).
  public var positionInSet: Int?
  /// How many siblings of its kind there are in all, when the tree holds only part of them;
  /// nil when all are there (ARIA's `aria-setsize`).
  public var setSize: Int?
  /// Where the insertion point is, in characters from the start of the value, for a text
  /// area; nil otherwise.
  public var caretOffset: Int?
  /// The lowest and highest value of a slider (ARIA's `aria-valuemin` and
  /// `aria-valuemax`); nil otherwise.
  public var valueRange: ClosedRange<Int>?
  /// Which part of a file chooser it is, or nil when it is none.
  public var fileChooserPart: FileChooserPart?
  /// Its depth in a tree, from 1 for a top-level item (ARIA's `aria-level`), for an
  /// item of a list that shows a hierarchy; nil otherwise.
  public var level: Int?
  /// Whether the items under it are shown (ARIA's `aria-expanded`), for a tree's item that
  /// has some; nil for one that has none.
  public var isExpanded: Bool?
  /// Whether its value cannot be edited (a read-only text area, a status list and its
  /// items).
  public var isReadOnly = false
  /// Whether more text follows what its value holds: a text area showing a long text's
  /// lines (`TextLineSource`) holds a page of them, and `StageInput.accessibilityScroll`
  /// brings the next page.
  public var continuesBelow = false
  /// What is wrong with its value, for a field that shows an error (ARIA's
  /// `aria-invalid` with `aria-errormessage`); nil when it is valid or says nothing yet.
  public var errorMessage: String?

  /// Makes a node.
  public init(
    role: Role, label: String, value: String? = nil, hint: String? = nil,
    isFocused: Bool = false, isEnabled: Bool = true, isSelected: Bool = false,
    children: [AccessibilityNode] = [], target: StageTarget? = nil,
    isMultiselectable: Bool = false
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.isFocused = isFocused
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.children = children
    self.target = target
    self.isMultiselectable = isMultiselectable
  }

  /// Every node in reading order, depth first, this one first.
  public var flattened: [AccessibilityNode] {
    [self] + children.flatMap(\.flattened)
  }

  /// The focused node, if any.
  public var focusedNode: AccessibilityNode? {
    flattened.first(where: \.isFocused)
  }

  /// The tree as indented lines, one node a line, for logs, tests and the example.
  ///
  ///     alert "Delete draft?"
  ///       heading "Delete draft?"
  ///       button "Cancel" [focused]
  public var description: String {
    lines(depth: 0).joined(separator: "\n")
  }

  private func lines(depth: Int) -> [String] {
    var line = String(repeating: "  ", count: depth) + "\(role.rawValue) \"\(label)\""
    if let value { line += " = \"\(value)\"" }
    var flags: [String] = []
    if isSelected {
      flags.append(role == .button ? "default" : role == .menuItem ? "checked" : "selected")
    }
    if isMultiselectable { flags.append("multiselectable") }
    if isReadOnly { flags.append("read-only") }
    if let level { flags.append("level \(level)") }
    if let isExpanded { flags.append(isExpanded ? "expanded" : "collapsed") }
    if let caretOffset { flags.append("caret \(caretOffset)") }
    if let valueRange { flags.append("\(valueRange.lowerBound) to \(valueRange.upperBound)") }
    if let positionInSet, let setSize { flags.append("\(positionInSet) of \(setSize)") }
    if isFocused { flags.append("focused") }
    if !isEnabled { flags.append("disabled") }
    if let hint { flags.append("hint: \(hint)") }
    if let errorMessage { flags.append("invalid: \(errorMessage)") }
    if !flags.isEmpty { line += " [" + flags.joined(separator: ", ") + "]" }
    return [line] + children.flatMap { $0.lines(depth: depth + 1) }
  }
}

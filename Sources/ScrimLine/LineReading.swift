import ScrimCore

/// How line mode puts the core's accessibility tree into words.
///
/// It says what a node says, numbers a list's items and a modal's buttons, and names a
/// field when it asks for it. The runner asks in this wording; a test reads a tree the
/// same way.
///
/// Every word comes from the tree (its roles, names, values, hints and states), never from
/// the models, so line mode hears what a screen reader over any renderer hears.
///
///     LineReading.lines(of: tree)  // ["Delete draft?", "It cannot be undone.", "  1. Cancel"]
package enum LineReading {
  /// Everything line mode says for a tree before its first question, and the lines it
  /// numbers for its lists and buttons, in the tree's reading order.
  package static func lines(of tree: AccessibilityNode) -> [String] {
    if tree.role == .menu { return MenuConversation.lines(of: tree) }
    var lines = spokenLines(tree.label, when: !readsChildren(of: tree))
    var buttons: [AccessibilityNode] = []
    for node in tree.children {
      switch node.role {
      case .button:
        buttons.append(node)
      case .list where node.isReadOnly:
        lines += statusLines(node)
      case .list:
        lines += spokenLines(node.label + ":")
        lines += node.children.enumerated().map { itemLine($1, number: $0 + 1, in: node) }
      case .textField, .secureTextField:
        lines.append(fieldPrompt(node))
      case .textArea where node.isReadOnly:
        lines += spokenLines(node.value ?? "")
      case .textArea:
        lines += spokenLines(node.value ?? "").map { "| " + $0 }
        lines.append(textAreaPrompt(node))
      case .toggle:
        lines.append(togglePrompt(node))
      case .slider:
        lines.append(sliderPrompt(node))
      case .datePicker:
        lines.append(datePrompt(node))
      case .timePicker:
        lines.append(timePrompt(node))
      case .progressIndicator:
        lines.append(progressLine(node))
      case .image:
        lines += imageLines(node)
      default:
        lines += spokenLines(node.label)
      }
    }
    let enabled = buttons.filter(\.isEnabled)
    lines += enabled.enumerated().map { buttonLine($1, number: $0 + 1) }
    return lines
  }

  /// Whether a tree's own name is left unsaid because its children say it.
  ///
  /// A modal's title and message, a banner's heading and text say it; a snackbar's text
  /// is its name.
  package static func readsChildren(of tree: AccessibilityNode) -> Bool {
    switch tree.role {
    case .alert, .dialog, .sheet: return true
    default:
      return tree.children.contains { [.heading, .staticText, .image].contains($0.role) }
    }
  }

  /// User text made safe, a line for each of its lines; none for blank text or when `when`
  /// is false.
  package static func spokenLines(_ text: String, when: Bool = true) -> [String] {
    guard when, !text.isBlank else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      UserText.visible(String($0))
    }
  }

  /// A list item's numbered line: its name, the detail shown beside it, and whether it is
  /// checked in a list that takes several; a tree's item is indented by its level, so the
  /// list reads as the tree it is.
  package static func itemLine(_ item: AccessibilityNode, number: Int, in list: AccessibilityNode)
    -> String
  {
    let indent = String(repeating: "  ", count: min(64, max(0, (item.level ?? 1) - 1)))
    var line = "  \(indent)\(number). \(UserText.visible(item.label))"
    if let detail = item.hint, !detail.isEmpty { line += " — \(UserText.visible(detail))" }
    if list.isMultiselectable, item.isSelected { line += " (checked)" }
    return line
  }

  /// A button's numbered line, with its hint and whether Return takes it.
  package static func buttonLine(_ button: AccessibilityNode, number: Int) -> String {
    var marks: [String] = []
    if let hint = button.hint, !hint.isBlank { marks.append(UserText.visible(hint)) }
    if button.isSelected { marks.append("default") }
    let suffix = marks.isEmpty ? "" : " (" + marks.joined(separator: ", ") + ")"
    return "  \(number). \(UserText.visible(button.label))\(suffix)"
  }

  /// The prompt for a text field: its name, or its role when it has none, and its text
  /// (only whether there is some, when it is hidden).
  package static func fieldPrompt(_ field: AccessibilityNode) -> String {
    let name = field.label.isBlank ? roleName(field.role) : UserText.visible(field.label)
    let current = field.value ?? ""
    if field.role == .secureTextField {
      return current.isEmpty ? "\(name) (hidden): " : "\(name) (hidden, Return keeps it): "
    }
    return current.isEmpty ? "\(name): " : "\(name) [\(UserText.visible(current))]: "
  }

  /// The prompt for an editable text area's lines, its text said above it with "| "
  /// before each line: the lines typed up to a lone "." replace it.
  static func textAreaPrompt(_ area: AccessibilityNode) -> String {
    let name = area.label.isBlank ? roleName(area.role) : UserText.visible(area.label)
    return "\(name) (type its lines, then \".\" alone; \".\" first empties it, "
      + "Return first keeps it): "
  }

  /// The prompt after `linesReadAtOnce` lines of a long read-only text.
  package static let morePrompt = "More (Return to read on, q to go on): "
  /// How many lines of a long read-only text line mode reads before it asks whether to
  /// read on: 10,000, more than a textbox of 512 KiB held.
  package static let linesReadAtOnce = 10_000

  /// The yes-or-no question for a toggle, with the answer Return keeps.
  package static func togglePrompt(_ toggle: AccessibilityNode) -> String {
    let name = toggle.label.isBlank ? roleName(toggle.role) : UserText.visible(toggle.label)
    return "\(name)? (y/n, Return for \(toggle.value == "on" ? "y" : "n")): "
  }

  /// The prompt for a slider's value, its bounds and the value Return keeps:
  /// "Volume (0 to 100, Return keeps 40): ".
  package static func sliderPrompt(_ slider: AccessibilityNode) -> String {
    let name = slider.label.isBlank ? roleName(slider.role) : UserText.visible(slider.label)
    let bounds = slider.valueRange.map { "\($0.lowerBound) to \($0.upperBound), " } ?? ""
    return "\(name) (\(bounds)Return keeps \(slider.value ?? "")): "
  }

  /// A progress indicator as its announcements say it: "Progress: 50%".
  package static func progressLine(_ progress: AccessibilityNode) -> String {
    "\(UserText.visible(progress.label)): \(progress.value ?? "")"
  }

  /// A picture as line mode says it: "Image: " and its name, or "Image" when it has none,
  /// so that a name such as "Warning" is not heard as the modal's text.
  package static func imageLines(_ image: AccessibilityNode) -> [String] {
    let lines = spokenLines(image.label)
    guard let first = lines.first else { return [roleName(image.role)] }
    return ["\(roleName(image.role)): \(first)"] + lines.dropFirst()
  }

  /// What a node is called when it has no name: its role, as a screen reader says it.
  package static func roleName(_ role: AccessibilityNode.Role) -> String {
    let name = role.rawValue
    return name.prefix(1).uppercased() + name.dropFirst()
  }
}

extension Modal {
  /// The name a screen reader gives the whole modal: its title, else its message.
  public var accessibilityLabel: String {
    let candidates = [titleAccessibilityLabel, title, messageAccessibilityLabel, message]
    return candidates.compactMap { $0 }.first { !$0.isEmpty } ?? defaultAccessibilityLabel
  }

  /// The semantic tree of the modal in reading order: title, message, controls, then the
  /// buttons in display order.
  ///
  /// - Parameters:
  ///   - focus: What has keyboard focus, marked on its node.
  ///   - arrangement: The button arrangement whose display order the buttons follow.
  public func accessibilityTree(
    focus: FocusTarget?, arrangement: ButtonArrangement
  ) -> AccessibilityNode {
    var children: [AccessibilityNode] = []
    // The icon sits above the title, so it is read first, as VoiceOver reads MDC's.
    if let label = shownTitleIcon?.spokenLabel {
      children.append(AccessibilityNode(role: .image, label: label))
    }
    if let title = titleAccessibilityLabel ?? title, !title.isEmpty {
      children.append(AccessibilityNode(role: .heading, label: title))
    }
    let messageNode = (messageAccessibilityLabel ?? message).flatMap { text in
      text.isEmpty ? nil : AccessibilityNode(role: .staticText, label: text)
    }
    let controlNodes = controls.indices.map { index in
      controls[index].accessibilityNode(isFocused: focus == .control(index))
    }
    if placesControlsAboveMessage {
      children += controlNodes + [messageNode].compactMap { $0 }
    } else {
      children += [messageNode].compactMap { $0 } + controlNodes
    }
    let preferred = preferredAction
    // By index, reading `actions` once: looking each displayed action up again made a
    // sheet of 20,000 actions take a minute.
    let actions = self.actions
    for index in displayOrderIndices(for: arrangement) {
      let action = actions[index]
      children.append(
        AccessibilityNode(
          role: .button, label: action.title,
          hint: action.accessibilityHint ?? (action.style == .destructive ? "Destructive" : nil),
          isFocused: focus == .action(index), isEnabled: action.isEnabled,
          isSelected: action === preferred))
    }
    return AccessibilityNode(role: role, label: accessibilityLabel, children: children)
  }

  private var role: AccessibilityNode.Role {
    switch kind {
    case .alert: return .alert
    case .actionSheet: return .sheet
    case .dialog: return .dialog
    }
  }

  private var defaultAccessibilityLabel: String {
    switch kind {
    case .alert: return "Alert"
    case .actionSheet: return "Choices"
    case .dialog: return "Dialog"
    }
  }
}

extension Control {
  func accessibilityNode(isFocused: Bool) -> AccessibilityNode {
    switch self {
    case .text(let text):
      return AccessibilityNode(role: .staticText, label: text)
    case .textField(let field):
      let label =
        field.accessibilityLabel ?? (field.placeholder.isEmpty ? "Text" : field.placeholder)
      return AccessibilityNode(
        role: field.isSecureTextEntry ? .secureTextField : .textField, label: label,
        value: field.displayedText, isFocused: isFocused)
    case .toggle(let toggle):
      return AccessibilityNode(
        role: .toggle, label: toggle.title, value: toggle.isOn ? "on" : "off", isFocused: isFocused)
    case .choice(let list):
      let items = list.items.indices.map { index in
        let item = list.items[index]
        let label = item.detail.map { "\(item.title), \($0)" } ?? item.title
        // The keyboard is on the highlighted row while the list has focus.
        return AccessibilityNode(
          role: .listItem, label: label, isFocused: isFocused && index == list.highlightedIndex,
          isSelected: list.isMarked(index))
      }
      let value =
        list.selectionMode == .multiple
        ? list.checkedIndices.map { list.items[$0].title }.joined(separator: ", ")
        : list.selectedOption
      var node = AccessibilityNode(
        role: .list, label: list.title, value: value, isFocused: isFocused, children: items)
      node.allowsMultipleSelection = list.selectionMode == .multiple
      return node
    case .progress(let progress):
      let value = progress.percentage.map { "\($0)%" } ?? "in progress"
      var node = AccessibilityNode(
        role: .progressIndicator, label: progress.accessibilityLabel, value: value)
      node.fractionDone = progress.percentage.map { Double($0) / 100 }
      return node
    }
  }
}

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
  ///   - highlights: The row the keyboard is on in each list, by control index, as the
  ///     stage keeps it; a list not named starts where it starts.
  public func accessibilityTree(
    focus: FocusTarget?, arrangement: ButtonArrangement, highlights: [Int: Int] = [:]
  ) -> AccessibilityNode {
    accessibilityTree(focus: focus, arrangement: arrangement, highlights: highlights, window: nil)
  }

  /// The semantic tree with each list's items, the controls and the buttons cut to
  /// `window` around the focused one (the highlighted row, for a list), or whole when
  /// `window` is nil.
  ///
  /// Cut siblings carry `positionInSet` and `setSize`, so a screen reader still says "row
  /// 501 of 100,000". Building it costs the window, not the modal's every action or row: a
  /// renderer that mirrors the tree on every key asks for this one.
  ///
  /// - Parameters:
  ///   - focus: What has keyboard focus, marked on its node.
  ///   - arrangement: The button arrangement whose display order the buttons follow.
  ///   - highlights: The row the keyboard is on in each list, by control index.
  ///   - window: How many items of one list, how many controls and how many buttons the
  ///     tree holds at most.
  public func accessibilityTree(
    focus: FocusTarget?, arrangement: ButtonArrangement, highlights: [Int: Int],
    window: AccessibilityWindow?
  ) -> AccessibilityNode {
    accessibilityTree(
      focus: focus, arrangement: arrangement, highlights: highlights, window: window,
      showing: ShowingNodes())
  }

  /// The semantic tree as `accessibilityTree(focus:arrangement:highlights:window:)` makes
  /// it, with what the presenter adds to the controls' nodes for this showing.
  func accessibilityTree(
    focus: FocusTarget?, arrangement: ButtonArrangement, highlights: [Int: Int],
    window: AccessibilityWindow?, showing: ShowingNodes
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
    // Controls are cut to the window too: a form of 100,000 fields mirrored whole made as
    // many accessible widgets on every key (2 GB, and Esc took minutes in a window).
    let controls = self.controls
    var focusedControl: Int?
    if case .control(let index)? = focus { focusedControl = index }
    let shownControls =
      window?.range(around: focusedControl, count: controls.count) ?? controls.indices
    let controlsCut = shownControls.count < controls.count
    // A decorative image is not read, as VoiceOver skips an image that is no element.
    let controlNodes = shownControls.filter { !controls[$0].isDecorativeImage }.map { index in
      var node = controlNode(
        at: index, isFocused: focus == .control(index), highlight: highlights[index],
        window: window, showing: showing)
      if controlsCut {
        node.positionInSet = index + 1
        node.setSize = controls.count
      }
      return node
    }
    if placesControlsAboveMessage {
      children += controlNodes + [messageNode].compactMap { $0 }
    } else {
      children += [messageNode].compactMap { $0 } + controlNodes
    }
    // The default is the action Return takes, which is the preferred one when there is
    // one, and else a lone plain action: a screen reader marks the one that answers Return.
    let defaultAction = self.defaultAction
    // By index, reading `actions` once: looking each displayed action up again made a
    // sheet of 20,000 actions take a minute.
    let actions = self.actions
    let order = DisplayOrder(self, arrangement: arrangement)
    var focusedPosition: Int?
    if case .action(let index)? = focus, actions.indices.contains(index) {
      focusedPosition = order.position(of: index)
    }
    let shown = window?.range(around: focusedPosition, count: order.count) ?? 0..<order.count
    let isCut = shown.count < order.count
    // A button a field holds back says which field and why.
    let hold = invalidField().map { "Unavailable: \($0.name): \($0.error)" }
    for position in shown {
      let index = order[position]
      let action = actions[index]
      let held = action.style != .cancel && !action.isEnabled ? hold : nil
      var node = AccessibilityNode(
        role: .button, label: action.title,
        hint: held ?? action.accessibilityHint
          ?? (action.style == .destructive ? "Destructive" : nil),
        isFocused: focus == .action(index), isEnabled: action.isEnabled,
        isSelected: action === defaultAction, target: .modal(.action(index)))
      if isCut {
        node.positionInSet = position + 1
        node.setSize = order.count
      }
      children.append(node)
    }
    return AccessibilityNode(role: role, label: accessibilityLabel, children: children)
  }

  /// The node of the control at `index` as the modal's tree holds it: the control's own,
  /// its part of a file chooser, and what the presenter adds for this showing (`showing`).
  func controlNode(
    at index: Int, isFocused: Bool, highlight: Int?, window: AccessibilityWindow?,
    showing: ShowingNodes
  ) -> AccessibilityNode {
    var node = controls[index].accessibilityNode(
      at: index, isFocused: isFocused, highlight: highlight, window: window,
      renamed: showing.renamed)
    node.errorMessage = showing.fieldErrors[index]
    if let day = showing.focusedDays[index] {
      // Where Space would pick, apart from the picked day: "...; focused: Sunday 25 July".
      node.hint = [node.hint, "focused: \(day)"].compactMap { $0 }.joined(separator: "; ")
    }
    markFileChooserPart(&node, ofControl: index)
    return node
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
  /// The control's node; `index` is its place in `Modal.controls`, which its target names,
  /// and `renamed` the item being renamed in a list's row, if one is.
  func accessibilityNode(
    at index: Int, isFocused: Bool, highlight: Int? = nil, window: AccessibilityWindow? = nil,
    renamed: RenamedRow? = nil
  ) -> AccessibilityNode {
    let target = StageTarget.modal(.control(index))
    switch self {
    case .text(let text):
      return AccessibilityNode(role: .staticText, label: text)
    case .textField(let field):
      // A field with no name is left unnamed: its role says what it is, and a made-up
      // name ("Text") would be read as if the app had given it.
      let label =
        [field.accessibilityLabel, field.placeholder]
        .compactMap { $0 }.first { !$0.isBlank } ?? ""
      return AccessibilityNode(
        role: field.isSecureTextEntry ? .secureTextField : .textField, label: label,
        value: field.displayedText, isFocused: isFocused, target: target)
    case .toggle(let toggle):
      return AccessibilityNode(
        role: .toggle, label: toggle.title, value: toggle.isOn ? "on" : "off", isFocused: isFocused,
        target: target)
    case .choice(let list):
      if let renamed, renamed.control == index, list.items.indices.contains(renamed.item) {
        // An item being renamed is a field with the new text, as the user types it.
        var node = AccessibilityNode(
          role: .textField, label: "Rename " + list.primaryText(at: renamed.item),
          value: renamed.text, isFocused: true, target: target)
        node.caretOffset = renamed.cursor
        return node
      }
      let highlighted = highlight ?? ListState(for: list).highlight(in: list)
      let shown = window?.range(around: highlighted, count: list.items.count) ?? list.items.indices
      let isCut = shown.count < list.items.count
      let items = shown.map { option in
        // Named by what its row shows first (the detail when titles are hidden); a shown
        // detail is read after it, as it stands beside it. The keyboard is on the
        // highlighted row while the list has focus.
        let detail = list.secondaryText(at: option)
        var item = AccessibilityNode(
          role: .listItem, label: list.primaryText(at: option), hint: detail.isEmpty ? nil : detail,
          isFocused: isFocused && option == highlighted,
          isSelected: list.isMarked(option),
          target: .modal(.choiceOption(control: index, option: option)))
        if isCut {
          item.positionInSet = option + 1
          item.setSize = list.items.count
        }
        item.level = list.level(at: option)
        item.isExpanded = list.isExpanded(at: option)
        return item
      }
      let value =
        list.selectionMode == .multiple
        ? list.checkedIndices.map { list.items[$0].title }.joined(separator: ", ")
        : list.selectedOption
      return AccessibilityNode(
        role: .list, label: list.title, value: value, isFocused: isFocused, children: items,
        target: target, isMultiselectable: list.selectionMode == .multiple)
    case .progress(let progress):
      let value = progress.percentage.map { "\($0)%" } ?? "in progress"
      var node = AccessibilityNode(
        role: .progressIndicator, label: progress.accessibilityLabel, value: value)
      node.fractionDone = progress.percentage.map { Double($0) / 100 }
      return node
    case .textArea(let area):
      var node = AccessibilityNode(
        role: .textArea, label: area.accessibilityLabel ?? "", value: area.text,
        isFocused: isFocused, target: target)
      node.caretOffset = area.cursor
      node.isReadOnly = !area.isEditable
      return node
    case .image(let image):
      return AccessibilityNode(role: .image, label: image.spokenLabel ?? "")
    case .slider(let slider):
      // A hidden value is hidden from the eye only: a screen reader still reads it.
      var node = AccessibilityNode(
        role: .slider, label: slider.title, value: slider.valueText, isFocused: isFocused,
        target: target)
      node.valueRange = slider.range
      return node
    case .datePicker(let picker):
      return picker.accessibilityNode(isFocused: isFocused, target: target)
    case .timePicker(let picker):
      return AccessibilityNode(
        role: .timePicker, label: picker.title, value: picker.valueText, isFocused: isFocused,
        target: target)
    case .statusList(let list):
      return list.accessibilityNode()
    }
  }
}

// Snackbars and banners as a screen reader finds them: a status (ARIA's live region that
// waits its turn) named by what it announces, so a reader that lists the window's
// contents finds the same words it heard, with the text and buttons inside.

extension SnackbarMessage {
  /// The message's semantic tree: a status named by its announcement, its text, then its
  /// action as a button.
  ///
  /// - Parameter isActionFocused: Whether keyboard focus is on the action.
  public func accessibilityNode(isActionFocused: Bool = false) -> AccessibilityNode {
    var children = [AccessibilityNode(role: .staticText, label: accessibilityLabel ?? text)]
    if let action, !action.title.isBlank {
      children.append(
        AccessibilityNode(
          role: .button, label: action.title, hint: action.accessibilityHint,
          isFocused: isActionFocused))
    }
    return AccessibilityNode(role: .status, label: announcementText, children: children)
  }
}

extension Banner {
  /// The banner's semantic tree: a status named by its announcement, its image, title and
  /// description, then its buttons in display order.
  ///
  /// - Parameter focusedAction: The index in `displayedActions` of the button that has
  ///   keyboard focus, if one has.
  public func accessibilityNode(focusedAction: Int? = nil) -> AccessibilityNode {
    var children: [AccessibilityNode] = []
    if let label = image?.spokenLabel {
      children.append(AccessibilityNode(role: .image, label: label))
    }
    // A text icon is read with the title, as it stands beside it; an image speaks for
    // itself above.
    let heading = [image == nil ? icon : nil, title]
      .compactMap { $0 }.filter { !$0.isBlank }.joined(separator: " ")
    if !heading.isEmpty { children.append(AccessibilityNode(role: .heading, label: heading)) }
    if !description.isBlank {
      children.append(AccessibilityNode(role: .staticText, label: description))
    }
    for (index, action) in displayedActions.enumerated() {
      children.append(
        AccessibilityNode(role: .button, label: action.title, isFocused: index == focusedAction))
    }
    return AccessibilityNode(role: .status, label: announcementText, children: children)
  }
}

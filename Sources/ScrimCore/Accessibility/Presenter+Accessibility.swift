extension Presenter {
  /// The active modal's semantic tree with focus marked, or nil when none is active.
  public var accessibilityTree: AccessibilityNode? { accessibilityTree(window: nil) }

  /// The active modal's semantic tree with each list and the buttons cut to `window` around
  /// focus (whole when nil), or nil when none is active; see
  /// `Modal.accessibilityTree(focus:arrangement:highlights:window:)`.
  public func accessibilityTree(window: AccessibilityWindow?) -> AccessibilityNode? {
    guard let entry = active else { return nil }
    let tree = entry.modal.accessibilityTree(
      focus: entry.focus, arrangement: arrangement(of: entry.modal),
      highlights: entry.lists.indices.reduce(into: [:]) { highlights, position in
        let (control, state) = entry.lists[position]
        guard entry.modal.controls.indices.contains(control),
          case .choice(let list) = entry.modal.controls[control]
        else { return }
        highlights[control] = state.highlight(in: list)
      }, window: window, showing: showingNodes)
    return tree
  }

  /// Returns the announcements made since the last call, oldest first, and forgets them.
  ///
  /// When a modal appears its title and then its message are announced, assertively,
  /// as VoiceOver reads an alert.
  public func takeAnnouncements() -> [Announcement] {
    announceProgress()
    return announcements.take()
  }

  func announceAppearance(of modal: any Modal) {
    let texts = [
      modal.titleAccessibilityLabel ?? modal.title,
      modal.messageAccessibilityLabel ?? modal.message,
    ]
    for case let text? in texts { announcements.post(text, politeness: .assertive) }
  }
}

extension Stage {
  /// Scrolls a focused read-only text area, or else a body taller than its viewport (a textbox of a file) by a key the focused
  /// control did not take (the presenter asks): PageUp, PageDown, Home and End, and Up and Down when the body holds no
  /// control they could move to and the buttons are in a row (where those keys have no
  /// other meaning).
  ///
  /// - Returns: Whether the key scrolled the body, so the presenter must not get it.
  func scrollBodyByKey(_ key: Key) -> Bool {
    if scrollTextAreaByKey(key) { return true }
    guard var session, presenter.phase != .dismissing, session.layout.body.scrolls
    else { return false }
    let page = max(1, session.layout.body.viewport.height / session.layout.body.lineHeight - 1)
    // In a form, Up and Down go from field to field, and focus brings each into view.
    let inRow =
      session.layout.buttons.arrangement == .row
      && !session.modal.controls.contains(where: \.isFocusable)
    switch key {
    case .up where inRow: session.scroll.scrollBody(by: -1, in: session.layout)
    case .down where inRow: session.scroll.scrollBody(by: 1, in: session.layout)
    case .pageUp: session.scroll.scrollBody(by: -page, in: session.layout)
    case .pageDown: session.scroll.scrollBody(by: page, in: session.layout)
    case .home: session.scroll.body = 0
    case .end: session.scroll.body = session.layout.body.maximumOffset
    default: return false
    }
    self.session = session
    return true
  }
}

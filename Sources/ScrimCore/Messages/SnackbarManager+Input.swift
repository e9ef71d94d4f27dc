/// Something the user did to the visible snackbar, delivered to `SnackbarManager.handle(_:)`.
public enum SnackbarEvent: Hashable, Sendable, CaseIterable {
  /// The action button was pressed; the message ends with `.action`.
  case actionTapped
  /// The body or text was tapped, or the close button pressed; the message ends with
  /// `.dismissedByUser`.
  case bodyTapped
  /// Esc, or the screen reader's escape gesture; the message ends with `.dismissedByUser`.
  case escape
}

extension SnackbarManager {
  /// Applies one user event to the visible message.
  ///
  /// Events are ignored while no message is visible or while it is leaving; input during
  /// the entry transition counts. `.actionTapped` on a message without an action does
  /// nothing.
  public func handle(_ event: SnackbarEvent) {
    update()
    guard let current = lane.active else { return }
    switch event {
    case .actionTapped:
      guard current.item.action != nil else { return }
      lane.end(.action)
    case .bodyTapped, .escape:
      lane.end(.dismissedByUser)
    }
    update()
  }
}

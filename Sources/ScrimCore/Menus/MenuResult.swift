/// Why a menu went away.
public enum MenuDismissReason: Hashable, Sendable, CaseIterable {
  /// The user chose an action.
  case action
  /// The user pressed Esc or made the screen reader's escape gesture.
  case escape
  /// The user clicked outside the menu.
  case outsideTap
  /// The app dismissed it with `Stage.dismissMenu()`.
  case programmatic
  /// Another menu, or a modal, was presented while it was up.
  case replaced
}

/// How a menu ended: the action chosen, if any, and why.
///
/// Every presented menu ends with exactly one result.
public struct MenuResult: Equatable, Sendable {
  /// The action whose handler ran, or nil when none did.
  public let action: MenuAction?
  /// Why the menu went away.
  public let reason: MenuDismissReason

  /// Makes a result.
  public init(action: MenuAction?, reason: MenuDismissReason) {
    self.action = action
    self.reason = reason
  }

  /// Results are equal when their reasons match and they name the same action object.
  public static func == (lhs: MenuResult, rhs: MenuResult) -> Bool {
    lhs.action === rhs.action && lhs.reason == rhs.reason
  }
}

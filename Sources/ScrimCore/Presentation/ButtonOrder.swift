/// The order a modal's buttons are shown and focused in.
public enum ButtonOrder: Hashable, Sendable {
  /// The platform's rule: in a row, Cancel leading and the preferred action trailing; in a
  /// stack, the preferred action on top and Cancel at the bottom (UIKit, HIG, JET).
  case platform
  /// Left to right (or top to bottom) in the order the actions were added, as whiptail and
  /// dialog draw `<Ok> <Cancel>` and `<Yes> <No>`.
  case asAdded
}

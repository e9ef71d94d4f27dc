/// The three kinds of modal a presenter shows.
public enum ModalKind: Hashable, Sendable, CaseIterable {
  /// A centred alert: only an action closes it, and there is no background tap.
  case alert
  /// A list of choices about an action the user started: a bottom sheet, or a popover
  /// next to its anchor in a regular-width container.
  case actionSheet
  /// A centred dialog with a title, controls, a Cancel and a default button.
  case dialog

  /// Whether a tap on the scrim dismisses this kind unless the modal says otherwise.
  ///
  /// False for alerts (UIKit, JET: "users must tap a button"), true for action
  /// sheets (UIKit) and dialogs (Material).
  public var dismissesOnBackgroundTapByDefault: Bool { self != .alert }
}

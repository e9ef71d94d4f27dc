/// Why a modal cannot be presented.
///
/// Each message says how to fix it.
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The modal has no action, so nothing could close it.
  ///
  /// A dialog that shows progress or a message may have none (a gauge, a notice): the app
  /// or Esc ends it.
  case noActions(title: String?)
  /// More than one action has the `.cancel` style.
  case multipleCancelActions(titles: [String])
  /// An action sheet has text fields; only alerts may.
  case textFieldsOnActionSheet(title: String?)
  /// An action sheet has accessory controls (switches, choices, text); only alerts and
  /// dialogs show them, so a sheet's would take focus and be read without being seen.
  case accessoryControlsOnActionSheet(title: String?)
  /// An action sheet has a preferred action; only alerts and dialogs may.
  case preferredActionOnActionSheet(action: String)
  /// The preferred action was never added with `addAction(_:)`.
  case preferredActionNotAdded(action: String)
  /// An action sheet in a regular-width container has no `sourceRect` to point at.
  case missingSourceRect(title: String?, containerWidth: Int)
  /// The same modal object is already on screen or waiting to be.
  case alreadyPresented(title: String?)

  /// A sentence saying what is wrong and how to fix it.
  public var description: String {
    switch self {
    case .noActions(let title):
      return "\(Self.name(title)) has no actions: add at least one action before presenting, "
        + "for example AlertAction(title: \"OK\")."
    case .multipleCancelActions(let titles):
      let quoted = titles.map { "\"\($0)\"" }
      let list = quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
      return "A modal can have only one action with the .cancel style, but \(list) have it: "
        + "give the others the .default or .destructive style."
    case .textFieldsOnActionSheet(let title):
      return "\(Self.name(title)) is an action sheet with text fields: only alerts may have "
        + "text fields; use preferredStyle: .alert or a Dialog."
    case .accessoryControlsOnActionSheet(let title):
      return "\(Self.name(title)) is an action sheet with accessory controls: a sheet shows "
        + "only its title, message and actions; use preferredStyle: .alert or a Dialog."
    case .preferredActionOnActionSheet(let action):
      return "The action sheet has a preferred action (\"\(action)\"): only alerts and dialogs "
        + "may have one; remove preferredAction or use preferredStyle: .alert."
    case .preferredActionNotAdded(let action):
      return "The preferred action \"\(action)\" is not one of the modal's actions: "
        + "add it with addAction(_:) before making it preferred."
    case .missingSourceRect(let title, let width):
      return "\(Self.name(title)) is an action sheet in a regular-width container "
        + "(\(width) columns) with no sourceRect: set sourceRect to the rectangle it points "
        + "at, as a popover needs an anchor."
    case .alreadyPresented(let title):
      return "\(Self.name(title)) is already presented or waiting to be: present a new "
        + "modal, or dismiss this one first."
    }
  }

  private static func name(_ title: String?) -> String {
    guard let title, !title.isEmpty else { return "The modal" }
    return "\"\(title)\""
  }
}

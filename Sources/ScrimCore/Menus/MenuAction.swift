/// An entry of a menu that runs a handler when chosen (UIKit's `UIAction`).
///
///     let bold = MenuAction(title: "Bold", state: .on) { _ in toggleBold() }
@MainActor
public final class MenuAction: MenuElement {
  /// Whether it is destructive or disabled.
  public var attributes: MenuElementAttributes
  /// Whether it shows a checkmark.
  public var state: MenuElementState
  /// Runs once when the user chooses it, before the menu's completion.
  public let handler: @MainActor (MenuAction) -> Void

  /// Makes an action.
  ///
  /// - Parameters:
  ///   - title: What it says.
  ///   - image: A small picture before the title. Defaults to none.
  ///   - attributes: Destructive, disabled. Defaults to none.
  ///   - state: Whether it shows a checkmark. Defaults to `.off`.
  ///   - handler: Runs when it is chosen. Defaults to nothing.
  public init(
    title: String, image: ModalImage? = nil, attributes: MenuElementAttributes = [],
    state: MenuElementState = .off, handler: @escaping @MainActor (MenuAction) -> Void = { _ in }
  ) {
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Whether it can be chosen.
  public var isEnabled: Bool { !attributes.contains(.disabled) }
}

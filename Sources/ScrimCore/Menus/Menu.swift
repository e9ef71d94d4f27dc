/// A popup menu: a list of actions and sub-menus one level deep, shown anchored to a
/// point or a rectangle with `Stage.present(_:from:completion:)` (UIKit's `UIMenu`, JET's
/// popup menu).
///
/// A menu is a modal of its own on the stage: while it is up it takes every key and
/// click; choosing an action, Esc or a click outside it ends it.
///
///     let menu = Menu(title: "Edit", children: [
///       MenuAction(title: "Cut", image: ModalImage(glyph: "✂")) { _ in cut() },
///       MenuAction(title: "Paste", attributes: .disabled),
///       Menu(title: "Sort by", children: [
///         MenuAction(title: "Name", state: .on) { _ in sort(.name) },
///         MenuAction(title: "Date") { _ in sort(.date) },
///       ]),
///       MenuAction(title: "Delete", attributes: .destructive) { _ in delete() },
///     ])
///     try stage.present(menu, from: buttonFrame)
@MainActor
public final class Menu: MenuElement {
  /// The entries, in order; a sub-menu's entries are actions only.
  public let children: [MenuElement]

  /// Makes a menu.
  ///
  /// - Parameters:
  ///   - title: A heading over the entries, or, for a sub-menu, its entry's title;
  ///     empty for none. Defaults to empty.
  ///   - image: A sub-menu entry's picture. Defaults to none.
  ///   - children: The actions and sub-menus.
  public init(title: String = "", image: ModalImage? = nil, children: [MenuElement]) {
    self.children = children
    super.init(title: title, image: image)
  }

  /// A copy of the menu with other entries (UIKit's `replacingChildren(_:)`).
  public func replacingChildren(_ children: [MenuElement]) -> Menu {
    Menu(title: title, image: image, children: children)
  }
}

extension MenuElement {
  /// Whether the entry can be chosen or opened: an enabled action, or a sub-menu.
  var isEnabledEntry: Bool {
    guard let action = self as? MenuAction else { return true }
    return action.isEnabled
  }

  /// The sub-menu this entry opens, if it is one.
  var submenu: Menu? { self as? Menu }
}

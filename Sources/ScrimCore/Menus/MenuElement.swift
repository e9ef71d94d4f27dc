/// One entry of a `Menu`: an action or a sub-menu, as UIKit's `UIMenuElement` is the
/// superclass of `UIAction` and `UIMenu`.
///
///     let menu = Menu(children: [
///       MenuAction(title: "Copy") { _ in copy() },
///       Menu(title: "Sort by", children: [MenuAction(title: "Name") { _ in }]),
///     ])
@MainActor
public class MenuElement {
  /// What the entry says.
  public var title: String
  /// A small picture before the title (UIKit's `image`), or nil for none.
  ///
  /// A terminal draws its glyph; a window draws its picture, else its glyph.
  public var image: ModalImage?

  init(title: String, image: ModalImage?) {
    self.title = title
    self.image = image
  }
}

/// How an entry behaves and shows (UIKit's `UIMenuElement.Attributes`).
public struct MenuElementAttributes: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Makes attributes from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The entry destroys or removes something: drawn in the error colour.
  public static let destructive = MenuElementAttributes(rawValue: 1 << 0)
  /// The entry cannot be chosen: drawn faint, skipped by the arrow keys and type-ahead.
  public static let disabled = MenuElementAttributes(rawValue: 1 << 1)
}

/// Whether an action shows a checkmark (UIKit's `UIMenuElement.State`).
public enum MenuElementState: Hashable, Sendable {
  /// No checkmark.
  case off
  /// A checkmark before the title.
  case on
}

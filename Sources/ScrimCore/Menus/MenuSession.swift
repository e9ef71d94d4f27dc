/// The menu on the stage and everything about it that is the stage's, not the app's:
/// which entry is highlighted, which sub-menu is open, how far each panel scrolled, what
/// was typed ahead and what the pointer pressed.
@MainActor
struct MenuSession {
  let menu: Menu
  /// Where it points, in the container's units.
  let anchor: Rect
  let completion: (@MainActor (MenuResult) -> Void)?
  /// The modal that was active when the menu opened: when another takes its place, the
  /// menu is over.
  let modalUnder: ObjectIdentifier?
  /// The highlighted entry of the menu.
  var highlight: Int?
  /// The entry of the menu whose sub-menu is open; keys then go to the sub-menu.
  var openSubmenu: Int?
  /// The highlighted entry of the open sub-menu.
  var subHighlight: Int?
  /// The first entry in view, in the menu's panel and in the sub-menu's.
  var tops = [0, 0]
  var typeAhead = MenuTypeAhead()
  /// The entry the pointer went down on, if any.
  var pressed: MenuItemPath?

  init(
    menu: Menu, anchor: Rect, modalUnder: ObjectIdentifier?,
    completion: (@MainActor (MenuResult) -> Void)?
  ) {
    self.menu = menu
    self.anchor = anchor
    self.modalUnder = modalUnder
    self.completion = completion
    highlight = MenuNavigation.first(menu.children.map(\.isEnabledEntry))
  }

  /// The open sub-menu, if one is.
  var submenu: Menu? { openSubmenu.flatMap { menu.children[$0].submenu } }

  /// The entries the keyboard moves among: the open sub-menu's, else the menu's.
  var activeEntries: [MenuElement] { submenu?.children ?? menu.children }

  /// The keyboard's entry in the active panel.
  var activeHighlight: Int? {
    get { submenu == nil ? highlight : subHighlight }
    set {
      if submenu == nil { highlight = newValue } else { subHighlight = newValue }
    }
  }

  /// Opens the sub-menu of entry `index`, its first reachable entry highlighted.
  mutating func open(_ index: Int) {
    guard let submenu = menu.children[index].submenu else { return }
    highlight = index
    openSubmenu = index
    subHighlight = MenuNavigation.first(submenu.children.map(\.isEnabledEntry))
    tops[1] = 0
  }

  /// Closes the open sub-menu, its entry staying highlighted.
  mutating func closeSubmenu() {
    openSubmenu = nil
    subHighlight = nil
  }

  /// The entry at `path`, if there is one.
  func element(at path: MenuItemPath) -> MenuElement? {
    guard menu.children.indices.contains(path.item) else { return nil }
    let entry = menu.children[path.item]
    guard let subitem = path.subitem else { return entry }
    guard let submenu = entry.submenu, submenu.children.indices.contains(subitem) else {
      return nil
    }
    return submenu.children[subitem]
  }
}

/// Which entry of a menu: one of its own, or one of a sub-menu's.
public struct MenuItemPath: Hashable, Sendable, CustomStringConvertible {
  /// The entry's index in the menu's `children`.
  public var item: Int
  /// The index in that entry's sub-menu's `children`, or nil for the entry itself.
  public var subitem: Int?

  /// Makes a path.
  public init(item: Int, subitem: Int? = nil) {
    self.item = item
    self.subitem = subitem
  }

  /// "2" or "2.1".
  public var description: String { subitem.map { "\(item).\($0)" } ?? "\(item)" }
}

/// Why a menu cannot be presented.
public enum MenuError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The menu has no entries: there is nothing to choose.
  case empty
  /// A sub-menu has no entries.
  case emptySubmenu(title: String)
  /// A sub-menu holds a sub-menu: menus go one level deep.
  case nestedTooDeep(title: String)

  /// A stable name for the rule, for diagnostics.
  public var rule: String {
    switch self {
    case .empty: return "empty"
    case .emptySubmenu: return "empty-submenu"
    case .nestedTooDeep: return "nested-too-deep"
    }
  }

  /// What is wrong, in a sentence.
  public var description: String {
    switch self {
    case .empty:
      return "The menu has no entries: add at least one action before presenting it."
    case .emptySubmenu(let title):
      return "The sub-menu \"\(title)\" has no entries."
    case .nestedTooDeep(let title):
      return "The sub-menu \"\(title)\" holds another sub-menu; menus go one level deep."
    }
  }
}

extension Menu {
  /// Every rule the menu breaks that keeps it from being presented, in entry order.
  public var presentationErrors: [MenuError] {
    var errors: [MenuError] = children.isEmpty ? [.empty] : []
    for case let submenu as Menu in children {
      if submenu.children.isEmpty { errors.append(.emptySubmenu(title: submenu.title)) }
      if submenu.children.contains(where: { $0 is Menu }) {
        errors.append(.nestedTooDeep(title: submenu.title))
      }
    }
    return errors
  }
}

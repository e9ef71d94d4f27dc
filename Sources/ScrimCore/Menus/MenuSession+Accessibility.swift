extension MenuSession {
  /// The menu's semantic tree: a `menu` of `menu item`s, the keyboard's entry focused; a
  /// sub-menu's entry is hinted "Submenu" and, while open, holds the sub-menu's `menu`.
  ///
  ///     menu "Edit"
  ///       menu item "Cut" [focused]
  ///       menu item "Bold" [checked]
  ///       menu item "Sort by" [hint: Submenu]
  var accessibilityTree: AccessibilityNode {
    var root = AccessibilityNode(
      role: .menu, label: menu.title.isBlank ? "Menu" : menu.title,
      children: menu.children.indices.map { index in
        node(
          for: menu.children[index], path: MenuItemPath(item: index),
          isFocused: submenu == nil && highlight == index)
      })
    if let open = openSubmenu, let submenu, root.children.indices.contains(open) {
      root.children[open].children = [
        AccessibilityNode(
          role: .menu, label: submenu.title,
          children: submenu.children.indices.map { index in
            node(
              for: submenu.children[index], path: MenuItemPath(item: open, subitem: index),
              isFocused: subHighlight == index)
          })
      ]
    }
    return root
  }

  private func node(for entry: MenuElement, path: MenuItemPath, isFocused: Bool)
    -> AccessibilityNode
  {
    let action = entry as? MenuAction
    var hint: String?
    if entry is Menu { hint = "Submenu" }
    if action?.attributes.contains(.destructive) == true { hint = "Destructive" }
    let label = entry.title.isBlank ? (entry.image?.spokenLabel ?? "") : entry.title
    return AccessibilityNode(
      role: .menuItem, label: label, hint: hint, isFocused: isFocused,
      isEnabled: entry.isEnabledEntry, isSelected: action?.state == .on,
      target: .menuItem(path))
  }
}

extension Menu {
  /// The menu's tree as it would be read when it opens: its first reachable entry
  /// focused, no sub-menu open.
  public var accessibilityTree: AccessibilityNode {
    MenuSession(menu: self, anchor: .point(x: 0, y: 0), modalUnder: nil, completion: nil)
      .accessibilityTree
  }
}

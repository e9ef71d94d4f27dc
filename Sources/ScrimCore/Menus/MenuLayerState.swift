/// The scene's menu: its panels (the menu, then its open sub-menu), resolved to frames,
/// texts and states, with its style and accessibility tree.
@_spi(Renderer) public struct MenuLayerState: Hashable, Sendable {
  /// The menu's panel, then the open sub-menu's, bottom to top.
  public var panels: [MenuPanel]
  /// The colours and type of every panel.
  public var style: ResolvedMenuStyle
  /// The menu's semantic tree: a menu of menu items, the open sub-menu inside its item.
  public var accessibility: AccessibilityNode
}

/// One panel of a menu as it shows.
@_spi(Renderer) public struct MenuPanel: Hashable, Sendable {
  /// The panel, border included.
  public var frame: Rect
  /// The title over the entries, fitted to its frame, or nil for none.
  public var title: String?
  /// Where the title goes.
  public var titleFrame: Rect
  /// The entries in view, top to bottom.
  public var rows: [MenuRow]
  /// The part of the panel the entries scroll in.
  public var viewport: Rect
  /// Whether entries are hidden above the viewport.
  public var hidesAbove: Bool
  /// Whether entries are hidden below the viewport.
  public var hidesBelow: Bool
  /// Whether the panel has a border (cells) rather than only a shadow (points).
  public var hasBorder: Bool
}

/// One entry of a panel as it shows.
@_spi(Renderer) public struct MenuRow: Hashable, Sendable {
  /// The entry's index in its menu's `children`.
  public var index: Int
  /// The whole row: what the highlight fills and the pointer hits.
  public var frame: Rect
  /// The title, cut with "…" to `titleFrame`.
  public var title: String
  /// Where the title goes.
  public var titleFrame: Rect
  /// The checkmark's column (drawn when `isChecked`).
  public var markFrame: Rect
  /// The picture, or nil for none.
  public var image: ModalImage?
  /// Where the picture goes, when there is one.
  public var imageFrame: Rect
  /// Where a sub-menu's arrow goes, when `opensSubmenu`.
  public var arrowFrame: Rect
  /// Whether the keyboard or the pointer is on it.
  public var isHighlighted: Bool
  /// Whether it can be chosen.
  public var isEnabled: Bool
  /// Whether it is destructive.
  public var isDestructive: Bool
  /// Whether it shows a checkmark.
  public var isChecked: Bool
  /// Whether it opens a sub-menu.
  public var opensSubmenu: Bool
  /// Whether its sub-menu is open.
  public var isOpen: Bool
}

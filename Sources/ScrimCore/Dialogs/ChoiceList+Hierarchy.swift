// A list that shows a hierarchy (dialog's treeview, Material's list with hierarchy): where
// each row sits and what a screen reader hears of it.
extension ChoiceList {
  /// The columns of room one level of depth takes, in spaces: a guide and two spaces, as
  /// dialog's treeview indents.
  static let hierarchyIndent = 3

  /// The text a row shows first: its item's `primaryText(at:)`, after a guide for each
  /// level above it (`│  │  etc`) in a list that shows a hierarchy.
  package func rowText(at index: Int) -> String {
    treeGuides(at: index) + primaryText(at: index)
  }

  /// The guides before a row's text: "│  " for each level above it; empty in a flat list.
  func treeGuides(at index: Int) -> String {
    guard showsHierarchy, items.indices.contains(index) else { return "" }
    let depth = min(items[index].depth, Self.deepestShownLevel)
    guard depth > 0 else { return "" }
    return String(repeating: treeGuide, count: depth)
  }

  /// One level's guide: a line and the spaces after it.
  var treeGuide: String { "│" + String(repeating: " ", count: Self.hierarchyIndent - 1) }

  /// The deepest level drawn: a depth beyond it is drawn at it, so a script's "99999"
  /// cannot make a row of a hundred thousand guides.
  static let deepestShownLevel = 64

  /// The item's level as a screen reader reads it (from 1, at most one below the deepest
  /// drawn, as the guides show it), or nil in a flat list.
  func level(at index: Int) -> Int? {
    guard showsHierarchy, items.indices.contains(index) else { return nil }
    return min(items[index].depth, Self.deepestShownLevel) + 1
  }

  /// Whether items are shown under the item (all are: a tree's branches stay open), or nil
  /// for an item with none under it, or in a flat list.
  func isExpanded(at index: Int) -> Bool? {
    guard showsHierarchy, items.indices.contains(index + 1) else { return nil }
    return items[index + 1].depth > items[index].depth ? true : nil
  }
}

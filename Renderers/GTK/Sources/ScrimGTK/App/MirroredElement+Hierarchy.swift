import CGTK
import ScrimCore

extension MirroredElement {
  /// A tree item's level and, for one with items under it, its expanded state, as ARIA's
  /// `aria-level` and `aria-expanded` (AT-SPI's expandable and expanded states).
  static func applyHierarchy(
    _ node: AccessibilityNode, to widget: UnsafeMutablePointer<GtkWidget>
  ) {
    if let level = node.level {
      scrim_accessible_set_int_property(
        widget, GTK_ACCESSIBLE_PROPERTY_LEVEL, Int32(clamping: level))
    }
    if let isExpanded = node.isExpanded {
      scrim_accessible_set_state(widget, GTK_ACCESSIBLE_STATE_EXPANDED, isExpanded ? 1 : 0)
    }
  }

  /// The level and branch said in words after a tree item's name ("level 2, expanded"):
  /// GTK 4.8 keeps the level without handing it to AT-SPI, as it does the place in a set.
  static func hierarchyWords(of node: AccessibilityNode) -> [String] {
    guard let level = node.level else { return [] }
    var words = ["level \(level)"]
    if let isExpanded = node.isExpanded { words.append(isExpanded ? "expanded" : "collapsed") }
    return words
  }
}

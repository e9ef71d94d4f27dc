extension StatusList {
  /// The list as a screen reader hears it: a read-only list whose items are the tasks,
  /// each named by its task with its state as its value, and how much is done when its
  /// chip is a gauge; a blank row is left out.
  func accessibilityNode() -> AccessibilityNode {
    let rows = items.filter { !$0.name.isBlank || !$0.state.isBlank }.map { item in
      var node = AccessibilityNode(role: .listItem, label: item.name, value: item.state)
      node.isReadOnly = true
      node.fractionDone = item.fraction
      return node
    }
    var node = AccessibilityNode(role: .list, label: accessibilityLabel, children: rows)
    node.isReadOnly = true
    return node
  }
}

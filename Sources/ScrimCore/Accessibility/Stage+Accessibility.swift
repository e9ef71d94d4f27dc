// What a screen reader can walk on a stage: the active modal and the visible messages, in
// the order they are layered, each node naming the target that activating it reaches. Line
// mode reads these trees, and the scenarios compare them across renderers.
extension Stage {
  /// The semantic tree of everything shown, bottom to top as `scene()` layers it: the
  /// active modal (not one fading out), the banners, the snackbar, then a popup menu.
  ///
  ///     for tree in stage.accessibilityTrees { print(tree) }
  public var accessibilityTrees: [AccessibilityNode] {
    var trees: [AccessibilityNode] = []
    if presenter.phase != .dismissing, let modal = presenter.accessibilityTree {
      trees.append(showingTextAreaViews(in: modal))
    }
    for position in Banner.Position.allCases {
      if let banner = bannerTree(at: position) { trees.append(banner) }
    }
    if let snackbar = snackbarTree { trees.append(snackbar) }
    settleMenu()
    if let menu = menuSession?.accessibilityTree { trees.append(menu) }
    return trees
  }

  // A message's own tree (a status named as it is announced), with the targets that only
  // the stage knows: where the banner stands, and which of its buttons is which.
  func bannerTree(at position: Banner.Position) -> AccessibilityNode? {
    guard let banner = banners.visibleBanner(at: position) else { return nil }
    let focused = bannerHasFocus(at: position) ? bannerFocus[position] ?? 0 : nil
    var node = banner.accessibilityNode(focusedAction: focused)
    node.target = .banner(position)
    var action = 0
    for index in node.children.indices where node.children[index].role == .button {
      node.children[index].target = .bannerAction(position, action)
      action += 1
    }
    return node
  }

  var snackbarTree: AccessibilityNode? {
    guard let message = snackbars.visibleMessage else { return nil }
    var node = message.accessibilityNode(isActionFocused: snackbarHasFocus)
    node.target = .snackbar
    for index in node.children.indices where node.children[index].role == .button {
      node.children[index].target = .snackbarAction
    }
    return node
  }
}

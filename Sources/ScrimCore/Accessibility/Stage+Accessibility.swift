// What a screen reader can walk on a stage: the active modal and the visible messages, in
// the order they are layered, each node naming the target that activating it reaches. Line
// mode reads these trees, and the scenarios compare them across renderers.
extension Stage {
  /// The semantic tree of everything shown, bottom to top as `snapshot()` layers it: the
  /// active modal (not one fading out), the banners, then the snackbar.
  ///
  ///     for tree in stage.accessibilityTrees { print(tree) }
  public var accessibilityTrees: [AccessibilityNode] {
    var trees: [AccessibilityNode] = []
    if presenter.phase != .dismissing, let modal = presenter.accessibilityTree {
      trees.append(modal)
    }
    for position in Banner.Position.allCases {
      if let banner = bannerTree(at: position) { trees.append(banner) }
    }
    if let snackbar = snackbarTree { trees.append(snackbar) }
    return trees
  }

  // A message is text with buttons; until the tree has a role for a status message, its
  // root is text, named as it is announced.
  private func bannerTree(at position: Banner.Position) -> AccessibilityNode? {
    guard let banner = banners.visibleBanner(at: position) else { return nil }
    var children: [AccessibilityNode] = []
    if let label = banner.image?.spokenLabel {
      children.append(AccessibilityNode(role: .image, label: label))
    }
    let heading = [banner.image == nil ? banner.icon : nil, banner.title]
      .compactMap { $0 }.filter { !$0.isBlank }.joined(separator: " ")
    if !heading.isEmpty { children.append(AccessibilityNode(role: .heading, label: heading)) }
    if !banner.description.isBlank {
      children.append(AccessibilityNode(role: .staticText, label: banner.description))
    }
    let focused = bannerHasFocus(at: position) ? bannerFocus[position] ?? 0 : nil
    for (index, action) in banner.displayedActions.enumerated() {
      children.append(
        AccessibilityNode(
          role: .button, label: action.title, isFocused: focused == index,
          target: .bannerAction(position, index)))
    }
    return AccessibilityNode(
      role: .staticText, label: banner.announcementText, children: children,
      target: .banner(position))
  }

  private var snackbarTree: AccessibilityNode? {
    guard let message = snackbars.visibleMessage else { return nil }
    var children: [AccessibilityNode] = []
    if let action = message.action {
      children.append(
        AccessibilityNode(
          role: .button, label: action.title, hint: action.accessibilityHint,
          isFocused: snackbarHasFocus, target: .snackbarAction))
    }
    return AccessibilityNode(
      role: .staticText, label: message.accessibilityLabel ?? message.text,
      hint: message.accessibilityHint, children: children, target: .snackbar)
  }
}

/// Something the user did to a visible banner, delivered to `BannerCenter.handle(_:at:)`.
public enum BannerEvent: Hashable, Sendable {
  /// The button of the action at this index in `Banner.actions` was pressed; the banner
  /// ends with `.action` after that action's handler runs.
  case actionTapped(Int)
  /// The close button was pressed, Esc or the screen reader's escape gesture was used, or
  /// the banner was swiped away; it ends with `.dismissedByUser`.
  case dismissed
}

extension BannerCenter {
  /// Applies one user event to the banner visible at a position.
  ///
  /// Events are ignored while no banner is visible there or while it is leaving; an index
  /// outside the banner's actions is ignored.
  public func handle(_ event: BannerEvent, at position: Banner.Position) {
    update()
    guard let entry = slots[position]?.visible, entry.phase != .exiting else { return }
    switch event {
    case .actionTapped(let index):
      guard entry.banner.actions.indices.contains(index) else { return }
      end(at: position, reason: .action, action: index)
    case .dismissed:
      end(at: position, reason: .dismissedByUser)
    }
    update()
  }

  /// Tells the center whether the pointer is over the banner at a position.
  ///
  /// While it is, the banner does not time out. Resets when another banner shows there.
  public func setHovering(_ hovering: Bool, at position: Banner.Position) {
    update()
    slots[position, default: Slot()].isHovering = hovering
    update()
  }

  /// Tells the center whether focus is inside the banner at a position.
  ///
  /// While it is, the banner does not time out. Resets when another banner shows there.
  public func setFocused(_ focused: Bool, at position: Banner.Position) {
    update()
    slots[position, default: Slot()].isFocused = focused
    update()
  }

  /// Tells the center whether a screen reader or switch control is running; while it is, no
  /// banner times out.
  public func setAccessibleMode(_ on: Bool) {
    update()
    isAccessibleMode = on
    update()
  }
}

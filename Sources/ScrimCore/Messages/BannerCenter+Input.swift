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
    let slot = lane(at: position)
    guard let current = slot.active else { return }
    switch event {
    case .actionTapped(let index):
      guard current.item.actions.indices.contains(index) else { return }
      slot.end(.action, action: index)
    case .dismissed:
      slot.end(.dismissedByUser)
    }
    update()
  }

  /// Tells the center whether the pointer is over the banner at a position.
  ///
  /// While it is, the banner does not time out. Resets when another banner shows there.
  public func setHovering(_ hovering: Bool, at position: Banner.Position) {
    update()
    lane(at: position).isHovering = hovering
    update()
  }

  /// Tells the center whether focus is inside the banner at a position.
  ///
  /// While it is, the banner does not time out. Resets when another banner shows there.
  public func setFocused(_ focused: Bool, at position: Banner.Position) {
    update()
    lane(at: position).isFocused = focused
    update()
  }

  /// Tells the center whether a screen reader or switch control is running; while it is, no
  /// banner times out.
  public func setAccessibleMode(_ on: Bool) {
    update()
    context.holdsTimers = on
    update()
  }
}

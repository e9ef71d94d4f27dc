extension BannerCenter {
  /// Returns the announcements made since the last call, oldest first, and forgets them.
  ///
  /// Each banner is announced politely when its entry transition finishes.
  public func takeAnnouncements() -> [Announcement] {
    context.announcements.take()
  }

  /// Whether the screen reader's focus should move to the banner at a position: when it
  /// asked for it (`focusOnShow`), or when it has actions and accessible mode is on.
  public func takesFocus(at position: Banner.Position) -> Bool {
    guard let banner = lane(at: position).visible?.item else { return false }
    return banner.focusOnShow || (!banner.actions.isEmpty && context.holdsTimers)
  }
}

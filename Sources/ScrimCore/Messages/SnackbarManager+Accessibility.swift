extension SnackbarManager {
  /// Returns the announcements made since the last call, oldest first, and forgets them.
  ///
  /// Each message is announced politely, with its `announcementText`, when its entry
  /// transition finishes, as MDC posts it.
  public func takeAnnouncements() -> [Announcement] {
    context.announcements.take()
  }

  /// Whether the screen reader's focus should move to the visible message: when it asked
  /// for it (`focusOnShow`), or when it has an action and accessible mode is on.
  ///
  /// Otherwise the message is only announced and focus stays where it was.
  public var visibleMessageTakesFocus: Bool {
    guard let message = lane.visible?.item else { return false }
    return message.focusOnShow || (message.action != nil && context.holdsTimers)
  }
}

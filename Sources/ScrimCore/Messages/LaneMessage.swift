/// What a `MessageLane` needs from the messages it shows.
protocol LaneMessage: Categorized {
  /// How long the message shows once its entry transition has finished.
  var duration: Duration { get }
  /// Whether the message goes away when its time runs out.
  var timesOut: Bool { get }
  /// What is announced, politely, when its entry transition finishes.
  var announcementText: String { get }
  /// Runs what the app asked for when the message ends: the chosen action's handler, only
  /// when `reason` is `.action`, then the completion.
  ///
  /// - Parameter action: The index of the chosen action, for messages with several.
  @MainActor func runEnding(_ reason: MessageEndReason, action: Int?)
}

extension SnackbarMessage: LaneMessage {
  @MainActor func runEnding(_ reason: MessageEndReason, action _: Int?) {
    if reason == .action { action?.handler() }
    completion?(reason)
  }
}

extension Banner: LaneMessage {
  /// Banners have no categories: nothing replaces or holds them by kind.
  var category: String? { nil }

  @MainActor func runEnding(_ reason: MessageEndReason, action: Int?) {
    if reason == .action, let action, actions.indices.contains(action) {
      actions[action].handler()
    }
    completion?(reason)
  }
}

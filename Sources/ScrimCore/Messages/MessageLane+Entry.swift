extension MessageLane {
  /// One message's bookkeeping while it is visible or queued.
  ///
  /// A class, so that the lane's many reads and writes of the visible entry move one
  /// reference rather than a large value.
  final class Entry: Categorized {
    let id: MessageID
    let item: Item
    var phase: MessagePhase = .entering
    var phaseStart: Duration = .zero
    var phaseDuration: Duration = .zero
    var countdown: Countdown
    /// Whether a renderer has reported a frame that showed it whole (fully entered).
    var isPaintedWhole = false

    init(id: MessageID, item: Item) {
      self.id = id
      self.item = item
      countdown = Countdown(item.duration)
    }

    /// A copy of a visible entry to wait at the head of the queue, keeping the time it had
    /// left.
    init(postponing visible: Entry) {
      id = visible.id
      item = visible.item
      countdown = visible.countdown
    }

    var category: String? { item.category }

    /// When its phase next changes: the end of its transition, or of its running countdown.
    var deadline: Duration? {
      switch phase {
      case .entering, .exiting: return phaseStart + phaseDuration
      case .shown: return countdown.deadline
      }
    }
  }
}

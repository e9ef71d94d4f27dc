/// What the lanes of one `SnackbarManager` or `BannerCenter` share: the clock, the length of
/// transitions, the accessible-mode hold on every timer, the identifiers, and the endings
/// and announcements the lanes owe the app.
@MainActor
final class LaneContext<Item: LaneMessage> {
  private let time: ElapsedTime
  var entryDuration: Duration = .milliseconds(150)
  var exitDuration: Duration = .milliseconds(125)
  var reducesMotion: Bool
  /// Whether a screen reader or switch control is running, which holds every timer.
  var holdsTimers = false
  /// Whether a message's countdown waits for a renderer to report a frame that shows it
  /// whole (`MessageLane.didPaint(at:)`), rather than starting when its entry ends.
  var startsTimersOnPaint = false
  var announcements = AnnouncementQueue()
  // One list for all lanes, so that endings run in the order they happened wherever they
  // happened.
  private var endings: [(item: Item, reason: MessageEndReason, action: Int?)] = []
  private var isDelivering = false
  private var lastID = 0

  init(time: ElapsedTime, reducesMotion: Bool) {
    self.time = time
    self.reducesMotion = reducesMotion
  }

  /// The time since the owner was made, on its clock.
  var now: Duration { time.now }

  /// A new identifier, counted from 1 per owner so that tests and snapshots are stable.
  func makeID() -> MessageID {
    lastID += 1
    return MessageID(rawValue: lastID)
  }

  /// Notes that a message ended; its handler and completion run at the next delivery.
  func record(_ item: Item, _ reason: MessageEndReason, action: Int? = nil) {
    endings.append((item, reason, action))
  }

  /// Runs the handlers and completions of ended messages, oldest first.
  ///
  /// They run after the state has settled, so they may show or dismiss messages; an ending
  /// recorded while one runs is run by the same loop, so each runs exactly once.
  func deliverEndings() {
    guard !isDelivering else { return }
    isDelivering = true
    defer {
      isDelivering = false
      // Keep a small buffer for the next ending; give a large one back.
      endings.removeAll(keepingCapacity: endings.count <= 64)
    }
    var index = 0
    while index < endings.count {
      let (item, reason, action) = endings[index]
      index += 1
      item.runEnding(reason, action: action)
    }
  }
}

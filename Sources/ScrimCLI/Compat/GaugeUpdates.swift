/// A gauge's updates handed from its reading thread to a consumer, folded as they come:
/// only the latest percentage and the latest text wait to be taken.
///
/// A script may write its gauge far faster than frames are drawn (`yes 50 | whiptail
/// --gauge ...`); queueing every line grew without end (1.26 GB in 20 s) and kept the
/// loop too busy to answer Esc. A frame shows only the last percentage and text, so what
/// waits is bounded: two values, however fast the input comes.
typealias GaugeUpdates = FollowedInbox<GaugeFold>

/// The latest percentage, text and pulsing a gauge has not shown yet.
struct GaugeFold: PendingUpdates {
  var percent: Int?
  var text: String?
  var pulsate: Bool?

  var isEmpty: Bool { percent == nil && text == nil && pulsate == nil }

  /// The pulsing comes last: a bar that stops pulsing shows the percentage taken with it,
  /// whichever came first.
  var updates: [GaugeFeed.Update] {
    var updates: [GaugeFeed.Update] = []
    if let percent { updates.append(.percent(percent)) }
    if let text { updates.append(.text(text)) }
    if let pulsate { updates.append(.pulsate(pulsate)) }
    return updates
  }
}

extension FollowedInbox where Pending == GaugeFold {
  /// Adds an update, which replaces the one of its kind still waiting.
  func add(_ update: GaugeFeed.Update) {
    add { pending in
      switch update {
      case .percent(let percent): pending.percent = percent
      case .text(let text): pending.text = text
      case .pulsate(let on): pending.pulsate = on
      }
    }
  }
}

extension LaneContext {
  /// Brings every lane up to now and then runs the endings that were due.
  ///
  /// Steps run in the order they fell due across lanes (ties in the lanes' order), so that
  /// a late call ends, announces and shows messages in the order timely calls would.
  func settle<Lanes: Collection<MessageLane<Item>>>(
    _ lanes: Lanes, through gate: MessageLane<Item>.Gate
  ) {
    let now = self.now
    // What became showable since the last call (a new message, a released token) enters
    // now, and a hold that changed since then takes effect now.
    for lane in lanes {
      lane.showNext(at: now, through: gate)
      lane.syncTimer(at: now)
    }
    while let lane = Self.earliestDue(lanes, at: now) {
      lane.step(through: gate)
    }
    for lane in lanes { lane.syncTimer(at: now) }
    deliverEndings()
  }

  private static func earliestDue<Lanes: Collection<MessageLane<Item>>>(
    _ lanes: Lanes, at now: Duration
  ) -> MessageLane<Item>? {
    var earliest: (lane: MessageLane<Item>, deadline: Duration)?
    for lane in lanes {
      guard let deadline = lane.deadline, deadline <= now else { continue }
      if let earliest, earliest.deadline <= deadline { continue }
      earliest = (lane, deadline)
    }
    return earliest?.lane
  }
}

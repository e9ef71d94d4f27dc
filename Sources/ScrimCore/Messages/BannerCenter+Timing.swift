extension BannerCenter {
  /// When `update()` next has work to do, on the center's time line; nil when idle.
  public var nextDeadline: Duration? {
    Banner.Position.allCases.compactMap { slots[$0]?.deadline }.min()
  }

  /// Finishes every transition and timer whose time has come at each position, ends
  /// banners, shows the next ones, and runs handlers and completions; call it when
  /// `nextDeadline` passes.
  ///
  /// Calling it early is harmless.
  public func update() {
    let now = self.now
    for position in Banner.Position.allCases where slots[position] != nil {
      advance(position, to: now)
    }
    runEndings()
  }

  // MARK: - Internals

  private func advance(_ position: Banner.Position, to now: Duration) {
    var instant = now
    while true {
      guard let entry = slots[position]?.visible else {
        guard var next = slots[position]?.queue.removeFirst(where: { _ in true }) else { break }
        next.phase = .entering
        next.phaseStart = instant
        next.phaseDuration = entryDuration.forTransition(reducesMotion: reducesMotion)
        slots[position]?.visible = next
        slots[position]?.isHovering = false
        slots[position]?.isFocused = false
        continue
      }
      syncTimer(position, at: instant)
      guard let deadline = slots[position]?.deadline, deadline <= now else { break }
      instant = deadline
      switch entry.phase {
      case .entering:
        slots[position]?.visible?.phase = .shown
        slots[position]?.visible?.phaseStart = deadline
        announcements.post(entry.banner.announcementText, politeness: .polite)
      case .shown:
        endAt(position, reason: .timeout, action: nil, instant: deadline)
      case .exiting:
        slots[position]?.visible = nil
      }
    }
    syncTimer(position, at: now)
    if slots[position]?.visible == nil, slots[position]?.queue.isEmpty == true {
      slots[position] = nil
    }
  }

  private func syncTimer(_ position: Banner.Position, at instant: Duration) {
    guard let slot = slots[position], let entry = slot.visible else { return }
    let held = slot.isHovering || slot.isFocused || isAccessibleMode
    let runs = entry.phase == .shown && entry.banner.timesOut && !held
    slots[position]?.visible?.countdown.setRunning(runs, at: instant)
  }
}

extension BannerCenter.Slot {
  /// When this position next has work to do.
  var deadline: Duration? {
    guard let visible else { return nil }
    switch visible.phase {
    case .entering, .exiting: return visible.phaseStart + visible.phaseDuration
    case .shown: return visible.countdown.deadline
    }
  }
}

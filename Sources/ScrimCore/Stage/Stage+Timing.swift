extension Stage {
  /// Finishes whatever is due on the clock: transitions, message timers and the timers
  /// scheduled with `schedule(after:_:)`, which run first.
  ///
  /// Call it when `nextWakeDelay` has passed; calling it early is harmless.
  public func update() {
    fireTimers()
    presenter.update()
    releaseHeldInput()
    presenter.followEnabledDefault()
    snackbars.update()
    banners.update()
    refreshModal()
    syncHolds()
  }

  /// How long a renderer may sleep before something is due, or nil when nothing is: the
  /// next transition frame, message timer or scheduled timer.
  ///
  /// Nil means idle: sleep until input, a call from the app, or `wakeHandler`.
  public var nextWakeDelay: Duration? {
    var delay: Duration?
    func consider(_ candidate: Duration?) {
      guard let candidate else { return }
      delay = min(delay ?? candidate, candidate)
    }
    consider(presenter.nextDeadline.map { $0 - presenter.now })
    consider(snackbars.nextDeadline.map { $0 - snackbars.now })
    consider(banners.nextDeadline.map { $0 - banners.now })
    consider(timers.nextDeadline.map { $0 - presenter.now })
    if isAnimating { consider(frameInterval) }
    return delay.map { max(.zero, $0) }
  }

  /// Whether a transition is running, so frames are due before its end.
  public var isAnimating: Bool {
    let modalMoving = presenter.phase == .presenting || presenter.phase == .dismissing
    let snackbarMoving = snackbars.visiblePhase == .entering || snackbars.visiblePhase == .exiting
    let bannerMoving = Banner.Position.allCases.contains {
      banners.phase(at: $0) == .entering || banners.phase(at: $0) == .exiting
    }
    return modalMoving || snackbarMoving || bannerMoving || progressMoves
  }

  /// Whether the active modal's indeterminate progress runs: frames are due while it does,
  /// and none under reduced motion, where it stands still.
  var progressMoves: Bool {
    guard !presenter.reducesMotion, presenter.phase == .presented,
      let modal = presenter.activeModal
    else { return false }
    return modal.showsIndeterminateProgress
  }
}

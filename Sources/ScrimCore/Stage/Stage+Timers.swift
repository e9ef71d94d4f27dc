extension Stage {
  /// Runs `body` once `delay` has passed on the stage's clock, from the `update()` that
  /// finds it due; `nextWakeDelay` counts it, so a renderer wakes for it.
  ///
  ///     let limit = stage.schedule(after: .seconds(30)) { ending.timeOut() }
  ///
  /// - Returns: The timer, for `cancelTimer(_:)`.
  @discardableResult
  public func schedule(after delay: Duration, _ body: @escaping @MainActor () -> Void)
    -> StageTimerID
  {
    let id = timers.add(at: presenter.now + max(.zero, delay), body)
    wakeHandler?()
    return id
  }

  /// Cancels a timer that has not fired; one that has is left alone.
  public func cancelTimer(_ id: StageTimerID) {
    timers.remove(id)
  }

  /// Runs the timers that are due, each once; a body may schedule another.
  func fireTimers() {
    for body in timers.takeDue(at: presenter.now) { body() }
  }
}

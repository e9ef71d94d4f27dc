@_spi(Renderer) import ScrimCore

extension TerminalApp {
  /// Starts the terminal, draws, and handles input, resizes and timers until `stop()`,
  /// Ctrl-C or the end of input; the terminal is restored however it ends.
  ///
  ///     let ending = try await app.run()
  ///
  /// - Returns: Why it ended.
  /// - Throws: `TerminalError` when the terminal cannot be started or written.
  public func run() async throws(TerminalError) -> Ending {
    let inbox = LoopInbox()
    try device.start(modes) { event in inbox.post(event.map(LoopEvent.device) ?? .deviceEnded) }
    prepareFirstFrame()
    defer { device.stop() }
    // A suspension token released on any thread wakes the loop (`wake()`); nothing polls
    // for it.
    self.inbox.withLock { $0 = inbox }
    defer {
      timer?.cancel()
      timer = nil
      self.inbox.withLock { $0 = nil }
      inbox.setHandler(nil)
    }
    // The frame sets the first timer (`scheduleWake(_:)`).
    try draw()
    lastLoopFrame = now
    // Each event is one turn, run in its own main-actor job (see LoopInbox); the one
    // continuation here resumes once, when the loop ends.
    let result = await withUnsafeContinuation {
      (continuation: UnsafeContinuation<Result<Ending, TerminalError>, Never>) in
      var finished = false
      inbox.setHandler { [weak self] event in
        guard let self, !finished else { return }
        let outcome = self.turn(event, inbox: inbox)
        guard let outcome else { return }
        finished = true
        inbox.setHandler(nil)
        continuation.resume(returning: outcome)
      }
    }
    return try result.get()
  }

  /// One turn of the loop: the event, what is due on the clock, and, unless more events
  /// are queued, the frame and the next timer.
  ///
  /// - Returns: How the loop ends, or nil while it goes on.
  private func turn(_ event: LoopEvent, inbox: LoopInbox) -> Result<Ending, TerminalError>? {
    turnCount += 1
    switch event {
    case .device(let deviceEvent): process(deviceEvent)
    case .deviceEnded: ending = ending ?? .deviceClosed
    case .tick, .redraw: break
    }
    tick()
    if let ending { return .success(ending) }
    // The turn of the burst's last event draws what all of them did; a burst that goes
    // on for longer than a frame (`frameInterval`, the rate transitions step at) still
    // shows a frame each frame's time.
    if inbox.hasPending, let drawn = lastLoopFrame, now - drawn < frameInterval {
      return nil
    }
    do {
      // The frame sets the next timer.
      try draw()
      lastLoopFrame = now
    } catch {
      return .failure(error)
    }
    return nil
  }

  /// Switches the terminal on and takes its size; `run()` calls it first.
  ///
  /// - Returns: The device's events, for a loop of your own.
  public func start() throws(TerminalError) -> AsyncStream<DeviceEvent> {
    let events = try device.start(modes)
    prepareFirstFrame()
    return events
  }

  /// Takes the started terminal's size and makes the next frame a full one.
  private func prepareFirstFrame() {
    resize(to: device.size)
    renderer.invalidate()
    needsFullDraw = true
    ending = nil
  }

  /// Finishes whatever is due on the clock: transitions, message timers, and a lone Esc
  /// whose wait for the rest of a sequence is over.
  public func tick() {
    if parser.hasPendingInput, let wait = parser.idleTimeout, now - lastInput >= wait {
      for input in parser.idle() { route(input) }
    }
    loop.update()
  }

  /// How long the app may sleep before something is due, or nil when nothing is: the
  /// next transition frame, message timer, or Esc wait.
  public var nextWakeDelay: Duration? {
    [stage.nextWakeDelay, escapeWait].compactMap { $0 }.min()
  }

  /// How long a lone Esc still waits for the rest of a sequence, or nil when none waits.
  var escapeWait: Duration? {
    guard parser.hasPendingInput, let wait = parser.idleTimeout else { return nil }
    return max(.zero, lastInput + wait - now)
  }
}

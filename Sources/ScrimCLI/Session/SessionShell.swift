import ScrimCore

/// One run of a command's content on a renderer: the one ending it records into, the
/// timers it sets on the stage's clock (a time limit, a countdown), input it follows, and
/// how the run ended.
///
/// The scrim command (`CommandSession`) and the drop-in (`CompatSession`) run through it,
/// in a terminal or a window alike; whatever ends the content ends the run. Every timer runs
/// on the stage's clock, so a test drives a time-out with a manual clock.
///
///     let shell = SessionShell(renderer: app)
///     try model.show(on: shell.stage, endingIn: shell.ending)
///     shell.limit(to: .seconds(30))
///     let outcome = model.outcome(for: try await shell.run(closesModal: true))
@MainActor
package final class SessionShell {
  /// The device the content shows on.
  package let renderer: any SessionRenderer
  /// Where the content's completions and the time limit record how it ended.
  package let ending: SessionEnding
  /// The program and box the content is, for the renderer and the transcript.
  package let name: QuestionName
  private var timers: [StageTimerID] = []
  private var followed: [any FollowedInput] = []
  private var isRunning = true

  /// Makes a shell whose ending stops `renderer`, showing what its program calls `name`.
  package init(renderer: any SessionRenderer, asking name: QuestionName) {
    self.renderer = renderer
    self.name = name
    ending = SessionEnding { [weak renderer] in renderer?.stop() }
  }

  /// The renderer's stage.
  package var stage: Stage { renderer.stage }

  /// Ends the run as timed out once `limit` has passed on the stage's clock, unless the
  /// content ended first; nil sets no limit.
  package func limit(to limit: Duration?) {
    guard let limit else { return }
    timers.append(stage.schedule(after: limit) { [weak self] in self?.ending.timeOut() })
  }

  /// Calls `tick` with the seconds left, once a second from `seconds - 1` down to zero, on
  /// the stage's clock; a redraw follows each.
  package func countDown(from seconds: Int, _ tick: @escaping @MainActor (Int) -> Void) {
    guard seconds > 0 else { return }
    var left = seconds
    func step() {
      left -= 1
      tick(left)
      renderer.setNeedsDisplay()
      if left > 0 { schedule() }
    }
    func schedule() {
      timers.append(
        stage.schedule(after: .seconds(1)) { [weak self] in
          guard self?.isRunning == true else { return }
          step()
        })
    }
    schedule()
  }

  /// Calls `tick` every `interval` on the stage's clock while the run lasts; a redraw
  /// follows each.
  func repeating(every interval: Duration, _ tick: @escaping @MainActor () -> Void) {
    func schedule() {
      timers.append(
        stage.schedule(after: interval) { [weak self] in
          guard let self, self.isRunning else { return }
          tick()
          self.renderer.setNeedsDisplay()
          schedule()
        })
    }
    schedule()
  }

  /// Follows `updates` as they come, each turn's applied on the renderer's loop with a
  /// redraw after; `finished` runs once they end.
  func follow<Input: FollowedInput>(
    _ updates: Input, _ apply: @escaping @MainActor ([Input.Update]) -> Void,
    finished: @escaping @MainActor () -> Void
  ) {
    let renderer = renderer
    followed.append(updates)
    renderer.followsInput(true)
    updates.whenAvailable { [weak self] in
      renderer.post {
        guard let self, self.isRunning else { return }
        let taken = updates.take()
        if !taken.updates.isEmpty {
          apply(taken.updates)
          renderer.setNeedsDisplay()
        }
        // The inbox reports its end once.
        if taken.isFinished {
          renderer.followsInput(false)
          finished()
        }
      }
    }
  }

  /// Runs the renderer until the content ends or the renderer stops, and resolves how.
  ///
  /// Each modal that ends is written to the transcript (`SCRIM_TRANSCRIPT`), here, for every
  /// program and renderer.
  ///
  /// - Parameter closesModal: Whether a closed window is Esc (the content is a modal).
  package func run(closesModal: Bool) async throws(CommandFailure) -> SessionEnd {
    renderer.willAsk(name)
    renderer.setNeedsDisplay()
    defer { finish() }
    let modal = stage.presenter.activeModal
    let stop = try await renderer.runSession()
    Transcript.record(modal, name: name, result: ending.result, timedOut: ending.timedOut)
    return ending.end(stop: stop, closesModal: closesModal)
  }

  /// Cancels the timers and stops following input, so nothing outlives the run.
  private func finish() {
    isRunning = false
    for timer in timers { stage.cancelTimer(timer) }
    timers = []
    for updates in followed { updates.stopListening() }
    followed = []
  }
}

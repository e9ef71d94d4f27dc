@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct ProgressIndicatorTests {
  private func gauge(
    _ progress: ProgressIndicator, reducesMotion: Bool = true
  ) throws -> (Stage, Dialog, ManualClock) {
    let clock = ManualClock()
    let stage = Stage(
      clock: clock, size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: reducesMotion)
    let dialog = Dialog(title: "Installing", message: "Unpacking…")
    dialog.addControl(.progress(progress))
    try stage.present(dialog)
    stage.update()
    return (stage, dialog, clock)
  }

  @Test("the fraction is clamped to 0...1, and NaN makes it indeterminate")
  func clamps() {
    let progress = ProgressIndicator(fraction: 1.5)
    #expect(progress.fraction == 1)
    progress.fraction = -2
    #expect(progress.fraction == 0)
    progress.fraction = .nan
    #expect(progress.fraction == nil)
    #expect(progress.isIndeterminate)
    #expect(ProgressIndicator(fraction: .nan).fraction == nil)
  }

  @Test("a dialog with progress may have no buttons; one without stays an error")
  func noActionsOnlyWithProgress() throws {
    let (stage, dialog, _) = try gauge(ProgressIndicator(fraction: 0))
    #expect(stage.presenter.activeModal === dialog)
    #expect(throws: PresentationError.self) {
      try stage.present(Dialog(title: "Empty"))
    }
    stage.dismiss(dialog)
    stage.update()
    #expect(stage.presenter.activeModal == nil, "the app ends it")
  }

  @Test("progress is announced in steps of 10%, and when the text changes, not every percent")
  func announcesSteps() throws {
    let progress = ProgressIndicator(fraction: 0)
    let (stage, dialog, _) = try gauge(progress)
    _ = stage.takeAnnouncements()
    var said: [String] = []
    for percent in 1...25 {
      progress.fraction = Double(percent) / 100
      said += stage.takeAnnouncements().map(\.text)
    }
    #expect(said == ["Progress: 10%", "Progress: 20%"])
    dialog.message = "Configuring…"
    #expect(stage.takeAnnouncements().map(\.text) == ["Configuring…"])
    progress.announcementStep = 0.5
    progress.fraction = 0.4
    progress.fraction = 0.55
    #expect(stage.takeAnnouncements().map(\.text) == ["Progress: 55%"])
  }

  @Test("changing the fraction or the message while shown repaints: the scene changes")
  func changesRepaint() throws {
    let progress = ProgressIndicator(fraction: 0.1)
    let (stage, dialog, _) = try gauge(progress)
    func shown() -> ModalLayerState? {
      for case .modal(let state) in stage.scene().layers { return state }
      return nil
    }
    let first = shown()
    progress.fraction = 0.2
    let second = shown()
    #expect(second != first)
    dialog.message = "Almost there"
    #expect(shown() != second)
  }

  @Test("an indeterminate bar's moving segment moves in the scene while nothing else changes")
  func segmentMovesWithTime() throws {
    let (stage, _, clock) = try gauge(ProgressIndicator(), reducesMotion: false)
    func filled() -> Range<Int>? {
      for case .modal(let state) in stage.scene().layers {
        if case .progress(let bar) = state.control(0) { return bar.filled }
      }
      return nil
    }
    let first = filled()
    #expect(first == filled(), "no time passed, so it stands where it was")
    clock.advance(by: .milliseconds(300))
    stage.update()
    let later = filled()
    #expect(later != nil && later != first)
  }

  @Test("an indeterminate bar asks for frames; a determinate one, or reduced motion, does not")
  func framesOnlyWhileMoving() throws {
    let (moving, _, _) = try gauge(ProgressIndicator(), reducesMotion: false)
    moving.update()
    #expect(moving.nextWakeDelay == moving.frameInterval)
    let (still, _, _) = try gauge(ProgressIndicator(), reducesMotion: true)
    #expect(still.nextWakeDelay == nil)
    let (determinate, _, clock) = try gauge(ProgressIndicator(fraction: 0.5), reducesMotion: false)
    clock.advance(by: .seconds(1))
    determinate.update()
    #expect(determinate.nextWakeDelay == nil)
  }

  @Test("the indeterminate segment runs along the track and stands in the middle without a phase")
  func segmentMoves() {
    #expect(ProgressIndicator.indeterminateSegment(width: 30, phase: nil) == 10..<20)
    #expect(ProgressIndicator.indeterminateSegment(width: 30, phase: 0).isEmpty)
    #expect(ProgressIndicator.indeterminateSegment(width: 30, phase: 0.5) == 10..<20)
    #expect(ProgressIndicator.indeterminateSegment(width: 30, phase: 1).isEmpty)
  }

  @Test("a screen reader finds a progress indicator with its percentage")
  func accessibilityNode() throws {
    let (stage, _, _) = try gauge(ProgressIndicator(fraction: 0.42))
    let tree = try #require(stage.presenter.accessibilityTree)
    let node = tree.children.first { $0.role == .progressIndicator }
    #expect(node?.value == "42%")
  }
}

import ScrimCore

/// A snackbar or banner in line mode: shown on a stage whose time stands still while the
/// user reads, so its ending is the core's, and read from the stage's accessibility tree.
///
/// A message with actions takes focus and waits for an answer (accessibility mode holds its
/// timer); one without is read, then its time passes and it times out. A `--timeout` lets
/// its time run out too; a signal dismisses it.
@MainActor
struct MessageLine {
  let runner: AccessibleRunner
  let stage: Stage
  let clock: LineClock
  let model: CommandModel

  func run(_ message: SnackbarMessage) -> CommandOutcome {
    var message = message
    let ending = Ending()
    message.completion = ending.recording(after: message.completion)
    stage.isAccessibilityModeOn = message.action != nil
    let id = stage.show(message)
    stage.update()
    let answered = readAndAsk(.snackbar)
    finish(answered, remaining: { stage.snackbars.remainingTime }) {
      stage.snackbars.dismiss(id)
    }
    return outcome(ending.reason, answered)
  }

  func run(_ banner: Banner) -> CommandOutcome {
    var banner = banner
    let ending = Ending()
    banner.completion = ending.recording(after: banner.completion)
    let position = banner.position
    stage.isAccessibilityModeOn = !banner.actions.isEmpty
    let id: MessageID
    do {
      id = try stage.show(banner)
    } catch {
      runner.say("scrim: \(error)")
      return model.outcome(.programmatic)
    }
    stage.update()
    let answered = readAndAsk(.banner(position))
    finish(answered, remaining: { stage.banners.remainingTime(at: position) }) {
      stage.banners.dismiss(id)
    }
    return outcome(ending.reason, answered)
  }

  /// Reads the message's accessibility tree (the one whose target is `message`), lists
  /// its buttons and hands the answer to the stage: the button's activation, or the screen
  /// reader's escape for an empty answer or the end of input.
  private func readAndAsk(_ message: StageTarget) -> Answer<Int?> {
    guard let tree = stage.accessibilityTrees.last(where: { $0.target == message }) else {
      return .answer(nil)
    }
    for line in LineReading.lines(of: tree) { runner.io.write(line + "\n") }
    let buttons = tree.children.filter { $0.role == .button && $0.isEnabled }
    guard !buttons.isEmpty else { return .answer(nil) }
    let answer = runner.askOptional(among: buttons.map(\.label))
    switch answer {
    case .answer(let index?):
      if let target = buttons[index].target { stage.handle(.accessibilityActivate(target)) }
    case .answer(nil), .stopped(.endOfInput), .stopped(.line): stage.handle(.accessibilityEscape)
    case .stopped: break
    }
    stage.update()
    return answer
  }

  /// Lets the message's time pass when nothing ended it (it was read, or time ran out);
  /// a signal dismisses it.
  private func finish(
    _ answered: Answer<Int?>, remaining: () -> Duration?, dismiss: () -> Void
  ) {
    if case .stopped(.interrupted) = answered {
      dismiss()
    } else {
      stage.isAccessibilityModeOn = false
      stage.update()
      if let left = remaining() {
        clock.advance(by: left)
        stage.update()
      }
    }
    // A message that never times out and was not answered is done once read.
    dismiss()
    stage.update()
  }

  private func outcome(_ ending: MessageEndReason?, _ answered: Answer<Int?>) -> CommandOutcome {
    if case .stopped(.interrupted(let signal)) = answered {
      return model.outcome(.interrupted(signal: signal))
    }
    return model.outcome(for: ending ?? .programmatic)
  }
}

/// How a message ended, as its completion was told.
@MainActor
private final class Ending {
  var reason: MessageEndReason?

  /// A completion that runs the message's own, then keeps the reason.
  func recording(after completion: (@MainActor (MessageEndReason) -> Void)?)
    -> @MainActor (MessageEndReason) -> Void
  {
    { reason in
      completion?(reason)
      self.reason = reason
    }
  }
}

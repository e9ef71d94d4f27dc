import ScrimCore

/// Runs a command as plain line prompts, for screen readers and dumb terminals (huh's
/// accessible mode): no colour, no cursor movement, no time limit unless `--timeout`.
///
/// The runner is a renderer of a `Stage` in accessibility mode: it reads the modal's
/// accessibility tree in its reading order (the title, the message and each field, toggle
/// (y/n) and choice (numbered) as the tree orders them, then the numbered buttons in
/// display order), in `LineReading`'s words, hands each answer to the stage as a screen
/// reader's activation of the node's target, and reports the ending the stage decided. So a line-mode user fills in a dialog first, then confirms or cancels, and
/// every ending rule (which handler runs, what Esc does) is the core's.
///
/// An action or option may be answered with its number or its label; an empty answer takes
/// the default shown in the prompt. Invalid answers ask again, at most
/// `maximumInvalidAnswers` times in a row; then, as at the end of input, the modal gets the
/// screen reader's escape.
///
///     let outcome = AccessibleRunner(io: StandardLineIO(timeout: nil)).run(model)
@MainActor
package struct AccessibleRunner {
  /// Where prompts go and answers come from.
  package let io: any LineIO
  /// How many invalid answers in a row end the run as cancelled, so that endless input
  /// (`yes | scrim alert ...`) cannot keep it asking forever.
  ///
  /// Defaults to 10.
  package var maximumInvalidAnswers: Int
  /// Applies the next update to a progress dialog without actions (its fraction, its
  /// message, or `Presenter.dismiss` when the work is done), waiting for it as it must;
  /// returns false when there will be no more, and the dialog is then dismissed.
  ///
  /// Defaults to nil: a progress dialog is shown as it is and dismissed at once.
  package var progressFeed: (@MainActor () -> Bool)?

  /// Makes a runner.
  package init(io: any LineIO, maximumInvalidAnswers: Int = 10) {
    self.io = io
    self.maximumInvalidAnswers = max(1, maximumInvalidAnswers)
  }

  /// Asks until the command has an outcome; every action handler and message completion
  /// that should run has run once.
  package func run(_ model: CommandModel) -> CommandOutcome {
    let clock = LineClock()
    // Line mode has no size of its own; the stage lays out for a common terminal, which
    // nothing here reads.
    let stage = Stage(
      clock: clock, size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    switch model.content {
    case .modal(let modal): return run(modal, model, on: stage)
    case .snackbar(let message):
      return MessageLine(runner: self, stage: stage, clock: clock, model: model).run(message)
    case .banner(let banner):
      return MessageLine(runner: self, stage: stage, clock: clock, model: model).run(banner)
    case .catalog: return model.outcome(.programmatic)
    }
  }

  // MARK: - Modals

  private func run(_ modal: any Modal, _ model: CommandModel, on stage: Stage) -> CommandOutcome {
    let ended = Ended()
    guard present(modal, on: stage, ended: ended) else { return model.outcome(.programmatic) }
    if let input = drive(modal, on: stage, ended: ended) {
      return stop(modal, model, stage, input, ended)
    }
    return ended.result.map(model.outcome(for:)) ?? model.outcome(.programmatic)
  }

  /// Runs a modal already built (a gauge, a menu) in line mode on `stage`, and returns how
  /// it ended: nil when input stopped before it did (it is then dismissed, as by Esc).
  ///
  ///     let result = runner.run(dialog, on: stage)
  package func run(_ modal: any Modal, on stage: Stage) -> DismissResult? {
    let ended = Ended()
    guard present(modal, on: stage, ended: ended) else { return nil }
    if drive(modal, on: stage, ended: ended) != nil {
      escape(modal, on: stage, ended: ended)
      return nil
    }
    return ended.result
  }

  /// Presents `modal` in accessible mode, its result recorded in `ended`; false, once the
  /// refusal is said, when the stage refuses it.
  private func present(_ modal: any Modal, on stage: Stage, ended: Ended) -> Bool {
    stage.isAccessibilityModeOn = true
    do {
      try stage.present(modal) { ended.result = $0 }
      return true
    } catch {
      io.write("scrim: \(UserText.visible(error.description))\n")
      return false
    }
  }

  /// Ends a modal whose asking stopped as Esc does, and takes it away if Esc did not (a
  /// modal with no cancel action).
  private func escape(_ modal: any Modal, on stage: Stage, ended: Ended) {
    stage.handle(.accessibilityEscape)
    stage.update()
    if ended.result == nil { stage.presenter.dismiss(modal) }
    stage.update()
  }

  /// Reads the modal's accessibility tree out in its order, asking for each field, toggle
  /// and list as it comes to it, then for an action among its buttons (or, for a progress
  /// dialog without buttons, follows its progress until it ends).
  ///
  /// The tree is read again after each answer, so what an answer changed (a value, a
  /// button enabled) is what the next question sees.
  ///
  /// - Returns: What stopped the asking, or nil when the modal ended.
  private func drive(_ modal: any Modal, on stage: Stage, ended: Ended) -> LineInput? {
    stage.update()
    guard let first = stage.presenter.accessibilityTree else { return nil }
    if !first.children.contains(where: { $0.role == .button }),
      first.children.contains(where: { $0.role == .progressIndicator })
    {
      for node in first.children where node.role != .progressIndicator { say(node.label) }
      followProgress(of: modal, on: stage) { ended.result != nil }
      return nil
    }
    var position = 0
    while let tree = stage.presenter.accessibilityTree, position < tree.children.count {
      let node = tree.children[position]
      position += 1
      if let input = read(node, on: stage) { return input }
    }
    guard let tree = stage.presenter.accessibilityTree else { return nil }
    let buttons = tree.children.filter { $0.role == .button && $0.isEnabled }
    for (index, button) in buttons.enumerated() {
      io.write(LineReading.buttonLine(button, number: index + 1) + "\n")
    }
    let fallback = buttons.firstIndex(where: \.isSelected)
    switch ask(among: buttons.map(\.label), fallback: fallback, noun: "an action") {
    case .stopped(let input):
      return input
    case .answer(let index):
      guard let target = buttons[index].target else { return .endOfInput }
      stage.handle(.accessibilityActivate(target))
      stage.update()
      return nil
    }
  }

  /// Says one node of the modal's tree, or asks for its value and hands the answer to the
  /// stage.
  ///
  /// Buttons wait for the action question.
  ///
  /// - Returns: What stopped the asking, or nil.
  private func read(_ node: AccessibilityNode, on stage: Stage) -> LineInput? {
    switch node.role {
    case .button, .progressIndicator:
      return nil
    case .textField, .secureTextField:
      guard case .modal(.control(let index))? = node.target else { return nil }
      switch askText(node) {
      case .answer(let text?): stage.handle(.accessibilitySetValue(control: index, text))
      case .answer(nil): break
      case .stopped(let input): return input
      }
    case .toggle:
      let isOn = node.value == "on"
      switch askYesNo(node) {
      case .answer(let wanted):
        if wanted != isOn, let target = node.target {
          stage.handle(.accessibilityActivate(target))
        }
      case .stopped(let input): return input
      }
    case .list:
      return fill(list: node, on: stage)
    default:
      say(node.label)
    }
    return nil
  }

  /// End of input is the screen reader's escape, which the stage turns into Cancel (its
  /// handler runs) or a dismissal; a time limit or a signal takes the modal away unanswered.
  private func stop(
    _ modal: any Modal, _ model: CommandModel, _ stage: Stage, _ input: LineInput,
    _ ended: Ended
  ) -> CommandOutcome {
    switch input {
    case .timedOut:
      stage.presenter.dismiss(modal)
      return model.outcome(.timeout)
    case .interrupted(let signal):
      stage.presenter.dismiss(modal)
      return model.outcome(.interrupted(signal: signal))
    case .endOfInput, .line:
      escape(modal, on: stage, ended: ended)
      guard let result = ended.result, result.reason != .programmatic else {
        return model.outcome(.escape)
      }
      return model.outcome(for: result)
    }
  }

  // MARK: - Output

  /// Writes user text made safe, a line of output for each of its lines; nothing for nil
  /// or blank text.
  func say(_ text: String?) {
    guard let text else { return }
    for line in LineReading.spokenLines(text) { io.write(line + "\n") }
  }
}

/// How the modal ended, written by its completion while the runner reads it.
@MainActor
private final class Ended {
  var result: DismissResult?
}

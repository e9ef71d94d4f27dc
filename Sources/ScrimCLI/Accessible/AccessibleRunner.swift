import ScrimCore

/// Runs a command as plain line prompts, for screen readers and dumb terminals (huh's
/// accessible mode): no colour, no cursor movement, no time limit unless `--timeout`.
///
/// The runner is a renderer of a `Stage` in accessibility mode: it reads the modal in the
/// accessibility tree's reading order (the title, the message, then each field, toggle
/// (y/n) and choice (numbered), then the numbered actions in display order), hands each
/// answer to the stage as a screen reader's activation, and reports the ending the stage
/// decided. So a line-mode user fills in a dialog first, then confirms or cancels, and
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
    stage.isAccessibilityModeOn = true
    let ended = Ended()
    do {
      try stage.present(modal) { ended.result = $0 }
    } catch {
      io.write("scrim: \(UserText.visible(error.description))\n")
      return model.outcome(.programmatic)
    }
    stage.update()
    say(modal.title)
    say(modal.message)
    for index in modal.controls.indices {
      if let input = fill(modal.controls[index], at: index, on: stage) {
        return stop(modal, model, stage, input, ended)
      }
    }
    let actions = modal.displayOrder(for: modal.naturalArrangement).filter(\.isEnabled)
    // Found once: a sheet may list 100,000 actions, and each line is marked against it.
    let defaultAction = modal.defaultAction
    let fallback = defaultAction.flatMap { chosen in actions.firstIndex { $0 === chosen } }
    for (index, action) in actions.enumerated() {
      let marks = marks(action, isDefault: action === defaultAction)
      io.write("  \(index + 1). \(UserText.visible(action.title))\(marks)\n")
    }
    switch ask(among: actions.map(\.title), fallback: fallback, noun: "an action") {
    case .stopped(let input):
      return stop(modal, model, stage, input, ended)
    case .answer(let index):
      guard let position = modal.actions.firstIndex(where: { $0 === actions[index] }) else {
        return stop(modal, model, stage, .endOfInput, ended)
      }
      stage.handle(.accessibilityActivate(.modal(.action(position))))
      stage.update()
      return ended.result.map(model.outcome(for:)) ?? model.outcome(.programmatic)
    }
  }

  private func marks(_ action: AlertAction, isDefault: Bool) -> String {
    var marks: [String] = []
    if action.style != .default { marks.append(action.style.name) }
    if isDefault { marks.append("default") }
    return marks.isEmpty ? "" : " (" + marks.joined(separator: ", ") + ")"
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
      stage.handle(.accessibilityEscape)
      stage.update()
      if ended.result == nil { stage.presenter.dismiss(modal) }
      stage.update()
      guard let result = ended.result, result.reason != .programmatic else {
        return model.outcome(.escape)
      }
      return model.outcome(for: result)
    }
  }

  /// Asks for one control's value and hands it to the stage; returns what stopped the
  /// asking, or nil.
  private func fill(_ control: Control, at index: Int, on stage: Stage) -> LineInput? {
    switch control {
    case .text(let text):
      say(text)
      return nil
    case .textField(let field):
      switch askText(field) {
      case .answer(let text): stage.handle(.accessibilitySetValue(control: index, text))
      case .stopped(let input): return input
      }
    case .toggle(let toggle):
      switch askYesNo(toggle.title, current: toggle.isOn) {
      case .answer(let isOn):
        if isOn != toggle.isOn { stage.handle(.accessibilityActivate(.modal(.control(index)))) }
      case .stopped(let input): return input
      }
    case .choice(let list):
      say(list.title + ":")
      for (number, option) in list.options.enumerated() {
        io.write("  \(number + 1). \(UserText.visible(option))\n")
      }
      switch ask(among: list.options, fallback: list.selectedIndex, noun: "an option") {
      case .answer(let option):
        stage.handle(.accessibilityActivate(.modal(.choiceOption(control: index, option: option))))
      case .stopped(let input): return input
      }
    case .progress:
      return nil
    }
    return nil
  }

  // MARK: - Output

  /// Writes a line of user text, made safe; nothing for nil or blank text.
  func say(_ text: String?) {
    guard let text, !text.isBlank else { return }
    io.write(UserText.visible(text) + "\n")
  }
}

/// How the modal ended, written by its completion while the runner reads it.
@MainActor
private final class Ended {
  var result: DismissResult?
}

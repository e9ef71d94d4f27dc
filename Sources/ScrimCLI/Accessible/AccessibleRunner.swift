import ScrimCore

/// Runs a command as plain line prompts, for screen readers and dumb terminals (huh's
/// accessible mode): no colour, no cursor movement, no time limit unless `--timeout`.
///
/// A modal is asked in reading order: the title, the message, the numbered actions in
/// display order; then, when the chosen action is not Cancel, each field, toggle (y/n)
/// and choice (numbered) in command-line order. Choosing first means a cancelled dialog
/// never asks for a password. An action or option may be answered with its number or
/// its label; an empty answer takes the default shown in the prompt. Invalid answers ask
/// again, at most `maximumInvalidAnswers` times in a row; then, as at the end of input,
/// the modal is cancelled as Esc would cancel it.
///
///     let outcome = AccessibleRunner(io: StandardLineIO(timeout: nil)).run(model)
@MainActor
public struct AccessibleRunner {
  /// Where prompts go and answers come from.
  public let io: any LineIO
  /// How many invalid answers in a row end the run as cancelled, so that endless input
  /// (`yes | scrim alert ...`) cannot keep it asking forever.
  ///
  /// Defaults to 10.
  public var maximumInvalidAnswers: Int

  /// Makes a runner.
  public init(io: any LineIO, maximumInvalidAnswers: Int = 10) {
    self.io = io
    self.maximumInvalidAnswers = max(1, maximumInvalidAnswers)
  }

  /// Asks until the command has an outcome; every action handler and message completion
  /// that should run has run once.
  public func run(_ model: CommandModel) -> CommandOutcome {
    switch model.content {
    case .modal(let modal): return run(modal, model)
    case .snackbar(let message): return run(message, model)
    case .banner(let banner): return run(banner, model)
    case .catalog: return model.outcome(.programmatic)
    }
  }

  // MARK: - Modals

  private func run(_ modal: any Modal, _ model: CommandModel) -> CommandOutcome {
    say(modal.title)
    say(modal.message)
    let actions = modal.displayOrder(for: modal.naturalArrangement).filter(\.isEnabled)
    let fallback = modal.defaultAction.flatMap { chosen in actions.firstIndex { $0 === chosen } }
    for (index, action) in actions.enumerated() {
      io.write("  \(index + 1). \(UserText.visible(action.title))\(marks(action, modal))\n")
    }
    switch ask(among: actions.map(\.title), fallback: fallback, noun: "an action") {
    case .stopped(let input):
      return stop(modal, model, input)
    case .answer(let index):
      let action = actions[index]
      if action.style == .cancel { return finish(action, model, .cancel) }
      for control in modal.controls {
        if let input = fill(control) { return stop(modal, model, input) }
      }
      return finish(action, model, .action)
    }
  }

  private func marks(_ action: AlertAction, _ modal: any Modal) -> String {
    var marks: [String] = []
    if action.style != .default { marks.append(action.style.name) }
    if action === modal.defaultAction { marks.append("default") }
    return marks.isEmpty ? "" : " (" + marks.joined(separator: ", ") + ")"
  }

  private func finish(
    _ action: AlertAction, _ model: CommandModel, _ reason: CommandOutcome.Reason
  ) -> CommandOutcome {
    action.runHandler()
    return model.outcome(reason)
  }

  /// End of input is Esc: the Cancel action's handler runs when there is one.
  private func stop(_ modal: any Modal, _ model: CommandModel, _ input: LineInput)
    -> CommandOutcome
  {
    switch input {
    case .timedOut: return model.outcome(.timeout)
    case .interrupted(let signal): return model.outcome(.interrupted(signal: signal))
    case .endOfInput, .line:
      if let cancel = modal.cancelAction { cancel.runHandler() }
      return model.outcome(.escape)
    }
  }

  /// Asks for one control's value; returns what stopped the asking, or nil.
  private func fill(_ control: Control) -> LineInput? {
    switch control {
    case .text(let text):
      say(text)
      return nil
    case .textField(let field):
      switch askText(field) {
      case .answer(let text): field.text = text
      case .stopped(let input): return input
      }
    case .toggle(let toggle):
      switch askYesNo(toggle.title, current: toggle.isOn) {
      case .answer(let isOn): toggle.isOn = isOn
      case .stopped(let input): return input
      }
    case .choice(let list):
      say(list.title + ":")
      for (index, option) in list.options.enumerated() {
        io.write("  \(index + 1). \(UserText.visible(option))\n")
      }
      switch ask(among: list.options, fallback: list.selectedIndex, noun: "an option") {
      case .answer(let index): list.selectedIndex = index
      case .stopped(let input): return input
      }
    }
    return nil
  }

  // MARK: - Messages

  private func run(_ message: SnackbarMessage, _ model: CommandModel) -> CommandOutcome {
    say(message.text)
    guard let action = message.action else { return end(message.completion, model, .timeout) }
    io.write("  1. \(UserText.visible(action.title))\n")
    switch askOptional(among: [action.title]) {
    case .answer(nil): return end(message.completion, model, .dismissedByUser)
    case .answer(_?):
      action.handler()
      return end(message.completion, model, .action)
    case .stopped(let input): return stop(message.completion, model, input)
    }
  }

  private func run(_ banner: Banner, _ model: CommandModel) -> CommandOutcome {
    let heading = [banner.icon, banner.title].compactMap { $0 }.filter { !$0.isBlank }
    if !heading.isEmpty { say(heading.joined(separator: " ")) }
    say(banner.description)
    let actions = banner.displayedActions
    guard !actions.isEmpty else { return end(banner.completion, model, .timeout) }
    for (index, action) in actions.enumerated() {
      io.write("  \(index + 1). \(UserText.visible(action.title))\n")
    }
    switch askOptional(among: actions.map(\.title)) {
    case .answer(nil): return end(banner.completion, model, .dismissedByUser)
    case .answer(let index?):
      actions[index].handler()
      return end(banner.completion, model, .action)
    case .stopped(let input): return stop(banner.completion, model, input)
    }
  }

  private func end(
    _ completion: (@MainActor (MessageEndReason) -> Void)?, _ model: CommandModel,
    _ reason: MessageEndReason
  ) -> CommandOutcome {
    completion?(reason)
    return model.outcome(for: reason)
  }

  /// A message is dismissed at the end of input; a signal ends it without a completion
  /// reason of its own, so it is reported as the interruption.
  private func stop(
    _ completion: (@MainActor (MessageEndReason) -> Void)?, _ model: CommandModel,
    _ input: LineInput
  ) -> CommandOutcome {
    switch input {
    case .timedOut: return end(completion, model, .timeout)
    case .interrupted(let signal):
      completion?(.programmatic)
      return model.outcome(.interrupted(signal: signal))
    case .endOfInput, .line: return end(completion, model, .dismissedByUser)
    }
  }

  // MARK: - Output

  /// Writes a line of user text, made safe; nothing for nil or blank text.
  func say(_ text: String?) {
    guard let text, !text.isBlank else { return }
    io.write(UserText.visible(text) + "\n")
  }
}

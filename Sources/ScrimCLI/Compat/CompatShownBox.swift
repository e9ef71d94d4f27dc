import ScrimCore

/// A box made into a core dialog: the modal to present, the button its handlers record,
/// and how to read what the script gets back.
@MainActor
final class CompatShownBox {
  /// The dialog shown.
  let dialog: Dialog
  /// The box it was made from.
  let box: CompatBox
  /// The button whose handler ran, if one did.
  var chosen: CompatEnding.Button?
  /// Reads the value written on OK: a tag, tags, text or form values.
  var readValue: @MainActor () -> CompatValue? = { nil }
  /// Reads what Help writes (dialog's item help), or nil to write the value.
  var helpValue: (@MainActor () -> CompatValue?)?
  /// A gauge's or pause's meter, updated while it shows.
  var progress: ProgressIndicator?
  /// A program box's or tail box's body, which follows its input.
  var followedBody: FollowedBody?

  init(dialog: Dialog, box: CompatBox) {
    self.dialog = dialog
    self.box = box
  }

  /// Adds a button that records `button` when chosen.
  @discardableResult
  func addButton(
    _ title: String, _ button: CompatEnding.Button, style: AlertAction.Style = .default
  )
    -> AlertAction
  {
    let action = AlertAction(title: ArgumentText.shown(title), style: style) { [weak self] _ in
      self?.chosen = button
    }
    dialog.addAction(action)
    return action
  }

  /// Shows what a gauge's input line changed: its percentage, or its new text (laid out by
  /// `program`'s text rules).
  func apply(_ update: GaugeFeed.Update, program: CompatProgram) {
    switch update {
    case .percent(let percent): progress?.fraction = Double(percent) / 100
    case .text(let text):
      dialog.message = ArgumentText.shown(
        CompatText.shown(text, program: program, options: box.options))
    }
  }

  /// The ending when a button ended the box: the one whose handler ran (Cancel when only
  /// the reason says so), and what it writes.
  func endingByButton(cancelled: Bool) -> CompatEnding {
    let button = chosen ?? (cancelled ? .cancel : .ok)
    let value = button == .help ? (helpValue ?? readValue)() : readValue()
    return CompatEnding(reason: .button(button), value: button == .cancel ? nil : value)
  }

  /// The ending for the reason the box ended, however it was shown (a window, a
  /// terminal, line prompts).
  func ending(for reason: CommandOutcome.Reason) -> CompatEnding {
    switch reason {
    case .action, .cancel:
      return endingByButton(cancelled: reason == .cancel)
    case .escape, .backgroundTap, .dismissed:
      return CompatEnding(reason: .escape, value: nil)
    case .timeout:
      return CompatEnding(reason: .timeout, value: nil)
    case .interrupted(let signal):
      return CompatEnding(reason: .interrupted(signal: signal), value: nil)
    case .programmatic, .replaced:
      return CompatEnding(reason: .finished, value: nil)
    }
  }
}

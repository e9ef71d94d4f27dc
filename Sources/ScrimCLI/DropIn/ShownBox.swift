import ScrimCore

/// A drop-in box made into a core modal: the one record every program's builder fills
/// (whiptail's and dialog's `CompatBox`, zenity's `ZenityRequest`) and every front reads
/// (a terminal, a window, line prompts, an answers file) to say how it ended.
///
/// It holds the button whose handler ran, a reader for what the box gives back, and the
/// parts that change while it shows (a meter, a followed body, buttons a progress box
/// enables).
@MainActor
package final class ShownBox<Request: Sendable> {
  /// The modal shown.
  package let modal: any Modal
  /// The command line's box it was made from.
  package let request: Request
  /// The title of a window around the modal, when a front opens one.
  package var windowTitle: String?
  /// The button whose handler ran, if one did.
  package var chosen: BoxEnding.Button?
  /// Reads what the box gives back on OK (and an extra button).
  package var readValue: @MainActor () -> BoxValue? = { nil }
  /// Reads what Help gives back (dialog's item help), or nil to give the value.
  package var helpValue: (@MainActor () -> BoxValue?)?
  /// A gauge's, pause's or progress box's meter, updated while it shows.
  package var progress: ProgressIndicator?
  /// The last fraction the input set, for a bar that stops pulsing.
  package var lastFraction: Double = 0
  /// A program box's or tail box's body, which follows its input.
  var followedBody: FollowedBody?
  /// The OK button, which a progress box or a text box's checkbox enables.
  package var okAction: AlertAction?
  /// The Cancel button, which a progress box disables at the end of its input.
  package var cancelAction: AlertAction?
  /// A text box's "I read and agree" checkbox.
  package var checkbox: Toggle?
  /// Where a box that reports as it changes (zenity's `--print-partial`) writes, a line
  /// each; the front sets it to its output.
  package var printPartial: @MainActor (String) -> Void = { _ in }
  /// The row the keyboard was on in the box's list as it ended, as the session handed it
  /// over.
  package var keyboardRow: Int?

  package init(modal: any Modal, request: Request) {
    self.modal = modal
    self.request = request
  }

  /// Makes an action that records `button` when chosen.
  func action(
    _ title: String, _ button: BoxEnding.Button, style: AlertAction.Style = .default
  ) -> AlertAction {
    AlertAction(title: ArgumentText.shown(title), style: style) { [weak self] _ in
      self?.chosen = button
    }
  }

  /// How the box ended, from the reason its front (a terminal, a window, line prompts)
  /// resolved, with what it holds read now.
  ///
  /// Esc runs Cancel's handler, but every program tells it from Cancel; a box the command
  /// ended itself (a gauge's input, `--auto-close`) ends as the button it recorded, or as
  /// finished.
  ///
  /// - Parameter highlights: Where the keyboard left each list, by control index, as the
  ///   session handed it over: the row of the box's list is kept (`keyboardRow`) for the
  ///   value Help reads.
  package func ending(
    for reason: CommandOutcome.Reason, highlights: [Int: Int] = [:]
  ) -> BoxEnding {
    let list = modal.controls.firstIndex { if case .choice = $0 { true } else { false } }
    if let list, let row = highlights[list] { keyboardRow = row }
    switch reason {
    case .action, .cancel:
      let button = chosen ?? (reason == .cancel ? .cancel : .ok)
      switch button {
      case .cancel: return BoxEnding(reason: .button(.cancel))
      case .help: return BoxEnding(reason: .button(.help), value: (helpValue ?? readValue)())
      default: return BoxEnding(reason: .button(button), value: readValue())
      }
    case .escape, .backgroundTap, .dismissed:
      return BoxEnding(reason: .closed)
    case .timeout:
      // zenity prints what some boxes hold as they time out.
      return BoxEnding(reason: .timeout, value: readValue())
    case .interrupted(let signal):
      return BoxEnding(reason: .interrupted(signal: signal))
    case .programmatic, .replaced:
      guard let chosen else { return BoxEnding(reason: .finished) }
      return BoxEnding(reason: .button(chosen), value: readValue())
    }
  }
}

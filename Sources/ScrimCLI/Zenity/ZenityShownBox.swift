import ScrimCore

/// The buttons of a zenity box, by what choosing one means.
package enum ZenityButton: Hashable, Sendable {
  case ok
  case cancel
  /// The `--extra-button` at this place among them.
  case extra(Int)
}

/// A zenity box made into a core modal: the modal, the button its handlers record, what it
/// prints, and the parts that change while it shows (a progress bar, a checkbox that
/// enables OK).
@MainActor
package final class ZenityShownBox {
  package let request: ZenityRequest
  package let modal: any Modal
  /// The title of the window around the modal: `--title`, else zenity's for the box.
  package let windowTitle: String
  /// The button whose handler ran, if one did.
  package var chosen: ZenityButton?
  /// What OK prints, newline and all, or nil for nothing.
  package var readValue: @MainActor () -> String? = { nil }
  /// The OK button, which a progress box or a text box's checkbox enables.
  package var okAction: AlertAction?
  /// The Cancel button, which a progress box disables at the end of its input.
  package var cancelAction: AlertAction?
  /// A text box's "I read and agree" checkbox.
  package var checkbox: Toggle?
  /// Where a scale's `--print-partial` writes each value it moves to, a line each; the
  /// runner sets it to its output.
  package var printPartial: @MainActor (String) -> Void = { _ in }
  /// A progress box's bar.
  package var progress: ProgressIndicator?
  /// The row the keyboard was on in the box's list as it ended, as the session handed it
  /// over.
  package var keyboardRow: Int?

  init(request: ZenityRequest, modal: any Modal, windowTitle: String) {
    self.request = request
    self.modal = modal
    self.windowTitle = windowTitle
  }

  /// Makes an action that records `button` when chosen.
  func action(
    _ title: String, _ button: ZenityButton, style: AlertAction.Style = .default
  ) -> AlertAction {
    AlertAction(title: ArgumentText.shown(title), style: style) { [weak self] _ in
      self?.chosen = button
    }
  }

  /// The actions for `request.extraButtons`, in order.
  func extraActions() -> [AlertAction] {
    request.extraButtons.enumerated().map { action($1, .extra($0)) }
  }

  /// Shows what a progress box's input line says.
  ///
  /// - Returns: Whether the box ends now: 100% with `--auto-close`.
  package func apply(_ line: ZenityProgressLine) -> Bool {
    switch line {
    case .text(let text):
      (modal as? Dialog)?.message = ArgumentText.shown(ZenityText.plain(fromMarkup: text))
    case .pulsate(let on):
      progress?.fraction = on ? nil : lastFraction
    case .percentage(let percent):
      lastFraction = percent / 100
      if progress?.isIndeterminate == false { progress?.fraction = lastFraction }
      if percent == 100 {
        okAction?.isEnabled = true
        if request.autoClose {
          chosen = .ok
          return true
        }
      }
    }
    return false
  }

  /// The end of a progress box's input: the bar full, OK enabled, Cancel not.
  ///
  /// - Returns: Whether the box ends now (`--auto-close`).
  package func inputEnded() -> Bool {
    progress?.fraction = 1
    okAction?.isEnabled = true
    cancelAction?.isEnabled = false
    if request.autoClose {
      chosen = .ok
      return true
    }
    return false
  }

  /// The last percentage read (or `--percentage`), for a bar that stops pulsing.
  package var lastFraction: Double = 0
}

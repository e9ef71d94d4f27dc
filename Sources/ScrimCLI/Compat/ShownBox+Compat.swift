import ScrimCore

extension ShownBox where Request == CompatBox {
  /// A whiptail or dialog box shown as `dialog`: every one of them is a dialog.
  convenience init(dialog: Dialog, box: CompatBox) {
    self.init(modal: dialog, request: box)
  }

  /// The box it was made from.
  var box: CompatBox { request }

  /// The dialog shown: the one initializer of these boxes takes nothing else.
  var dialog: Dialog {
    guard let dialog = modal as? Dialog else {
      preconditionFailure("a whiptail or dialog box is made only as a Dialog")
    }
    return dialog
  }

  /// Adds a button that records `button` when chosen.
  @discardableResult
  func addButton(
    _ title: String, _ button: BoxEnding.Button, style: AlertAction.Style = .default
  ) -> AlertAction {
    let made = action(title, button, style: style)
    dialog.addAction(made)
    return made
  }

  /// Shows what a gauge's input line changed: its percentage, or its new text (laid out by
  /// `program`'s text rules).
  func apply(_ update: GaugeFeed.Update, program: CompatProgram) {
    switch update {
    case .percent(let percent): progress?.fraction = Double(percent) / 100
    case .text(let text):
      dialog.message = ArgumentText.shown(
        CompatText.shown(text, program: program, options: box.options))
    case .pulsate: break
    }
  }
}

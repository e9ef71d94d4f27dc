/// How one drop-in box ended, in the words every program's exit codes are made from:
/// whiptail's, dialog's and zenity's boxes end in this one vocabulary, and each program's
/// output (`CompatOutput`, `ZenityOutput`) says what the script gets for it.
package struct BoxEnding: Hashable, Sendable {
  /// The button that ended it, by what choosing it means.
  package enum Button: Hashable, Sendable {
    /// OK, Yes, Exit.
    case ok
    /// Cancel or No.
    case cancel
    /// dialog's Help button.
    case help
    /// An extra button, by its place among them: dialog's one `--extra-button` is 0,
    /// zenity's `--extra-button`s are counted in order.
    case extra(Int)
  }

  /// Why it ended.
  package enum Reason: Hashable, Sendable {
    /// A button was chosen (or, for OK, the box ended by itself as OK would: a progress
    /// box's `--auto-close`).
    case button(Button)
    /// Esc, a closed window, or the end of input in line mode.
    case closed
    /// `--timeout` passed.
    case timeout
    /// A box that ends by itself did: an infobox drawn, a gauge's input ended, a pause's
    /// time ran out.
    case finished
    /// A signal ended the run.
    case interrupted(signal: Int32)
  }

  package var reason: Reason
  /// What the box holds for the script as it ended, read then: a tag, tags, text, form
  /// values; nil for nothing.
  package var value: BoxValue?

  package init(reason: Reason, value: BoxValue? = nil) {
    self.reason = reason
    self.value = value
  }
}

/// What a box gives back to the script, before its program formats it.
package enum BoxValue: Hashable, Sendable {
  /// Text written as it is: an input box's, or zenity's whole printed answer.
  case text(String)
  /// A menu's or radiolist's tag: as is, or quoted as needed with dialog's `--quoted`.
  case tag(String)
  /// A checklist's tags, quoted as the program quotes them.
  case tags([String])
  /// A form's values, one a line.
  case lines([String])
}

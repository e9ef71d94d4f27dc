/// How one box ended, in the terms whiptail's and dialog's exit codes speak.
struct CompatEnding: Hashable, Sendable {
  /// The button that ended it; Yes and Exit are `.ok`, No is `.cancel`.
  enum Button: Hashable, Sendable {
    case ok, cancel, extra, help
  }

  /// Why it ended.
  enum Reason: Hashable, Sendable {
    /// A button was chosen.
    case button(Button)
    /// Esc, or the end of input in line mode.
    case escape
    /// `--timeout` passed.
    case timeout
    /// A box that ends by itself did: an infobox drawn, a gauge's input ended, a pause's
    /// time ran out.
    case finished
    /// A signal ended the run.
    case interrupted(signal: Int32)
  }

  var reason: Reason
  /// What the box writes: a tag, tags, text, form values; nil writes nothing.
  var value: CompatValue?
}

/// What a box gives back to the script.
enum CompatValue: Hashable, Sendable {
  /// An input box's text: written as is.
  case text(String)
  /// A menu's or radiolist's tag: as is, or quoted as needed with dialog's `--quoted`.
  case tag(String)
  /// A checklist's tags, quoted as the program quotes them.
  case tags([String])
  /// A form's values, one a line.
  case lines([String])
}

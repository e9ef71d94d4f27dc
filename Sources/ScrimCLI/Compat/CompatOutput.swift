/// The bytes a box writes to the script and the exit status, as whiptail or dialog
/// write and return them.
struct CompatOutput {
  let program: CompatProgram
  /// The process's environment, read for dialog's `DIALOG_*` overrides.
  let variable: (String) -> String?
  /// Whether the result goes to a terminal, where its tags and text are made visible
  /// (`ResultText`); the separators and quotes are the format's own and stay.
  var onTerminal = false

  /// The text written for `ending`, or nil for none; only a chosen OK, Extra or Help
  /// writes (Help as "HELP tag", as dialog does).
  func text(for ending: BoxEnding, options: CompatOptions) -> String? {
    guard case .button(let button) = ending.reason, let value = ending.value else { return nil }
    switch button {
    case .ok, .extra: return format(value, options: options)
    case .help:
      switch value {
      case .tag(let tag): return "HELP " + shown(quoteIfAsked(tag, options: options))
      case .tags(let tags):
        // --help-status: the row and the marks, each quoted as needed.
        return "HELP " + tags.map { shown(quote($0, options: options)) }.joined(separator: " ")
      default: return nil
      }
    case .cancel: return nil
    }
  }

  private func format(_ value: BoxValue, options: CompatOptions) -> String {
    switch value {
    case .text(let text): return shown(text)
    case .tag(let tag): return shown(quoteIfAsked(tag, options: options))
    case .lines(let lines):
      return lines.map { shown($0) + (options.outputSeparator ?? "\n") }.joined()
    case .tags(let tags):
      // dialog's --output-separator follows each raw tag, or comes before each quoted one.
      if options.separateOutput {
        return tags.map { shown($0) + (options.outputSeparator ?? "\n") }.joined()
      }
      if let separator = options.outputSeparator, program == .dialog {
        return tags.map { separator + shown(quote($0, options: options)) }.joined()
      }
      return tags.map { shown(quote($0, options: options)) }.joined(separator: " ")
    }
  }

  /// A value, or a quoted one (quotes and backslashes are no controls), as the result's
  /// stream gets it.
  private func shown(_ text: String) -> String {
    ResultText.shown(text, onTerminal: onTerminal)
  }

  /// A single tag quoted as needed when dialog's `--quoted` or `--single-quoted` asks.
  private func quoteIfAsked(_ tag: String, options: CompatOptions) -> String {
    guard program == .dialog, options.quoted || options.singleQuoted else { return tag }
    return quote(tag, options: options)
  }

  /// whiptail quotes every checklist tag; dialog only those that need it (blanks, quotes,
  /// backslashes), with single quotes for `--single-quoted`.
  func quote(_ tag: String, options: CompatOptions) -> String {
    let needsQuotes = tag.isEmpty || tag.contains { " \t\n\"'\\".contains($0) }
    switch program {
    case .whiptail:
      return "\"" + tag + "\""
    case .dialog:
      guard needsQuotes else { return tag }
      if options.singleQuoted { return "'" + tag.substituting("'", with: "'\\''") + "'" }
      return "\"" + tag.substituting("\\", with: "\\\\").substituting("\"", with: "\\\"") + "\""
    }
  }

  /// The exit status: 0 OK or Yes, 1 Cancel or No, 2 Help, 3 Extra, 255 Esc (and, for
  /// dialog, a time-out unless `DIALOG_TIMEOUT` says otherwise), each overridden by
  /// dialog's `DIALOG_*` variables.
  func status(for ending: BoxEnding) -> Int32 {
    switch ending.reason {
    case .button(.ok), .finished: return code("DIALOG_OK", 0)
    case .button(.cancel): return code("DIALOG_CANCEL", 1)
    case .button(.help): return code("DIALOG_HELP", 2)
    case .button(.extra): return code("DIALOG_EXTRA", 3)
    case .closed: return code("DIALOG_ESC", 255)
    case .timeout: return code("DIALOG_TIMEOUT", code("DIALOG_ESC", 255))
    case .interrupted: return code("DIALOG_ESC", 255)
    }
  }

  /// The status for an error: dialog's -1 (255, or `DIALOG_ERROR`); whiptail's 1 for an
  /// unknown option and 255 otherwise.
  func errorStatus(unknownOption: Bool) -> Int32 {
    switch program {
    case .whiptail: return unknownOption ? 1 : 255
    case .dialog: return code("DIALOG_ERROR", 255)
    }
  }

  private func code(_ name: String, _ fallback: Int32) -> Int32 {
    guard program == .dialog, let text = variable(name), let value = Int32(text.trimmed) else {
      return fallback
    }
    // An exit status is a byte: -1 is 255, as the shell sees dialog's own.
    return value & 0xFF
  }
}

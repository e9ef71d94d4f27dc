extension CommandOutcome {
  /// What `scrim` writes to stdout: the result for a script, and nothing else.
  ///
  /// Without `--json`:
  /// - alert, sheet, snackbar, banner: the label of the action whose handler ran, on one
  ///   line (Esc and a background tap run the Cancel action's handler, so print its label);
  ///   nothing when none ran.
  /// - an alert with `--field`s, when it exits 0: the label, then one `NAME=VALUE` line per
  ///   field.
  /// - dialog: one `NAME=VALUE` line per control when it exits 0; nothing when cancelled.
  ///
  /// Labels, names and values are written as given, so a script can compare them with
  /// what it passed; when stdout is a terminal (`sanitized`), control characters are shown
  /// as Control Pictures instead, so that they cannot drive the terminal.
  ///
  /// With `--json`: one object and a newline,
  /// `{"action":…,"role":…,"reason":…,"fields":{…}}`, with `"signal":"SIGINT"` after
  /// `fields` when a signal ended the run; `action` and `role` are null when no action ran,
  /// and `fields` holds every control in order, whatever the outcome.
  ///
  /// - Parameters:
  ///   - json: Whether `--json` was given.
  ///   - sanitized: Whether to make control characters visible (stdout is a terminal).
  package func standardOutput(json: Bool, sanitized: Bool = false) -> String {
    json ? jsonText : plainText(sanitized: sanitized)
  }

  private func plainText(sanitized: Bool) -> String {
    func clean(_ text: String) -> String { ResultText.shown(text, onTerminal: sanitized) }
    var lines: [String] = []
    if subcommand != .dialog, let action { lines.append(clean(action.label)) }
    if exitStatus == ExitCode.success, !subcommand.isMessage {
      lines += fields.map { clean($0.name) + "=" + clean($0.value) }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private var jsonText: String {
    var members: [(key: String, json: String)] = [
      ("action", JSONWriter.optional(action?.label)),
      ("role", JSONWriter.optional(action?.role.name)),
      ("reason", JSONWriter.string(reason.name)),
      ("fields", JSONWriter.object(fields.map { ($0.name, JSONWriter.string($0.value)) })),
    ]
    if case .interrupted(let signal) = reason {
      members.append(("signal", JSONWriter.string(SignalName.name(of: signal))))
    }
    return JSONWriter.object(members) + "\n"
  }
}

extension Subcommand {
  /// The flags only this subcommand takes, in the order `--help` lists them.
  var ownFlags: [FlagSpec] {
    switch self {
    case .alert: return Self.alertFlags
    case .sheet: return Self.sheetFlags
    case .dialog: return Self.dialogFlags
    case .snackbar: return Self.snackbarFlags
    case .banner: return Self.bannerFlags
    case .catalog: return Self.catalogFlags
    }
  }

  private static let positions = ["top", "bottom"]

  private static let alertFlags: [FlagSpec] =
    [
      .value(
        .title, "T", "the headline (required; blank only beside a --message), such as",
        "\"Delete draft?\""),
      .value(.message, "M", "the body text"),
      .repeated(
        .action, "LABEL[:ROLE]",
        "a button, in order; ROLE is default, cancel or destructive.",
        "Without --action the alert has one OK button. Only the text after",
        "the last ':' can be a role: \"Ratio 16:9\" is a label, \"Save:later\"",
        "is an error (an unknown role); add :default to keep such a",
        "suffix, as in \"Save:later:default\". Labels must differ."),
      .value(
        .preferred, "LABEL", "the button Return chooses, drawn most prominently"),
      .repeated(
        .field, "NAME[:secure][:required][=DEFAULT]",
        "a text field, in order; :secure hides the text; :required holds",
        "the confirming buttons back while it is blank; everything after",
        "the first '=' is the starting text. Names must differ.",
      ),
    ] + fieldCheckFlags

  /// The checks a field's text must pass before OK can be chosen, in alert and dialog.
  private static let fieldCheckFlags: [FlagSpec] = [
    .repeated(
      .pattern, "NAME=REGEX",
      "the field's whole text must match REGEX, as grep -E reads it (an empty text passes",
      "unless the field is :required); its error shows under it"),
    .repeated(
      .range, "NAME=MIN..MAX", "the field's text must be a number from MIN to MAX"),
    .repeated(
      .errorText, "NAME=TEXT",
      "what the field says while it fails its check, in place of the",
      "check's own words (\"Required\", \"Enter a number from 1 to 9\")"),
  ]

  private static let sheetFlags: [FlagSpec] = [
    .value(.title, "T", "the headline"),
    .value(.message, "M", "the body text"),
    .repeated(
      .action, "LABEL[:ROLE]",
      "a choice, in order (at least one); ROLE is default, cancel or",
      "destructive, read from the text after the last ':' as for alert"),
    .value(
      .anchor, "COL,ROW",
      "the cell the popover points at, counted from 0,0 at the top left"),
  ]

  private static let dialogFlags: [FlagSpec] =
    [
      .value(.title, "T", "the title naming the task (required; blank only beside a --message)"),
      .value(.message, "M", "text above the controls"),
      .repeated(
        .field, "NAME[:secure][:required][=DEFAULT]",
        "a text field; :secure hides the text; :required holds OK back",
        "while it is blank; everything after the first '=' is the starting",
        "text"),
      .repeated(
        .toggle, "NAME[=on]",
        "an on/off switch (=on or =off to set it); prints NAME=on or NAME=off"),
      .repeated(
        .choice, "NAME=A,B,C",
        "a list of options, the first chosen at the start; write \\, for a",
        "comma inside an option and \\\\ for a backslash"),
      .value(.ok, "LABEL", "the default button's label (default: OK)"),
      .value(.cancel, "LABEL", "the Cancel button's label (default: Cancel)"),
    ] + fieldCheckFlags

  private static let snackbarFlags: [FlagSpec] = [
    .value(
      .action, "LABEL",
      "one action, such as Undo; with it the snackbar waits for the user",
      "unless --duration or --timeout is given"),
    .value(.duration, "SECONDS", "how long it shows (default 4, at most 10)"),
    .value(
      .position, "top|bottom", choices: positions, "where it shows (default bottom)"),
  ]

  private static let bannerFlags: [FlagSpec] = [
    .value(.title, "T", "a one-line heading"),
    .value(.icon, "C", "a leading character, such as ⚠"),
    .repeated(
      .action, "LABEL",
      "an action, in order (at most two); with actions the banner waits for",
      "a choice (bound it with --timeout)"),
    .value(.duration, "SECONDS", "how long a banner without actions shows (default 5)"),
    .value(.position, "top|bottom", choices: positions, "where it shows (default top)"),
  ]

  private static let catalogFlags: [FlagSpec] = [
    .value(
      .theme, "light|dark|contrast", choices: ThemeName.allCases.map(\.rawValue),
      "the colours to start with")
  ]
}

/// A flag a subcommand accepts: how it may be written, and how `--help`, the man page and
/// the shell completions describe it, from this one table so that they never disagree.
package struct FlagSpec: Hashable, Sendable {
  /// The long name, the key its value is read back by.
  package let key: FlagName
  /// The short name with its dash, "-h", or nil.
  package let shortName: String?
  /// What the value is called in usage text, "T" or "LABEL[:ROLE]"; nil for a flag that
  /// takes no value.
  package let valueName: String?
  /// Whether it may be given more than once; each value is kept, in order.
  package let isRepeatable: Bool
  /// The description, one string per line as `--help` prints it.
  package let help: [String]
  /// The only words its value may be, which the shells offer; empty for free text.
  package let choices: [String]

  /// The long name with its dashes, "--title".
  package var name: String { key.rawValue }

  /// Whether it takes a value, as `--title T` or `--title=T`.
  package var takesValue: Bool { valueName != nil }

  /// The description as one line of prose, for the man page and the completions.
  package var summary: String { help.joined(separator: " ") }

  static func value(
    _ key: FlagName, _ valueName: String, choices: [String] = [], _ help: String...
  ) -> FlagSpec {
    FlagSpec(
      key: key, shortName: nil, valueName: valueName, isRepeatable: false, help: help,
      choices: choices)
  }

  static func repeated(_ key: FlagName, _ valueName: String, _ help: String...) -> FlagSpec {
    FlagSpec(
      key: key, shortName: nil, valueName: valueName, isRepeatable: true, help: help,
      choices: [])
  }

  static func option(_ key: FlagName, _ help: String...) -> FlagSpec {
    FlagSpec(
      key: key, shortName: nil, valueName: nil, isRepeatable: false, help: help, choices: [])
  }

  /// `-h, --help`, which every subcommand takes and the scanner reads before the rest.
  static let help = FlagSpec(
    key: .help, shortName: "-h", valueName: nil, isRepeatable: false,
    help: ["show this help"], choices: [])
}

extension Subcommand {
  /// Every flag the subcommand accepts besides `--help` and `-h`, in the order `--help`
  /// lists them.
  package var flags: [FlagSpec] { ownFlags + (self == .catalog ? [] : Self.commonFlags) }

  /// Every flag, `-h, --help` last, as the man page and the completions list them.
  package var documentedFlags: [FlagSpec] { flags + [.help] }

  /// A positional argument's name and description, for the subcommands that take one.
  package var positional: (name: String, help: String)? {
    switch self {
    case .snackbar: return ("TEXT", "the message (required)")
    case .banner: return ("TEXT", "the description (required)")
    default: return nil
    }
  }

  /// The flags every subcommand but `catalog` takes.
  package static let commonFlags: [FlagSpec] = [
    .value(
      .theme, "light|dark|contrast", choices: ThemeName.allCases.map(\.rawValue),
      "the colours; contrast is for low vision"),
    .value(
      .timeout, "SECONDS",
      "give up after SECONDS (such as 30 or 2.5): alerts, sheets and",
      "dialogs exit 124; snackbars and banners end and exit 0"),
    .option(.json, "print one JSON object instead of plain text (see Contract)"),
    .option(
      .inline,
      "draw below the cursor instead of on the alternate screen (always so",
      "for snackbars and banners, which erase themselves when done)"),
    .option(.accessible, "ask with plain line prompts instead (see Accessible mode)"),
    .value(
      .answers, "FILE",
      "answer from FILE instead of a person, with no terminal (as",
      "SCRIM_ANSWERS=FILE does; see Answers files)"),
    .option(
      .check,
      "print the guideline diagnostics, one a line, and show nothing:",
      "exit 0, or 65 when any is an error; with --json, one object",
      "{\"diagnostics\":[{\"rule\",\"severity\",\"message\",\"fix\"}...]}"),
  ]
}

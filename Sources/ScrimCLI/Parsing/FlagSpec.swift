/// A flag a subcommand accepts, and how it may be written.
struct FlagSpec: Hashable, Sendable {
  /// The long name with its dashes, "--title".
  let name: String
  /// Whether it takes a value, as `--title T` or `--title=T`.
  let takesValue: Bool
  /// Whether it may be given more than once; each value is kept, in order.
  let isRepeatable: Bool

  static func value(_ name: String) -> FlagSpec {
    FlagSpec(name: name, takesValue: true, isRepeatable: false)
  }

  static func repeated(_ name: String) -> FlagSpec {
    FlagSpec(name: name, takesValue: true, isRepeatable: true)
  }

  static func option(_ name: String) -> FlagSpec {
    FlagSpec(name: name, takesValue: false, isRepeatable: false)
  }
}

extension Subcommand {
  /// Every flag the subcommand accepts besides `--help` and `-h`.
  var flags: [FlagSpec] {
    let common: [FlagSpec] = [
      .value("--theme"), .value("--timeout"), .option("--json"), .option("--inline"),
      .option("--accessible"), .option("--check"),
    ]
    switch self {
    case .alert:
      return [
        .value("--title"), .value("--message"), .repeated("--action"), .value("--preferred"),
        .repeated("--field"),
      ] + common
    case .sheet:
      return [.value("--title"), .value("--message"), .repeated("--action"), .value("--anchor")]
        + common
    case .dialog:
      return [
        .value("--title"), .value("--message"), .repeated("--field"), .repeated("--toggle"),
        .repeated("--choice"), .value("--ok"), .value("--cancel"),
      ] + common
    case .snackbar:
      return [.value("--action"), .value("--duration"), .value("--position")] + common
    case .banner:
      return [
        .value("--title"), .value("--icon"), .repeated("--action"), .value("--duration"),
        .value("--position"),
      ] + common
    case .catalog:
      return [.value("--theme")]
    }
  }
}

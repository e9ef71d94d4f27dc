extension Invocation {
  /// Parses `scrim`'s arguments, without the program name.
  ///
  ///     try Invocation.parse(["sheet", "--action", "Copy", "--action", "Cancel:cancel"])
  ///
  /// Only `--help`, `-h`, `--version`, `--generate-completion-script` and
  /// `--generate-man-page` come before the subcommand; every other flag follows it. `--help` or `-h` anywhere among a subcommand's flags asks for its help,
  /// even next to a mistake.
  ///
  /// - Throws: `UsageError` for an unknown subcommand or flag, a missing or bad value, a
  ///   flag repeated that may appear once, a missing required flag, or two actions or
  ///   controls with the same name.
  package static func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
    guard let first = arguments.first else {
      throw UsageError("missing subcommand: alert, sheet, dialog, snackbar, banner or catalog")
    }
    switch first {
    case "--help", "-h":
      guard arguments.count == 1 else { throw UsageError("--help takes no arguments here") }
      return .help(nil)
    case "--version":
      guard arguments.count == 1 else { throw UsageError("--version takes no arguments") }
      return .version
    case "--generate-completion-script":
      let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
      guard arguments.count == 2, let shell = CompletionShell(rawValue: arguments[1]) else {
        throw UsageError("--generate-completion-script takes one shell: \(shells)")
      }
      return .completionScript(shell)
    case "--generate-man-page":
      guard arguments.count == 1 else { throw UsageError("--generate-man-page takes no arguments") }
      return .manPage
    default:
      break
    }
    guard let subcommand = Subcommand(rawValue: first) else {
      throw UsageError(
        "unknown subcommand \(UserText.quoted(first)): use alert, sheet, dialog, snackbar, "
          + "banner or catalog")
    }
    switch try ArgumentScanner.scan(arguments.dropFirst(), for: subcommand) {
    case .help:
      return .help(subcommand)
    case .scanned(let scanned):
      return .run(try InvocationBuilder(subcommand: subcommand, arguments: scanned).build())
    }
  }
}

/// A command line `scrim` cannot run: exit 64 with a one-line error, the usage line and a
/// pointer to `--help` on stderr.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The subcommand whose usage applies, or nil for the top level.
  public var subcommand: Subcommand?
  /// What is wrong, on one line.
  public var message: String

  /// Makes an error.
  public init(_ message: String, subcommand: Subcommand? = nil) {
    self.message = message
    self.subcommand = subcommand
  }

  /// The three lines written to stderr, each ending in a newline.
  public var report: String {
    let usage = subcommand?.usage ?? "scrim SUBCOMMAND [FLAGS]  (or scrim --help, scrim --version)"
    let help = subcommand.map { "scrim \($0.name) --help" } ?? "scrim --help"
    return "error: \(message)\nusage: \(usage)\nsee \(help)\n"
  }

  /// The error line.
  public var description: String { message }
}

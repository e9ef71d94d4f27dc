/// A command line `scrim` cannot run: exit 64 with a one-line error, the usage line and a
/// pointer to `--help` on stderr.
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The subcommand whose usage applies, or nil for the top level.
  package var subcommand: Subcommand?
  /// What is wrong, on one line.
  package var message: String

  /// Makes an error.
  package init(_ message: String, subcommand: Subcommand? = nil) {
    self.message = message
    self.subcommand = subcommand
  }

  /// The three lines written to stderr, each ending in a newline.
  package var report: String {
    let usage = subcommand?.usage ?? "scrim SUBCOMMAND [FLAGS]  (or scrim --help, scrim --version)"
    let help = subcommand.map { "scrim \($0.name) --help" } ?? "scrim --help"
    return "error: \(message)\nusage: \(usage)\nsee \(help)\n"
  }

  /// The error line.
  package var description: String { message }
}

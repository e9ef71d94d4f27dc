/// What a zenity command line asks for: a box, or one of the answers zenity gives without
/// one.
package enum ZenityCommandLine: Hashable, Sendable {
  /// Show a box.
  case show(ZenityRequest)
  /// `--version`: the version line on stdout.
  case version
  /// `--help` or one of its `--help-*` forms: the usage on stdout.
  case help
}

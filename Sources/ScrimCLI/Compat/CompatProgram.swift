/// The program whose command line scrim stands in for: started as `whiptail` or `dialog`
/// (a symlink), or as `scrim whiptail ...` / `scrim dialog ...`.
package enum CompatProgram: String, CaseIterable, Hashable, Sendable {
  /// newt's whiptail: results quoted for checklists, unknown options exit 1.
  case whiptail
  /// Thomas Dickey's dialog: quotes only what needs it, `DIALOG_*` exit codes.
  case dialog

  /// The program a path names by its last component, such as `/usr/local/bin/whiptail`.
  package static func named(_ path: String) -> CompatProgram? {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    return CompatProgram(rawValue: String(name))
  }
}

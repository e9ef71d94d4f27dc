import CGTK

/// The name a screen reader gives the process: GTK names the accessibility tree's root
/// after GLib's program name, "Unnamed" without one, and Orca's per-application settings
/// and its list of applications go by it.
public enum ApplicationName {
  /// The name for a command line: the program's file name (`scrim-gtk`, or `zenity` when
  /// started through a symlink so named), and `zenity` too for `scrim-gtk zenity ...`, so
  /// that a zenity script's dialogs are found under the name its users know.
  ///
  /// - Parameter arguments: The command line, the program's path first.
  public static func name(for arguments: [String]) -> String {
    let program = arguments.first.map { path in
      String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
    }
    guard let program, !program.isEmpty else { return "scrim-gtk" }
    if arguments.count > 1, arguments[1] == "zenity" { return "zenity" }
    return program
  }

  /// Gives GLib the program and application name for `arguments`, before GTK starts: the
  /// accessibility root reads it once, when the first window is made.
  public static func claim(for arguments: [String]) {
    let name = name(for: arguments)
    g_set_prgname(name)
    if g_get_application_name() == nil { g_set_application_name(name) }
  }
}

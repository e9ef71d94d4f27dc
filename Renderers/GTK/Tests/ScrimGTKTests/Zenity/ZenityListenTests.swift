import ScrimSystem
import Testing

/// `zenity --notification --listen` reads commands from stdin (`message:`, `tooltip:`,
/// `icon:`, `visible:`, `hints:`); scrim-gtk as zenity reads the same ones.
///
/// Both run in a D-Bus session of their own with no notification service, so every
/// notification they try fails with GDBus's own error: what each says on stderr for the
/// same commands (sent, unknown, unreadable) must be the same, line for line.
@Suite("scrim-gtk as zenity: --notification --listen", .serialized)
struct ZenityListenTests {
  /// Commands as a script writes them, ending with one that both report, so the harness
  /// knows every line before it was read.
  static let commands = [
    "message: Backup done\\nAll 3 files", "tooltip: Still copying", "icon: dialog-warning",
    "hints: urgency:2", "visible: false", "  MESSAGE : Shouting", "", "no colon here",
    "bogus: x", "message: caf\u{FF}", "last-line: x",
  ]

  @Test("the same commands give the same notifications tried and the same complaints")
  func sameAsZenity() throws {
    try #require(access("/usr/bin/zenity", X_OK) == 0, "zenity is installed")
    try #require(access("/usr/bin/dbus-run-session", X_OK) == 0, "dbus is installed")
    // For printf: backslashes kept, and U+00FF written as the lone byte 0xFF (not UTF-8).
    let input = Self.commands.joined(separator: "\n").replacingOccurrences("\\", "\\\\")
      .replacingOccurrences("\u{FF}", "\\377")
    let zenity = try listen(["/usr/bin/zenity"], input: input)
    let ours = try listen([try scrimGTKExecutable(), "zenity"], input: input)
    #expect(zenity.errors.count == 8, "zenity: \(zenity.errors)")
    #expect(ours.errors == zenity.errors, "scrim-gtk: \(ours.errors)\nzenity: \(zenity.errors)")
    // zenity keeps running once its input ends, until it is killed; ours ends by itself.
    #expect(ours.status == "0", "scrim-gtk: \(ours.status)")
  }

  /// Runs `program --notification --listen` with `input` on stdin in a session of its own,
  /// until it reported the last line (then it is ended), and returns its stderr's lines,
  /// GLib's warning prefix made ours, and its status.
  private func listen(_ program: [String], input: String) throws -> (
    errors: [String], status: String
  ) {
    let script = """
      printf '\(input)\\n' > "$TMPDIR/in"
      # Made before the program starts, so the first grep never races its redirection.
      : > "$TMPDIR/err"
      "$@" --notification --listen < "$TMPDIR/in" 2> "$TMPDIR/err" &
      p=$!
      n=0
      while ! grep -q last-line "$TMPDIR/err" && [ $n -lt 400 ]; do sleep 0.05; n=$((n+1)); done
      kill $p 2>/dev/null
      wait $p
      echo "status $?"
      cat "$TMPDIR/err" >&2
      rm -f "$TMPDIR/in" "$TMPDIR/err"
      """
    let run = try ChildProcess(
      "/usr/bin/dbus-run-session",
      (["--", "/bin/sh", "-c", script, "sh"] + program).map { Array($0.utf8) },
      environment: ["NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11"])
    defer { run.removeTemporaryDirectory() }
    run.wait()
    let output = String(decoding: run.outputText, as: UTF8.self)
    let status =
      output.split(separator: "\n").first { $0.hasPrefix("status ") }
      .map { String($0.dropFirst("status ".count)) } ?? "none"
    let errors = String(decoding: run.errorText, as: UTF8.self).split(separator: "\n")
      .map(String.init)
      // Not the program's: the daemon's notes, and the shell's on the program it killed.
      .filter { !$0.isEmpty && !$0.hasPrefix("dbus-daemon[") && $0 != "Terminated" }
      .map(Self.withoutGLibPrefix)
    return (errors, status)
  }

  /// `(zenity:123): Zenity-WARNING **: 12:00:00.000: text` as `zenity: text`.
  static func withoutGLibPrefix(_ line: String) -> String {
    guard line.hasPrefix("(zenity:"), let marker = line.firstRange(of: "-WARNING **: ") else {
      return line
    }
    let rest = line[marker.upperBound...]
    // The time stamp and its colon.
    guard let space = rest.firstIndex(of: " ") else { return line }
    return "zenity: " + rest[rest.index(after: space)...]
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

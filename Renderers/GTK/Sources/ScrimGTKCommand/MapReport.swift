import CGTK

/// Prints when the window maps, for measuring start-up: with SCRIM_GTK_REPORT_MAP=1 set,
/// `scrim-gtk: mapped <ns>` goes to stderr, the wall-clock time in nanoseconds, which a
/// script compares with the time it started the command (scripts/measure-gtk-vs-zenity.sh).
enum MapReport {
  static func printIfAsked() {
    guard let value = getenv("SCRIM_GTK_REPORT_MAP"), String(cString: value) == "1" else {
      return
    }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    let line = "scrim-gtk: mapped \(nanoseconds)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }
}

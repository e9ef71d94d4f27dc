/// Type-ahead in a menu: letters typed in quick succession find the next entry whose
/// title starts with them (WAI-ARIA's menu pattern, GTK's and macOS's menus).
///
/// Letters typed within `timeout` of the last add to what was typed; after a pause a
/// new search starts. The same letter typed again moves on to the next entry starting
/// with it. Case is ignored, and entries that cannot be chosen are passed over.
struct MenuTypeAhead: Hashable, Sendable {
  /// How long after a letter the next one still adds to the search.
  static let timeout: Duration = .seconds(1)

  private(set) var typed = ""
  private var last: Duration?

  /// The entry `text` typed at `now` moves to, or nil when none matches (the highlight
  /// stays).
  ///
  /// - Parameters:
  ///   - titles: The entries' titles.
  ///   - enabled: Which entries can be reached.
  ///   - current: The highlighted entry, where the search starts.
  mutating func match(
    _ text: String, at now: Duration, titles: [String], enabled: [Bool], from current: Int?
  ) -> Int? {
    if let last, now - last > Self.timeout { typed = "" }
    if last == nil { typed = "" }
    last = now
    typed += text.lowercased()
    let count = titles.count
    guard count > 0 else { return nil }
    // "ss" after "s" is no title's start: it means the next entry with "s".
    let repeated = typed.count > 1 && Set(typed).count == 1
    let prefix = repeated ? String(typed.prefix(1)) : typed
    let start = current ?? count - 1
    // A new letter looks from the entry after the highlight; more letters of the same
    // search keep the highlight when it still matches.
    let first = typed.count == 1 || repeated ? 1 : 0
    for step in first..<(count + first) {
      let index = (start + step) % count
      guard enabled[index] else { continue }
      if titles[index].lowercased().hasPrefix(prefix) { return index }
    }
    return nil
  }
}

/// The arrow keys' rule in a menu's panel: the next entry that can be reached, round
/// the ends.
enum MenuNavigation {
  /// The reachable entry `step` (+1 or -1) away from `current`, wrapping.
  ///
  /// Nil when none is reachable. With no highlight, down finds the first and up the last.
  static func move(from current: Int?, by step: Int, enabled: [Bool]) -> Int? {
    let count = enabled.count
    guard count > 0 else { return nil }
    let start = current ?? (step > 0 ? count - 1 : 0)
    for offset in 1...count {
      let index = ((start + step * offset) % count + count) % count
      if enabled[index] { return index }
    }
    return nil
  }

  /// The first reachable entry.
  static func first(_ enabled: [Bool]) -> Int? { enabled.firstIndex(of: true) }

  /// The last reachable entry.
  static func last(_ enabled: [Bool]) -> Int? { enabled.lastIndex(of: true) }
}

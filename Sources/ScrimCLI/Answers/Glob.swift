/// The patterns of an answers file: a glob (`*` any run of characters, `?` one) matched
/// against the whole text, or, without either, a piece of the text.
package enum Glob {
  /// Whether `pattern` matches `text`.
  package static func matches(_ pattern: String, _ text: String) -> Bool {
    guard pattern.contains(where: { $0 == "*" || $0 == "?" }) else {
      // A piece of the text, found by the same walk: String.contains(String) would link
      // Swift's regex runtime into every command's start-up (check-release.sh).
      return pattern.isEmpty || matches(["*"] + Array(pattern) + ["*"], Array(text))
    }
    return matches(Array(pattern), Array(text))
  }

  /// Matches by the classic two-pointer walk, going back to the last star: linear in the
  /// text for each star, never exponential.
  private static func matches(_ pattern: [Character], _ text: [Character]) -> Bool {
    var (p, t) = (0, 0)
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] && pattern[p] != "*" {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}

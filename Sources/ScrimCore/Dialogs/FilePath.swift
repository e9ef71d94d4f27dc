/// The path rules of the file chooser, on a path's bytes as dialog reads them: where its
/// folder part ends, which entry is closest to its last part, how it completes, the
/// order entries are listed in and which names a shell pattern matches.
package enum FilePath {
  /// The part up to and including the last "/", or "" when there is none.
  package static func folder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return String(path[...slash])
  }

  /// The part after the last "/".
  static func leaf(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// Names in the order `strcmp` puts them, as dialog lists them.
  static func sorted(_ names: [String]) -> [String] {
    names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The row whose title shares the longest start with `leaf`; of those as long, the one
  /// whose next byte is nearest to the leaf's, as dialog picks; row 0 for an empty leaf.
  static func closest(to leaf: [UInt8], in items: [ChoiceList.Item]) -> Int {
    guard !leaf.isEmpty else { return 0 }
    var best = 0
    var bestLength = 0
    var bestDistance = 256
    for (row, item) in items.enumerated() {
      var length = 0
      var theirs: UInt8 = 0
      for byte in item.title.utf8 {
        if length < leaf.count, byte == leaf[length] {
          length += 1
          continue
        }
        theirs = byte
        break
      }
      let ours = length < leaf.count ? Int(leaf[length]) : 0
      let distance = abs(ours - Int(theirs))
      if length > bestLength || (length == bestLength && distance < bestDistance) {
        best = row
        bestLength = length
        bestDistance = distance
      }
    }
    return best
  }

  /// What `leaf` completes to among the entries that start with it: the one entry (a
  /// folder with its "/"), or the start they all share; nil when none starts with it or
  /// they share nothing.
  static func completion(of leaf: String, folders: [String], files: [String]) -> String? {
    let matches =
      folders.filter { $0.utf8.starts(with: leaf.utf8) }.map { ($0, true) }
      + files.filter { $0.utf8.starts(with: leaf.utf8) }.map { ($0, false) }
    guard let first = matches.first else { return nil }
    if matches.count == 1 { return first.0 + (first.1 ? "/" : "") }
    var shared = Array(first.0.utf8)
    for (name, _) in matches.dropFirst() {
      let bytes = Array(name.utf8)
      var length = 0
      while length < min(shared.count, bytes.count), shared[length] == bytes[length] {
        length += 1
      }
      shared.removeSubrange(length...)
    }
    guard !shared.isEmpty else { return nil }
    // A start that ends inside a character keeps only the whole characters.
    while !shared.isEmpty, String(validating: shared, as: UTF8.self) == nil {
      shared.removeLast()
    }
    return shared.isEmpty ? nil : String(decoding: shared, as: UTF8.self)
  }

  /// Whether `name` matches the shell pattern `pattern`: `*` any run, `?` one character,
  /// `[...]` one of a set (`[!...]` none of it), anything else itself.
  static func matches(_ pattern: String, _ name: String) -> Bool {
    matches(Array(pattern), 0, Array(name), 0)
  }

  private static func matches(
    _ pattern: [Character], _ start: Int, _ name: [Character], _ at: Int
  ) -> Bool {
    var p = start
    var n = at
    // The last star and where the name was when it was met: a mismatch retries from there.
    var star: (pattern: Int, name: Int)?
    while n < name.count {
      if p < pattern.count {
        switch pattern[p] {
        case "*":
          star = (p, n)
          p += 1
          continue
        case "?":
          p += 1
          n += 1
          continue
        case "[":
          if let (matched, next) = set(pattern, p, name[n]) {
            if matched {
              p = next
              n += 1
              continue
            }
          } else if name[n] == "[" {
            p += 1
            n += 1
            continue
          }
        default:
          if pattern[p] == name[n] {
            p += 1
            n += 1
            continue
          }
        }
      }
      guard let last = star else { return false }
      star = (last.pattern, last.name + 1)
      p = last.pattern + 1
      n = last.name + 1
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// Whether `character` is in the set that opens at `open`, and where the pattern goes on
  /// after it; nil when the set is never closed (the "[" is then itself).
  private static func set(
    _ pattern: [Character], _ open: Int, _ character: Character
  ) -> (Bool, Int)? {
    var index = open + 1
    let negated = index < pattern.count && (pattern[index] == "!" || pattern[index] == "^")
    if negated { index += 1 }
    var found = false
    var first = true
    while index < pattern.count, first || pattern[index] != "]" {
      first = false
      if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
        if pattern[index] <= character, character <= pattern[index + 2] { found = true }
        index += 3
      } else {
        if pattern[index] == character { found = true }
        index += 1
      }
    }
    guard index < pattern.count else { return nil }
    return (found != negated, index + 1)
  }
}

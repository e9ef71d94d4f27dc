// The small lexical helpers behind `ValueParser`, kept apart from the messages.
extension ValueParser {
  /// The largest number of seconds accepted: about 31 years, far below Duration's limits.
  static let maximumSeconds = 1_000_000_000

  /// The text before and after the last ':', or nil when there is none.
  static func suffix(of text: String) -> (String, String)? {
    guard let colon = text.lastIndex(of: ":") else { return nil }
    return (String(text[..<colon]), String(text[text.index(after: colon)...]))
  }

  /// Whether `text` is a single word of ASCII letters, which reads as a role or option.
  static func isWord(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
  }

  /// The text before and after the first '=', or the text and nil.
  static func splitAtEquals(_ text: String) -> (String, String?) {
    guard let equals = text.firstIndex(of: "=") else { return (text, nil) }
    return (String(text[..<equals]), String(text[text.index(after: equals)...]))
  }

  /// "A,B\,C" as ["A", "B,C"]; "\\" is a backslash, and any other backslash stays as it is.
  static func splitOptions(_ list: String) -> [String] {
    var options: [String] = []
    var current = ""
    var escaping = false
    for character in list {
      if escaping {
        if character != "," && character != "\\" { current.append("\\") }
        current.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "," {
        options.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaping { current.append("\\") }
    options.append(current)
    return options
  }

  /// The first element that appears twice, or nil.
  static func firstDuplicate(_ items: [String]) -> String? {
    var seen = Set<String>()
    for item in items where !seen.insert(item).inserted { return item }
    return nil
  }

  /// Digits only, at most `maximumSeconds`.
  static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), text.count <= 10,
      let value = Int(text), value <= maximumSeconds
    else { return nil }
    return value
  }

  /// "12", "1.5", ".5" or "3." as a duration; nil for anything else (signs, exponents,
  /// "nan", "inf", spaces, empty text) or more than `maximumSeconds`.
  static func duration(_ text: String) -> Duration? {
    let (whole, fraction) = splitAt(".", text)
    guard !(whole.isEmpty && (fraction ?? "").isEmpty) else { return nil }
    let seconds = whole.isEmpty ? 0 : wholeNumber(Substring(whole))
    guard let seconds else { return nil }
    var attoseconds: Int64 = 0
    if let fraction, !fraction.isEmpty {
      guard fraction.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
      // Attoseconds have 18 digits; finer digits cannot change a Duration.
      let digits = String(fraction.prefix(18))
      let padded = digits + String(repeating: "0", count: 18 - digits.count)
      guard let value = Int64(padded) else { return nil }
      attoseconds = value
    }
    return Duration(secondsComponent: Int64(seconds), attosecondsComponent: attoseconds)
  }

  private static func splitAt(_ separator: Character, _ text: String) -> (String, String?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    return (String(text[..<index]), String(text[text.index(after: index)...]))
  }
}

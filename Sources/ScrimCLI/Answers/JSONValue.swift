/// A JSON value as the transcript's lines hold them, read back by `scrim answers --from`.
package indirect enum JSONValue: Hashable, Sendable {
  case string(String)
  case number(String)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([String: JSONValue])

  /// The string, or nil for another value.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The strings of an array of strings, or nil.
  package var strings: [String]? {
    guard case .array(let items) = self else { return nil }
    let strings = items.compactMap(\.string)
    return strings.count == items.count ? strings : nil
  }

  /// The member named `key` of an object.
  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// Reads one JSON value, the whole of `text`.
  ///
  /// - Throws: A description of the first thing that is not JSON.
  package static func parse(_ text: String) throws(JSONReadError) -> JSONValue {
    var reader = JSONReader(Array(text.unicodeScalars))
    let value = try reader.value(depth: 0)
    reader.skipBlanks()
    guard reader.isAtEnd else { throw JSONReadError(message: "text after the value") }
    return value
  }
}

/// Why a line is not JSON.
package struct JSONReadError: Error, Hashable, Sendable {
  /// What was found.
  package var message: String
}

/// A recursive-descent reader, its depth bounded so that no line can exhaust the stack.
private struct JSONReader {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private static let maximumDepth = 64

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var isAtEnd: Bool { index >= scalars.count }

  mutating func skipBlanks() {
    while index < scalars.count, [" ", "\t", "\r", "\n"].contains(scalars[index]) { index += 1 }
  }

  mutating func value(depth: Int) throws(JSONReadError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw JSONReadError(message: "nested too deep") }
    skipBlanks()
    guard index < scalars.count else { throw JSONReadError(message: "the line ends early") }
    switch scalars[index] {
    case "{": return try object(depth: depth)
    case "[": return try array(depth: depth)
    case "\"": return .string(try string())
    case "t": return try word("true", .bool(true))
    case "f": return try word("false", .bool(false))
    case "n": return try word("null", .null)
    default: return try number()
    }
  }

  private mutating func object(depth: Int) throws(JSONReadError) -> JSONValue {
    index += 1
    var members: [String: JSONValue] = [:]
    skipBlanks()
    if index < scalars.count, scalars[index] == "}" {
      index += 1
      return .object(members)
    }
    while true {
      skipBlanks()
      guard index < scalars.count, scalars[index] == "\"" else {
        throw JSONReadError(message: "a member's name is not a string")
      }
      let key = try string()
      try expect(":")
      members[key] = try value(depth: depth + 1)
      skipBlanks()
      guard index < scalars.count else { throw JSONReadError(message: "an object is not closed") }
      index += 1
      if scalars[index - 1] == "}" { return .object(members) }
      guard scalars[index - 1] == "," else { throw JSONReadError(message: "expected , or }") }
    }
  }

  private mutating func array(depth: Int) throws(JSONReadError) -> JSONValue {
    index += 1
    var items: [JSONValue] = []
    skipBlanks()
    if index < scalars.count, scalars[index] == "]" {
      index += 1
      return .array(items)
    }
    while true {
      items.append(try value(depth: depth + 1))
      skipBlanks()
      guard index < scalars.count else { throw JSONReadError(message: "an array is not closed") }
      index += 1
      if scalars[index - 1] == "]" { return .array(items) }
      guard scalars[index - 1] == "," else { throw JSONReadError(message: "expected , or ]") }
    }
  }

  private mutating func string() throws(JSONReadError) -> String {
    index += 1
    var result = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\"": return String(result)
      case "\\":
        guard index < scalars.count else { break }
        let escaped = scalars[index]
        index += 1
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "b": result.append("\u{08}")
        case "f": result.append("\u{0C}")
        case "u": result.append(try unicodeEscape())
        default: result.append(escaped)
        }
      default: result.append(scalar)
      }
    }
    throw JSONReadError(message: "a string is not closed")
  }

  /// The scalar of `\uXXXX`, a surrogate pair joined; a lone surrogate is U+FFFD.
  private mutating func unicodeEscape() throws(JSONReadError) -> Unicode.Scalar {
    let high = try hex()
    if (0xD800..<0xDC00).contains(high), index + 1 < scalars.count, scalars[index] == "\\",
      scalars[index + 1] == "u"
    {
      index += 2
      let low = try hex()
      let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
    return Unicode.Scalar(high) ?? "\u{FFFD}"
  }

  private mutating func hex() throws(JSONReadError) -> UInt32 {
    guard index + 4 <= scalars.count else { throw JSONReadError(message: "a short \\u escape") }
    let digits = String(String.UnicodeScalarView(scalars[index..<index + 4]))
    guard let value = UInt32(digits, radix: 16) else {
      throw JSONReadError(message: "a bad \\u escape")
    }
    index += 4
    return value
  }

  private mutating func word(_ word: String, _ value: JSONValue) throws(JSONReadError)
    -> JSONValue
  {
    let wanted = Array(word.unicodeScalars)
    guard index + wanted.count <= scalars.count,
      Array(scalars[index..<index + wanted.count]) == wanted
    else { throw JSONReadError(message: "unexpected \(scalars[index])") }
    index += wanted.count
    return value
  }

  private mutating func number() throws(JSONReadError) -> JSONValue {
    let start = index
    while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) {
      index += 1
    }
    guard index > start else { throw JSONReadError(message: "unexpected \(scalars[index])") }
    return .number(String(String.UnicodeScalarView(scalars[start..<index])))
  }

  private mutating func expect(_ scalar: Unicode.Scalar) throws(JSONReadError) {
    skipBlanks()
    guard index < scalars.count, scalars[index] == scalar else {
      throw JSONReadError(message: "expected \(scalar)")
    }
    index += 1
  }
}

/// The text zenity shows from `--text`: C escapes made characters (GLib's
/// `g_strcompress`), Pango markup read as plain text, an entry's mnemonic underscore.
enum ZenityText {
  /// `text` with `\n`, `\t`, `\\`, `\"`, `\b`, `\f`, `\r`, `\v` and octal `\NNN` made the
  /// characters they stand for; any other escaped character stands for itself.
  static func compressed(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var bytes: [UInt8] = []
    let source = Array(text.utf8)
    var index = 0
    while index < source.count {
      let byte = source[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < source.count else {
        bytes.append(byte)
        continue
      }
      let escaped = source[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < source.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(source[index])
        {
          value = value * 8 + Int(source[index] - UInt8(ascii: "0"))
          index += 1
          digits += 1
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      default: bytes.append(escaped)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Pango markup as the words it shows: tags dropped, entities decoded. Text that is not
  /// well-formed markup (a lone `<` or `&`) is shown as written.
  static func plain(fromMarkup markup: String) -> String {
    guard markup.contains("<") || markup.contains("&") else { return markup }
    var result = ""
    var rest = Substring(markup)
    while let character = rest.first {
      if character == "<", let close = rest.firstIndex(of: ">") {
        rest = rest[rest.index(after: close)...]
      } else if character == "&", let semicolon = rest.firstIndex(of: ";"),
        let decoded = entity(rest[rest.index(after: rest.startIndex)..<semicolon])
      {
        result.append(decoded)
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result.append(character)
        rest = rest.dropFirst()
      }
    }
    return result
  }

  /// A label with a mnemonic as shown: `_` before a letter is dropped, `__` is one `_`.
  static func withoutMnemonic(_ label: String) -> String {
    var result = ""
    var pendingUnderscore = false
    for character in label {
      if character == "_", !pendingUnderscore {
        pendingUnderscore = true
        continue
      }
      pendingUnderscore = false
      result.append(character)
    }
    return result
  }

  private static func entity(_ name: Substring) -> Character? {
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.hasPrefix("x") || digits.hasPrefix("X")
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }
}

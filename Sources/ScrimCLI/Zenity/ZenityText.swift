/// The text zenity shows from `--text`: C escapes made characters (GLib's
/// `g_strcompress`), Pango markup read as plain text, an entry's mnemonic underscore.
package enum ZenityText {
  /// `text` with its C escapes made characters (`ZenityEscapes`).
  package static func compressed(_ text: String) -> String {
    ZenityEscapes.compressed(text)
  }

  /// Pango markup as the words it shows: tags dropped, entities decoded.
  ///
  /// Text that is not well-formed markup (a lone `<` or `&`) is shown as written.
  package static func plain(fromMarkup markup: String) -> String {
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

  /// A notification's summary and body: its text's first line and the rest, after C
  /// escapes.
  package static func notificationParts(of text: String) -> (summary: String, body: String) {
    let text = compressed(text)
    guard let newline = text.firstIndex(of: "\n") else { return (text, "") }
    return (String(text[..<newline]), String(text[text.index(after: newline)...]))
  }

  /// A label with a mnemonic as shown: `_` before a letter is dropped, `__` is one `_`.
  package static func withoutMnemonic(_ label: String) -> String {
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

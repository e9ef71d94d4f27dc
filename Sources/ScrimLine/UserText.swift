import ScrimCore

/// What the command does to user text before writing it where people read it.
package enum UserText {
  /// `text` with control characters shown as Control Pictures (ESC → ␛, newline → ␊) and
  /// bidirectional controls as U+FFFD, so that it can neither move the cursor, break a
  /// line, nor reorder the rest of it; bytes of an argument that were not UTF-8 are
  /// U+FFFD too.
  package static func visible(_ text: String) -> String {
    TextSanitizer.sanitizedForStream(ArgumentText.shown(text))
  }

  /// Whether `text` holds a control character.
  package static func hasControl(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: TextSanitizer.isControl)
  }

  /// `text` as an error message quotes it: in double quotes, made visible and cut to 40
  /// characters, so that the message stays one readable line even for 100 KB of text.
  package static func quoted(_ text: String) -> String {
    let limit = 40
    let cut = text.count > limit ? String(text.prefix(limit)) + "…" : text
    return "\"" + visible(cut) + "\""
  }
}

extension String {
  /// Whether the string is empty or only whitespace.
  package var isBlank: Bool { allSatisfy(\.isWhitespace) }
}

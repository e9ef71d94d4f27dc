/// The text of a box as whiptail or dialog would lay it out: `\n` is a line break,
/// dialog's whitespace rules apply, and dialog's `\Z` colour escapes never show raw.
enum CompatText {
  /// The text to show for `text` given on the command line.
  static func shown(_ text: String, program: CompatProgram, options: CompatOptions) -> String {
    let plain = strippingColorEscapes(text)
    switch program {
    case .whiptail:
      return expandingNewlineEscapes(plain)
    case .dialog:
      return dialogWhitespace(plain, options: options)
    }
  }

  /// `\Z0`..`\Z7`, `\Zb` `\ZB` `\Zu` `\ZU` `\Zr` `\ZR` `\Zn`: dialog draws them as colours
  /// and attributes with `--colors` and shows them raw without it; scrim's theme does the
  /// colouring, so they are dropped either way.
  static func strippingColorEscapes(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
    var result = ""
    var characters = text[...]
    while let character = characters.first {
      characters.removeFirst()
      if character == "\\", characters.first == "Z" {
        let rest = characters.dropFirst()
        if let code = rest.first, "01234567bBuUrRn".contains(code) {
          characters = rest.dropFirst()
          continue
        }
      }
      result.append(character)
    }
    return result
  }

  /// The two characters `\n` become a line break.
  static func expandingNewlineEscapes(_ text: String) -> String {
    text.substituting("\\n", with: "\n")
  }

  /// dialog's rules: `\n` breaks the line; unless `--no-collapse`, runs of spaces and tabs
  /// (and newlines, unless `--cr-wrap`) become one space; `--trim` also drops the blanks
  /// that start a line.
  static func dialogWhitespace(_ text: String, options: CompatOptions) -> String {
    var source = text
    if options.trim {
      source = source.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in String(line.drop { $0 == " " || $0 == "\t" }) }
        .joined(separator: options.crWrap ? "\n" : " ")
    }
    guard !options.noCollapse || options.trim else { return expandingNewlineEscapes(source) }
    var result = ""
    var lastWasBlank = false
    for character in source {
      var blank = character == " " || character == "\t"
      if character == "\n" && !options.crWrap { blank = true }
      if blank {
        if !lastWasBlank { result.append(" ") }
        lastWasBlank = true
      } else {
        result.append(character)
        lastWasBlank = false
      }
    }
    // Breaks asked for with `\n` keep no blank on either side of them.
    return result.substituting(" \\n", with: "\\n").substituting("\\n ", with: "\\n")
      .substituting("\\n", with: "\n")
  }
}

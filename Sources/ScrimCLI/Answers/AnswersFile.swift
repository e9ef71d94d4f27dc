/// The answers file a person writes by hand (`SCRIM_ANSWERS=FILE`, `--answers FILE`): one
/// entry a question, in the order they are used.
///
/// An entry is a header naming the kind of question and, in quotes, a pattern its title or
/// text must match, then the answer, a `key = value` a line (or on the header's own line):
///
///     # install.sh's questions
///     [yesno "Install the docs?"]
///     button = No
///
///     [menu "Choose a mirror"] choose = eu
///     [inputbox "Host name"] text = build-01
///     [checklist *] check = ssh
///     check = http
///     [gauge] repeat
///
/// Keys: `button` (a button's label; the default button without one), `choose` (a menu or
/// list item, by tag or text), `check` (one a line: a checklist's items, exactly these
/// checked, empty for none; or a switch to turn on), `uncheck` (a switch to turn off),
/// `text` (a field's text, one a line in the fields' order; a drop-down's item), the words `wait`
/// (let time pass: a pause or `--timeout` runs out), `escape` (Esc) and `repeat` (the entry
/// answers every question it matches, not only the first). A value in double quotes keeps
/// its blanks and reads `\"`, `\\`, `\n` and `\t`.
package enum AnswersFile {
  /// Every kind a header may name: the boxes of whiptail, dialog and zenity, scrim's
  /// subcommands, the roles a screen reader hears, and `*`.
  package static let kinds: Set<String> = {
    var kinds: Set<String> = ["*", "alert", "dialog", "sheet", "snackbar", "banner"]
    kinds.formUnion(CompatBox.Kind.allCases.map(\.rawValue))
    kinds.formUnion(ZenityBox.allCases.map(\.rawValue))
    kinds.formUnion(Subcommand.allCases.map(\.name))
    return kinds
  }()

  /// The keys an entry's lines may set.
  private static let keys = ["button", "choose", "check", "uncheck", "text"]
  private static let words = ["wait", "escape", "repeat"]

  /// Reads the entries of `text`, in order.
  ///
  /// - Throws: The first line that is not an entry's header, key or word, with its number.
  package static func entries(of text: String) throws(AnswersFileError) -> [AnswerEntry] {
    var entries: [AnswerEntry] = []
    var number = 0
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      var line = Substring(raw.hasSuffix("\r") ? raw.dropLast() : raw)
      line = trimmed(line)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("[") {
        let (entry, rest) = try header(line, number: number)
        entries.append(entry)
        line = trimmed(rest)
        if line.isEmpty || line.hasPrefix("#") { continue }
      }
      guard !entries.isEmpty else {
        throw AnswersFileError(
          line: number,
          "an answer before any question; start an entry with a header such as "
            + "[yesno \"Go on?\"]")
      }
      try apply(line, to: &entries[entries.count - 1], number: number)
    }
    return entries
  }

  /// The header at the start of `line` and what follows it.
  private static func header(_ line: Substring, number: Int) throws(AnswersFileError) -> (
    AnswerEntry, Substring
  ) {
    var rest = trimmed(line.dropFirst())
    let kindEnd = rest.firstIndex { $0 == " " || $0 == "\t" || $0 == "]" } ?? rest.endIndex
    let kind = String(rest[..<kindEnd])
    guard !kind.isEmpty else {
      throw AnswersFileError(line: number, "a header names a kind: [yesno], [menu], [*]...")
    }
    guard kinds.contains(kind) else {
      throw AnswersFileError(
        line: number,
        "no question is of kind \(UserText.quoted(kind)); use a box's name (yesno, menu, "
          + "inputbox, entry, list, question...), alert, dialog, sheet, or *")
    }
    rest = trimmed(rest[kindEnd...])
    var pattern: String?
    if rest.hasPrefix("\"") {
      let (text, after) = try quoted(rest, number: number)
      pattern = text
      rest = trimmed(after)
    } else if rest.hasPrefix("*") {
      rest = trimmed(rest.dropFirst())
    }
    guard rest.hasPrefix("]") else {
      throw AnswersFileError(
        line: number,
        "a header is [KIND] or [KIND \"PATTERN\"]: the pattern in double quotes, then ]")
    }
    return (AnswerEntry(kind: kind, pattern: pattern, line: number), rest.dropFirst())
  }

  /// Sets what `line` (a key and its value, or a word) says on `entry`.
  private static func apply(
    _ line: Substring, to entry: inout AnswerEntry, number: Int
  ) throws(AnswersFileError) {
    guard let equals = line.firstIndex(of: "=") else {
      switch line {
      case "wait": entry.waits = true
      case "escape": entry.escapes = true
      case "repeat": entry.isRepeatable = true
      default:
        throw AnswersFileError(
          line: number,
          "\(UserText.quoted(String(line))) is not an answer; write KEY = VALUE ("
            + keys.joined(separator: ", ") + ") or a word (" + words.joined(separator: ", ")
            + ")")
      }
      return
    }
    let key = String(trimmed(line[..<equals]))
    let value = try self.value(trimmed(line[line.index(after: equals)...]), number: number)
    switch key {
    case "button": entry.button = value
    case "choose": entry.choose = value
    case "check":
      var checked = entry.check ?? []
      if !value.isEmpty { checked.append(value) }
      entry.check = checked
    case "uncheck": entry.uncheck.append(value)
    case "text": entry.texts.append(value)
    default:
      throw AnswersFileError(
        line: number,
        "unknown key \(UserText.quoted(key)); use " + keys.joined(separator: ", "))
    }
  }

  /// A value as written: in double quotes with escapes, or else as it stands.
  private static func value(_ text: Substring, number: Int) throws(AnswersFileError) -> String {
    guard text.hasPrefix("\"") else { return String(text) }
    let (value, rest) = try quoted(text, number: number)
    let after = trimmed(rest)
    guard after.isEmpty || after.hasPrefix("#") else {
      throw AnswersFileError(line: number, "text after the closing quote: \(after)")
    }
    return value
  }

  /// The double-quoted string at the start of `text`, unescaped, and what follows it.
  private static func quoted(_ text: Substring, number: Int) throws(AnswersFileError) -> (
    String, Substring
  ) {
    var result = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      switch character {
      case "\"": return (result, text[index...])
      case "\\":
        guard index < text.endIndex else { break }
        let escaped = text[index]
        index = text.index(after: index)
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(escaped)
        }
      default: result.append(character)
      }
    }
    throw AnswersFileError(line: number, "a quote that is not closed: end it with \"")
  }

  private static func trimmed(_ text: Substring) -> Substring {
    var text = text
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }

  // MARK: - Writing

  /// `entries` as a file a person can read and edit: one block an entry.
  package static func text(of entries: [AnswerEntry]) -> String {
    entries.map(text(of:)).joined(separator: "\n")
  }

  /// One entry as a block: its header, then a line for each part of its answer.
  package static func text(of entry: AnswerEntry) -> String {
    var lines = [header(of: entry)]
    if entry.escapes { lines.append("escape") }
    if entry.waits { lines.append("wait") }
    if let choose = entry.choose { lines.append("choose = " + written(choose)) }
    if let check = entry.check {
      lines += check.isEmpty ? ["check ="] : check.map { "check = " + written($0) }
    }
    lines += entry.uncheck.map { "uncheck = " + written($0) }
    lines += entry.texts.map { "text = " + written($0) }
    if let button = entry.button { lines.append("button = " + written(button)) }
    if entry.isRepeatable { lines.append("repeat") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The entry's header: `[KIND]` or `[KIND "PATTERN"]`.
  package static func header(of entry: AnswerEntry) -> String {
    guard let pattern = entry.pattern else { return "[\(entry.kind)]" }
    return "[\(entry.kind) \(quote(pattern))]"
  }

  /// A value as it reads back: bare when it can be, else quoted.
  private static func written(_ value: String) -> String {
    let plain =
      !value.isEmpty && value.first != "\"" && !value.contains("\n") && !value.contains("\t")
      && trimmed(Substring(value)).count == value.count
    return plain ? value : quote(value)
  }

  /// `text` in double quotes, its quotes, backslashes, newlines and tabs escaped.
  package static func quote(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

import ScrimSystem
import ScrimTesting
import Testing

/// Command lines that public projects send to whiptail and dialog, each with its source
/// and the keys that answer it (`Corpus/whiptail.corpus`, `Corpus/dialog.corpus`).
///
/// One entry a line, fields separated by tabs: project, path, commit, where the result
/// goes (`stderr`, `stdout`, `fd:N`), keys, and the arguments as POSIX shell words.
enum CompatCorpus {
  /// One command line from a real script.
  struct Entry: CustomTestStringConvertible, Sendable {
    var program: String
    var project: String
    var path: String
    var commit: String
    var stream: CompatHarness.ResultStream
    var steps: [CompatHarness.Step]
    var arguments: [String]
    /// The line in the corpus file, for finding it again.
    var line: Int

    var testDescription: String {
      "\(project) \(path) (line \(line)): " + arguments.joined(separator: " ").prefix(120)
    }
  }

  /// A corpus line that cannot be read: the test reports it instead of skipping it.
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// The entries for `program`; a malformed line is left out here and named by
  /// `malformedLines(for:)`, whose test fails on it.
  static func entries(for program: String, filePath: String = #filePath) -> [Entry] {
    records(for: program, filePath: filePath)?.compactMap { number, fields in
      guard fields.count == 6 else { return nil }
      return Entry(
        program: program, project: fields[0], path: fields[1], commit: fields[2],
        stream: stream(fields[3]) ?? .standardError, steps: steps(fields[4]),
        arguments: (try? words(fields[5])) ?? [], line: number)
    } ?? []
  }

  /// Each entry line of `program`'s corpus, numbered from 1, split at its tabs; nil when
  /// there is no corpus file.
  private static func records(
    for program: String, filePath: String
  ) -> [(number: Int, fields: [String])]? {
    let directory = filePath.split(separator: "/", omittingEmptySubsequences: false)
      .dropLast().joined(separator: "/")
    guard let text = CompatHarness.readFile("\(directory)/Corpus/\(program).corpus") else {
      return nil
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .compactMap { offset, line in
        let trimmed = line.drop { $0 == " " }
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        return (
          offset + 1,
          line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        )
      }
  }

  /// Every line of `program`'s corpus that does not parse, with the reason.
  static func malformedLines(for program: String, filePath: String = #filePath) -> [String] {
    guard let records = records(for: program, filePath: filePath) else {
      return ["no corpus file for \(program)"]
    }
    var problems: [String] = []
    for (number, fields) in records {
      guard fields.count == 6 else {
        problems.append("line \(number): \(fields.count) fields, not 6")
        continue
      }
      if fields[2].count != 40 || !fields[2].allSatisfy(\.isHexDigit) {
        problems.append("line \(number): commit '\(fields[2])' is not 40 hex digits")
      }
      if stream(fields[3]) == nil { problems.append("line \(number): result '\(fields[3])'") }
      if let token = unknownKey(fields[4]) { problems.append("line \(number): key '\(token)'") }
      do {
        _ = try words(fields[5])
      } catch {
        problems.append("line \(number): \(error)")
      }
    }
    return problems + clashingFixtures(records)
  }

  private static func stream(_ field: String) -> CompatHarness.ResultStream? {
    switch field {
    case "stderr": return .standardError
    case "stdout": return .standardOutput
    default:
      guard field.hasPrefix("fd:"), let number = Int32(field.dropFirst(3)) else { return nil }
      return .descriptor(number)
    }
  }

  private static let named: [String: PseudoTerminal.Key] = [
    "enter": .enter, "esc": .escape, "tab": .tab, "space": .space, "up": CompatHarness.up,
    "down": CompatHarness.down, "left": CompatHarness.left, "right": CompatHarness.right,
    "backspace": .backspace,
  ]

  /// The steps that keys in the corpus's small language stand for.
  static func steps(_ field: String) -> [CompatHarness.Step] {
    var steps: [CompatHarness.Step] = []
    for token in field.split(separator: " ") where token != "none" {
      if let key = named[String(token)] {
        steps.append(.keys([key]))
      } else if token.hasPrefix("wait:") {
        steps.append(.wait(unescape(token.dropFirst(5))))
      } else if token.hasPrefix("type:") {
        steps.append(.type(unescape(token.dropFirst(5))))
      } else if token.hasPrefix("stdin:") {
        // A gauge's number alone: dialog redraws only the cells that change, and where its
        // "%" sits after a wide bar's update is not what this terminal model keeps.
        for line in token.dropFirst(6).split(separator: ",") {
          let text = unescape(line)
          steps += [.feed("\(text)\n"), .wait(text)]
        }
        steps.append(.closeInput)
      } else if let fixture = fixture(token) {
        steps.append(.file(name: fixture.name, text: fixture.text))
      }
    }
    return steps
  }

  private static func unknownKey(_ field: String) -> String? {
    field.split(separator: " ").first { token in
      token != "none" && named[String(token)] == nil && !token.hasPrefix("wait:")
        && !token.hasPrefix("type:") && !token.hasPrefix("stdin:") && fixture(token) == nil
    }.map(String.init)
  }

  /// A `file:NAME=TEXT` token's file: its name and its text, `\n` a line break.
  private static func fixture(_ token: Substring) -> (name: String, text: String)? {
    guard token.hasPrefix("file:"), let equals = token.firstIndex(of: "=") else { return nil }
    let name = String(token[token.index(token.startIndex, offsetBy: 5)..<equals])
    guard !name.isEmpty, !name.contains("/") else { return nil }
    return (name, String(token[token.index(after: equals)...]).replacingEscapes(newlines: true))
  }

  /// Fixture names given two different texts: lines run at once, so one name, one text.
  private static func clashingFixtures(_ records: [(number: Int, fields: [String])]) -> [String] {
    var texts: [String: String] = [:]
    var problems: [String] = []
    for (number, fields) in records where fields.count == 6 {
      for token in fields[4].split(separator: " ") {
        guard let fixture = fixture(token) else { continue }
        if let text = texts[fixture.name], text != fixture.text {
          problems.append("line \(number): fixture \(fixture.name) has another text elsewhere")
        }
        texts[fixture.name] = fixture.text
      }
    }
    return problems
  }

  private static func unescape(_ text: Substring) -> String {
    String(text).replacingEscapes(newlines: false)
  }

  /// POSIX shell words: blanks separate; single quotes keep everything; double quotes
  /// keep everything but `\"`, `\\`, `\$` and `` \` ``; a backslash outside quotes keeps
  /// the next character.
  static func words(_ text: String) throws -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var characters = text.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'":
        inWord = true
        while true {
          guard let next = characters.next() else { throw Malformed(description: "open '") }
          if next == "'" { break }
          word.append(next)
        }
      case "\"":
        inWord = true
        while true {
          guard let next = characters.next() else { throw Malformed(description: "open \"") }
          if next == "\"" { break }
          if next == "\\" {
            guard let escaped = characters.next() else {
              throw Malformed(description: "open \"")
            }
            if !"\"\\$`".contains(escaped) { word.append("\\") }
            word.append(escaped)
          } else {
            word.append(next)
          }
        }
      case "\\":
        inWord = true
        if let next = characters.next() { word.append(next) }
      default:
        inWord = true
        word.append(character)
      }
    }
    if inWord { words.append(word) }
    return words
  }
}

extension String {
  /// `\s` as a space, the corpus's way to type one inside a key token, and with `newlines`
  /// `\n` as a line break (a fixture's text).
  fileprivate func replacingEscapes(newlines: Bool) -> String {
    var result = ""
    var characters = makeIterator()
    while let character = characters.next() {
      guard character == "\\" else {
        result.append(character)
        continue
      }
      let next = characters.next()
      if next == "s" {
        result.append(" ")
      } else if newlines, next == "n" {
        result.append("\n")
      } else {
        result.append("\\")
        if let next { result.append(next) }
      }
    }
    return result
  }
}

import ScrimSystem
import Testing

/// Command lines that public scripts give zenity, each with its source, the keys that
/// answer it and what the script pipes in (`Corpus/zenity.corpus`; its header says how a
/// line is written).
enum ZenityCorpus {
  /// What the user does once the window is mapped.
  enum Step: Equatable, Sendable {
    /// A key or chord, as xdotool names it ("Return", "ctrl+Tab").
    case key(String)
    /// Text typed as it would be on a keyboard.
    case type(String)
  }

  /// How a case is answered.
  enum Answer: Equatable, Sendable {
    /// Keys pressed in the mapped window.
    case keys([Step])
    /// None: the box ends on its own, or the program refuses the line.
    case none
  }

  /// One command line from a real script.
  struct Entry: CustomTestStringConvertible, Sendable {
    var project: String
    var path: String
    var commit: String
    var answer: Answer
    /// The keys field as written, for messages.
    var keys: String
    var standardInput: String
    var arguments: [String]
    /// The line in the corpus file, for finding it again.
    var line: Int

    var testDescription: String {
      "line \(line) \(project) [\(keys)]: " + arguments.joined(separator: " ").prefix(90)
    }
  }

  /// A corpus line that cannot be read.
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// The directory holding the corpus and, in files/, what its lines name by --filename.
  static func directory(filePath: String = #filePath) -> String {
    filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/") + "/Corpus"
  }

  /// Every readable entry; `malformedLines()` names the others, and its test fails on them.
  static func entries() -> [Entry] {
    records().compactMap { try? entry($0.number, $0.fields) }
  }

  /// Every corpus line that does not parse, with the reason.
  static func malformedLines() -> [String] {
    let records = records()
    if records.isEmpty { return ["no entries in \(directory())/zenity.corpus"] }
    return records.compactMap { record in
      do {
        _ = try entry(record.number, record.fields)
        return nil
      } catch {
        return "line \(record.number): \(error)"
      }
    }
  }

  private static func records() -> [(number: Int, fields: [String])] {
    guard let text = readText("\(directory())/zenity.corpus") else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .compactMap { offset, line in
        guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
        return (
          offset + 1,
          line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        )
      }
  }

  private static func entry(_ number: Int, _ fields: [String]) throws -> Entry {
    guard fields.count == 6 else {
      throw Malformed(description: "\(fields.count) fields, not 6")
    }
    guard fields[2].count == 40, fields[2].allSatisfy(\.isHexDigit) else {
      throw Malformed(description: "commit '\(fields[2])' is not 40 hex digits")
    }
    return Entry(
      project: fields[0], path: fields[1], commit: fields[2], answer: try answer(fields[3]),
      keys: fields[3], standardInput: fields[4] == "-" ? "" : unescapeNewlines(fields[4]),
      arguments: try words(fields[5]), line: number)
  }

  private static let keyNames: [String: String] = [
    "enter": "Return", "esc": "Escape", "tab": "Tab", "backtab": "shift+Tab", "space": "space",
    "up": "Up", "down": "Down", "left": "Left", "right": "Right", "home": "Home", "end": "End",
    "backspace": "BackSpace", "ctrl": "ctrl",
  ]

  /// The answer a keys field stands for.
  static func answer(_ field: String) throws -> Answer {
    if field == "none" { return .none }
    var steps: [Step] = []
    for token in field.split(separator: " ") {
      if token.hasPrefix("type:") {
        steps.append(.type(String(token.dropFirst(5)).replacing("\\s", with: " ")))
        continue
      }
      let parts = token.split(separator: "+").map { keyNames[String($0)] }
      guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else {
        throw Malformed(description: "unknown key '\(token)'")
      }
      steps.append(.key(parts.compactMap { $0 }.joined(separator: "+")))
    }
    guard !steps.isEmpty else { throw Malformed(description: "no keys") }
    return .keys(steps)
  }

  private static func unescapeNewlines(_ field: String) -> String {
    field.replacing("\\n", with: "\n")
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
          guard next == "\\" else {
            word.append(next)
            continue
          }
          guard let escaped = characters.next() else { throw Malformed(description: "open \"") }
          if !"\"\\$`".contains(escaped) { word.append("\\") }
          word.append(escaped)
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

  /// A whole text file, or nil when it cannot be read.
  private static func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The porting guide's API tables against `PortingGuideNames.swift`: every Scrim name in a
/// table is used there, in a block tagged with it, so that a misspelt or stale row fails
/// here and a renamed symbol fails the build.
@Suite("Porting guide: the API tables are checked against compiled code")
struct PortingGuideTableTests {
  private static let root: String = {
    let parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    return parts.dropLast(4).joined(separator: "/")
  }()
  private static let guidePath = root + "/docs/porting-guide.md"
  private static let namesPath = root + "/Tests/ScrimCoreTests/Porting/PortingGuideNames.swift"

  @Test("every row maps a seed API to Scrim names, or says no counterpart and why")
  func everyRowIsComplete() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 100, "the parser found the tables")
    for row in rows {
      if row.scrim == "no counterpart" {
        #expect(!row.notes.isEmpty, "\(row.seed): no counterpart needs its reason")
      } else {
        #expect(!row.names.isEmpty, "\(row.seed): a Scrim name in backticks, or no counterpart")
        #expect(
          row.scrim.filter { $0 == "`" }.count == row.names.count * 2,
          "\(row.seed): the Scrim column holds only names in backticks")
      }
    }
    #expect(rows.filter { $0.scrim == "no counterpart" }.count >= 5)
  }

  @Test("every Scrim name in the tables is used in PortingGuideNames.swift")
  func everyNameIsUsed() throws {
    let blocks = try Self.blocks()
    for row in try Self.rows() {
      for name in row.names {
        guard let code = blocks[name] else {
          Issue.record("`\(name)` (for \(row.seed)) has no `// porting:` block")
          continue
        }
        let used = Self.identifiers(in: code)
        let missing = Self.identifiers(in: name).filter { !used.contains($0) }
        #expect(missing.isEmpty, "`\(name)`: its block never uses \(missing)")
      }
    }
  }

  @Test("every name PortingGuideNames.swift tags is in the tables")
  func everyTagIsInTheTables() throws {
    let listed = Set(try Self.rows().flatMap(\.names))
    let unlisted = try Self.blocks().keys.filter { !listed.contains($0) }.sorted()
    #expect(unlisted.isEmpty, "tagged in PortingGuideNames.swift but in no table")
  }

  @Test("the check catches a renamed symbol: a name no block tags is reported")
  func aRenamedNameIsCaught() throws {
    let blocks = try Self.blocks()
    #expect(blocks["AlertController.addAction(_:)"] != nil)
    #expect(blocks["AlertController.appendAction(_:)"] == nil)
    let code = try #require(blocks["AlertController.addAction(_:)"])
    #expect(!Self.identifiers(in: code).contains("appendAction"))
  }

  // MARK: - Reading the guide

  struct Row {
    var seed: String
    var scrim: String
    var notes: String
    var names: [String]
  }

  /// The rows of every table whose header is `| Seed API | Scrim | Notes |`.
  static func rows() throws -> [Row] {
    let text = try #require(read(guidePath), "read \(guidePath)")
    var rows: [Row] = []
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        inTable = false
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .dropFirst().dropLast().map(trimmed)
      if cells.first == "Seed API" {
        inTable = true
        continue
      }
      guard inTable, cells.count == 3, !cells[0].hasPrefix("---") else { continue }
      rows.append(Row(seed: cells[0], scrim: cells[1], notes: cells[2], names: codeSpans(cells[1])))
    }
    return rows
  }

  /// The text between each pair of backticks.
  static func codeSpans(_ text: String) -> [String] {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }

  // MARK: - Reading the uses

  /// The code of each `// porting:` block by the names it tags: the lines after the tag
  /// lines up to the next blank line, without comments or string literals.
  static func blocks() throws -> [String: String] {
    let text = try #require(read(namesPath), "read \(namesPath)")
    var blocks: [String: String] = [:]
    var open: [String] = []
    var code = ""
    func close() {
      for name in open { blocks[name, default: ""] += code }
      open = []
      code = ""
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let stripped = trimmed(line)
      if stripped.hasPrefix("// porting:") {
        if !code.isEmpty { close() }
        open += codeSpans(stripped)
      } else if stripped.isEmpty {
        close()
      } else if !open.isEmpty {
        code += withoutCommentsAndStrings(stripped) + "\n"
      }
    }
    close()
    return blocks
  }

  /// A line of Swift without its `//` comment and the contents of its string literals.
  static func withoutCommentsAndStrings(_ line: String) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if character == "\"" && previous != "\\" {
        inString.toggle()
      } else if !inString {
        if character == "/" && previous == "/" {
          result.removeLast()
          break
        }
        result.append(character)
      }
      previous = character
    }
    return result
  }

  /// The identifiers in `text`: `AlertController.addAction(_:)` is AlertController and
  /// addAction; a lone `_` is none.
  static func identifiers(in text: String) -> Set<String> {
    var found: Set<String> = []
    var current = ""
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if let first = current.first, !first.isNumber, current != "_" { found.insert(current) }
        current = ""
      }
    }
    return found
  }

  /// `text` without its leading and trailing spaces.
  static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// A whole file's text, or nil when it cannot be read.
  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes += chunk[0..<count]
      if count < chunk.count { break }
    }
    return ferror(file) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
  }
}

import ScrimCore
import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimCLI

/// A textbox's file read by offsets: its lines as a text area asks for them, in any order,
/// with an index of line starts that stays bounded however many lines the file has.
@MainActor
@Suite struct FileLineSourceTests {
  /// Runs `body` over the lines of a file holding `text`, made in a folder of its own.
  private func withSource(_ text: String, _ body: (FileLineSource) throws -> Void) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = folder.path + "/file"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    #expect(written == bytes.count)
    defer { unlink(path) }
    let source = try #require(try FileLineSource.open(path, for: "--textbox"))
    try body(source)
  }

  @Test("200,000 lines: any line found, the count exact, the index held to 4,097 starts")
  func manyLines() throws {
    let text = (0..<200_000).map { "entry \($0)\n" }.joined()
    try withSource(text) { source in
      #expect(source.line(at: 0) == "entry 0")
      #expect(source.line(at: 150_001) == "entry 150001")
      #expect(source.lineCount == 200_000)
      #expect(source.line(at: 199_999) == "entry 199999")
      #expect(source.line(at: 200_000) == nil, "no empty line after the last line break")
      #expect(source.line(at: 123_457) == "entry 123457", "found again after the index thinned")
      #expect(source.line(at: 7) == "entry 7")
      #expect(source.checkpointCount <= FileLineSource.maximumCheckpoints + 1)
    }
  }

  @Test("CR LF ends are dropped, a last line without a break is a line, tabs stay for the view")
  func lineEnds() throws {
    try withSource("one\r\ntwo\tcolumns\nlast") { source in
      #expect(source.line(at: 0) == "one")
      #expect(source.line(at: 1) == "two\tcolumns")
      #expect(source.line(at: 2) == "last")
      #expect(source.line(at: 3) == nil && source.lineCount == 3)
    }
  }

  @Test("an empty file has no lines")
  func empty() throws {
    try withSource("") { source in
      #expect(source.line(at: 0) == nil && source.lineCount == 0)
    }
  }

  @Test("a line longer than 4,096 bytes goes on in the next line, so memory stays bounded")
  func longLine() throws {
    let long = String(repeating: "x", count: 10_000)
    try withSource(long + "\nafter\n") { source in
      #expect(source.line(at: 0)?.utf8.count == FileLineSource.maximumLineLength)
      #expect(source.line(at: 2)?.utf8.count == 10_000 - 2 * FileLineSource.maximumLineLength)
      #expect(source.line(at: 3) == "after")
      #expect(source.lineCount == 4)
    }
  }

  @Test("a line of exactly 4,096 bytes is one line, from either end, as dialog shows it")
  func lineOfTheMostBytes() throws {
    let most = String(repeating: "y", count: FileLineSource.maximumLineLength)
    let texts = [
      most + "\nnext\n" + most + "\n": [most, "next", most],
      "next\n" + most: ["next", most],
    ]
    for (text, expected) in texts {
      try withSource(text) { source in
        #expect(source.lineCount == expected.count)
        #expect((0..<expected.count).map { source.line(at: $0) } == expected)
        #expect((0..<expected.count).reversed().map { source.line(fromEnd: $0) } == expected)
      }
    }
  }

  @Test("the last lines, read back from the end without reading the file through")
  func fromTheEnd() throws {
    let text = (0..<200_000).map { "entry \($0)\n" }.joined()
    try withSource(text) { source in
      #expect(source.line(fromEnd: 0) == "entry 199999")
      #expect(source.line(fromEnd: 20) == "entry 199979")
      #expect(source.checkpointCount <= 3, "the file was read through")
      #expect(source.line(fromEnd: 150_000) == "entry 49999")
      #expect(source.line(fromEnd: 199_999) == "entry 0")
      #expect(source.line(fromEnd: 200_000) == nil)
      #expect(source.line(fromEnd: 3) == "entry 199996", "found again after the index thinned")
      #expect(source.checkpointCount <= 2 * (FileLineSource.maximumCheckpoints + 1))
    }
  }

  @Test(
    "read back from the end, every line is the one read from the start",
    arguments: [
      "", "one", "one\n", "one\r\ntwo\tcolumns\nlast", "\n\n\n", "a\n\nb\n",
      String(repeating: "x", count: 10_000) + "\nafter\n",
      String(repeating: "y", count: 4096) + "\n" + String(repeating: "z", count: 8192),
      "head\n" + String(repeating: "w", count: 4095) + "\n",
    ])
  func sameLinesFromEitherEnd(_ text: String) throws {
    try withSource(text) { source in
      let count = source.lineCount
      let fromStart = (0..<count).map { source.line(at: $0) }
      let fromEnd = (0..<count).reversed().map { source.line(fromEnd: $0) }
      #expect(fromEnd == fromStart)
      #expect(source.line(fromEnd: count) == nil)
    }
  }

  @Test("a FIFO is not read by offsets: the textbox reads it whole, as before")
  func fifo() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = folder.path + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    #expect(try FileLineSource.open(path, for: "--textbox") == nil)
  }
}

/// A folder of its own under /tmp, for a test's files.
private struct TestFolder {
  let path: String

  init() throws {
    var template = Array("/tmp/scrim-lines-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    path = String(cString: try #require(made))
  }

  func remove() { rmdir(path) }
}

/// The textbox beside the real dialog over a file of 20,000 numbered lines (900 KB, past
/// the 512 KiB scrim once read): Page Down, End and Home move through it as dialog's do,
/// and Exit ends it.
@Suite struct TextboxComparisonTests {
  // As ncurses reads them with its keypad on (xterm's terminfo), like `CompatHarness.down`.
  private static let pageDown = PseudoTerminal.Key("\u{1B}[6~")
  private static let end = PseudoTerminal.Key("\u{1B}OF")
  private static let home = PseudoTerminal.Key("\u{1B}OH")

  @Test("--textbox: Page Down, End to the last line, Home to the first, then Exit exits 0")
  func scrolling() async throws {
    // Each row unlike the rows a page away in every column, so that dialog's curses redraws
    // it whole rather than the few cells that changed, which the harness's screen places
    // less surely.
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let text = (1...20_000).map {
      "L\($0) " + String(repeating: letters[$0 % 26], count: 40) + "\n"
    }.joined()
    try await CompatHarness.withFile(text) { path in
      let run = try await CompatHarness.compare(
        "dialog", ["--title", "Log", "--textbox", path, "20", "60"],
        steps: [
          .wait("L2 "), .keys([Self.pageDown]), .wait("L30 "), .keys([Self.end]),
          .wait("L20000 "), .keys([Self.home]), .wait("L3 "), .keys([.enter]),
        ])
      #expect(run.exit == .exited(0))
    }
  }
}

import ScrimCLI
import ScrimSystem
import Testing

/// What a zenity box takes of its input: at most a limit of a file or stdin, a file that
/// cannot be read said so in zenity's words, a list's cells, a progress line's number.
@Suite struct ZenityInputReadingTests {
  @Test("/dev/zero is read up to the limit, and said to go on")
  func endlessFile() throws {
    guard case .success(let read) = ZenityBoundedRead.file("/dev/zero", limit: 100_000) else {
      Issue.record("/dev/zero was not read")
      return
    }
    #expect(read.bytes.count == 100_000 && read.isCut)
  }

  @Test("a FIFO nobody writes to reads as empty, without waiting for a writer")
  func fifoWithoutWriter() throws {
    let path = "/tmp/scrim-zenity-fifo-\(getpid())"
    try #require(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let read = ZenityBoundedRead.file(path, limit: 100)
    #expect(read == .success(ZenityBoundedRead(bytes: [], isCut: false)))
  }

  @Test("a missing file and a directory are said so, in the words zenity warns with")
  func unreadable() {
    #expect(
      Self.failure(ZenityBoundedRead.file("/nonexistent/file", limit: 100))
        == "Cannot open file '/nonexistent/file': No such file or directory")
    #expect(
      Self.failure(ZenityBoundedRead.file("/tmp", limit: 100))
        == "Cannot read file '/tmp': Is a directory")
  }

  private static func failure(
    _ result: Result<ZenityBoundedRead, ZenityBoundedRead.Failure>
  ) -> String? {
    guard case .failure(let failure) = result else { return nil }
    return failure.message
  }

  @Test("text cut in the middle of a character ends before it; bad bytes are U+FFFD")
  func cutCharacter() {
    let bytes = Array("ab€".utf8)
    #expect(ZenityBoundedRead(bytes: Array(bytes.dropLast()), isCut: true).text == "ab")
    #expect(ZenityBoundedRead(bytes: Array(bytes.dropLast(2)), isCut: true).text == "ab")
    #expect(ZenityBoundedRead(bytes: bytes, isCut: true).text == "ab€")
    #expect(ZenityBoundedRead(bytes: Array(bytes.dropLast()), isCut: false).text == "ab\u{FFFD}")
    #expect(ZenityBoundedRead(bytes: [0x61, 0x80], isCut: true).text == "a\u{FFFD}")
  }

  @Test("a file shorter than the limit is read whole and not said to be cut")
  func shortFile() throws {
    guard case .success(let read) = ZenityBoundedRead.file("/etc/hostname", limit: 1 << 20)
    else {
      Issue.record("/etc/hostname was not read")
      return
    }
    #expect(!read.isCut && !read.bytes.isEmpty)
  }

  @Test(
    "a list's cells: a line each; a line cut at the byte limit and cells past the limit left out")
  func listCells() {
    let whole = ZenityBoundedRead(bytes: Array("a\nb\n\nc".utf8), isCut: false)
    #expect(ZenityListInput.cells(of: whole) == (["a", "b", "", "c"], false))
    let ended = ZenityBoundedRead(bytes: Array("a\nb\n".utf8), isCut: false)
    #expect(ZenityListInput.cells(of: ended, limit: 2) == (["a", "b"], false))
    #expect(ZenityListInput.cells(of: ended, limit: 1) == (["a"], true))
    let cut = ZenityBoundedRead(bytes: Array("a\nbb".utf8), isCut: true)
    #expect(ZenityListInput.cells(of: cut) == (["a"], true))
  }

  @Test("a percentage with more digits than a Double holds is 100, not NaN")
  func hugePercentage() {
    let line = String(repeating: "9", count: 400) + "." + String(repeating: "0", count: 400)
    #expect(ZenityProgressLine(line) == .percentage(100))
  }
}

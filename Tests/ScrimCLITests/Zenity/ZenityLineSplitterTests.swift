import ScrimCLI
import Testing

/// A `--progress` box's stdin split into lines: each byte looked at once, at most a line's
/// limit held, and the lines after an over-long one still read.
@Suite struct ZenityLineSplitterTests {
  private static let x = UInt8(ascii: "x")

  @Test("a megabyte with no newline, 4 KiB a read: looked at once, at most 64 KiB held")
  func noNewline() {
    var splitter = ZenityLineSplitter()
    let chunk = [UInt8](repeating: 0, count: 4096)
    var fed = 0
    for _ in 0..<256 {
      #expect(splitter.append(chunk).isEmpty)
      fed += chunk.count
      #expect(splitter.bufferedByteCount <= ZenityInputLimits.progressLineBytes)
    }
    #expect(splitter.examinedByteCount == fed)
    #expect(splitter.finish() == nil)
  }

  @Test("an over-long line is skipped whole; the percentage after it is read")
  func skipsLongLine() {
    var splitter = ZenityLineSplitter(limit: 8)
    var lines = splitter.append(Array("10\n".utf8) + [UInt8](repeating: Self.x, count: 20))
    lines += splitter.append(Array("xx\n# done\n7".utf8))
    #expect(lines == [Array("10".utf8), Array("# done".utf8)])
    #expect(splitter.finish() == Array("7".utf8))
    #expect(splitter.skippedLineCount == 1)
  }

  @Test("the same lines however the input is split into reads")
  func anySplit() {
    let input =
      Array("5\n\n# a\r\n".utf8) + [UInt8](repeating: Self.x, count: 9) + Array("\n60".utf8)
    var whole = ZenityLineSplitter(limit: 8)
    let expected = whole.append(input) + [whole.finish()].compactMap { $0 }
    for size in 1...input.count {
      var splitter = ZenityLineSplitter(limit: 8)
      var lines: [[UInt8]] = []
      var start = 0
      while start < input.count {
        lines += splitter.append(input[start..<min(start + size, input.count)])
        start += size
      }
      lines += [splitter.finish()].compactMap { $0 }
      #expect(lines == expected, "reads of \(size)")
    }
    #expect(expected == [Array("5".utf8), [], Array("# a\r".utf8), Array("60".utf8)])
  }
}

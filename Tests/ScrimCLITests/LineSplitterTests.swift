import ScrimCLI
import ScrimTesting
import Testing

/// The splitter behind accessible mode's reading: linear work, bounded memory, and the
/// same lines however the input was split into reads.
@Suite struct LineSplitterTests {
  /// Every line and the final `Next` of `chunks`, fed read by read, then ended.
  private func split(_ chunks: [ArraySlice<UInt8>], limit: Int = 64, rejectsNUL: Bool = true)
    -> [LineSplitter.Next]
  {
    var splitter = LineSplitter(limit: limit, rejectsNUL: rejectsNUL)
    var results: [LineSplitter.Next] = []
    for chunk in chunks {
      splitter.append(chunk)
      while true {
        let next = splitter.next()
        guard case .line = next else {
          if next != .needsInput { return results + [next] }
          break
        }
        results.append(next)
      }
    }
    if let last = splitter.finish() { results.append(last) }
    return results
  }

  @Test("a 1 MiB line read 4 KiB at a time is searched once: the work is its length")
  func linearWork() {
    let limit = 1 << 20
    var splitter = LineSplitter(limit: limit, rejectsNUL: true)
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
    for _ in 0..<(limit / chunk.count) {
      splitter.append(chunk)
      #expect(splitter.next() == .needsInput)
    }
    splitter.append(Array("\n".utf8))
    #expect(splitter.next() == .line([UInt8](repeating: UInt8(ascii: "x"), count: limit)))
    #expect(splitter.examinedByteCount == limit + 1)
  }

  @Test("endless input without a line break holds at most the limit and one read")
  func boundedMemory() {
    var splitter = LineSplitter(limit: 10_000, rejectsNUL: true)
    let chunk = [UInt8](repeating: UInt8(ascii: "y"), count: 4096)
    var reads = 0
    while splitter.next() == .needsInput {
      splitter.append(chunk)
      reads += 1
      #expect(splitter.bufferedByteCount <= 10_000 + chunk.count)
    }
    #expect(splitter.next() == .tooLong)
    #expect(reads == 3, "it stops as soon as the limit is passed")
  }

  @Test("many short lines are each searched once, and taken lines are let go")
  func manyLines() {
    var splitter = LineSplitter(limit: 64, rejectsNUL: true)
    let chunk = Array(String(repeating: "ab\n", count: 1000).utf8)
    var count = 0
    for _ in 0..<100 {
      splitter.append(chunk)
      while case .line(let line) = splitter.next() {
        #expect(line == Array("ab".utf8))
        count += 1
      }
      #expect(splitter.bufferedByteCount == 0)
    }
    #expect(count == 100_000)
    #expect(splitter.examinedByteCount == 100 * chunk.count)
  }

  @Test("any split into reads gives the same lines as one read")
  func splitsAgree() {
    var random = SeededGenerator(seed: 14)
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x00, 0x61, 0x62, 0xC3, 0xA9]
    for _ in 0..<500 {
      let count = Int(random.next() % 200)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      for rejectsNUL in [true, false] {
        let expected = split([bytes[...]], limit: 16, rejectsNUL: rejectsNUL)
        var chunks: [ArraySlice<UInt8>] = []
        var index = 0
        while index < bytes.count {
          let length = 1 + Int(random.next() % 20)
          chunks.append(bytes[index..<min(bytes.count, index + length)])
          index += length
        }
        #expect(split(chunks, limit: 16, rejectsNUL: rejectsNUL) == expected)
        #expect(split(bytes.map { [$0][...] }, limit: 16, rejectsNUL: rejectsNUL) == expected)
      }
    }
  }

  /// At the end of input a last CR counts as content: no LF made it a line break.
  @Test("a line is refused at the first byte past the limit, before its line break comes")
  func refusedAtOnce() {
    for (input, expected) in [
      ("abc", [LineSplitter.Next.line(Array("abc".utf8))]), ("abcd", [.tooLong]),
      ("abc\r", [.tooLong]), ("abc\r\n", [.line(Array("abc".utf8))]),
      ("abcd\r", [.tooLong]), ("abc\rx", [.tooLong]),
    ] {
      var splitter = LineSplitter(limit: 3, rejectsNUL: true)
      var results: [LineSplitter.Next] = []
      for byte in input.utf8 {
        splitter.append([byte])
        let next = splitter.next()
        guard next == .needsInput else {
          results.append(next)
          if next == .tooLong { break }
          continue
        }
        #expect(splitter.bufferedByteCount <= 4, "at most the limit and a CR are held")
      }
      if results.isEmpty, let last = splitter.finish() { results.append(last) }
      #expect(results == expected, "\(input.debugDescription)")
    }
  }

  @Test("NUL ends the input only when asked; CR LF and a last line without LF")
  func nulAndLineBreaks() {
    let bytes = Array("a\r\nb\u{0}c\nd".utf8)
    #expect(split([bytes[...]], rejectsNUL: true) == [.line([0x61]), .notText])
    #expect(
      split([bytes[...]], rejectsNUL: false) == [
        .line([0x61]), .line(Array("b\u{0}c".utf8)), .line([0x64]),
      ])
  }

  @Test("a line dropped as too long: the lines after it are read, in any split of reads")
  func droppedLine() {
    let text = Array((String(repeating: "x", count: 70) + "\nok\n").utf8)
    for cut in [10, 69, 70, 71, 72] {
      var splitter = LineSplitter(limit: 64, rejectsNUL: true)
      var lines: [LineSplitter.Next] = []
      for chunk in [text[..<cut], text[cut...]] {
        splitter.append(chunk)
        reading: while true {
          switch splitter.next() {
          case .line(let bytes): lines.append(.line(bytes))
          case .tooLong: splitter.dropCurrentLine()
          default: break reading
          }
        }
      }
      #expect(lines == [.line(Array("ok".utf8))], "cut at \(cut)")
    }
  }
}

import ScrimTerminal
import ScrimTesting
import Testing

/// Textual's chunk test, made exhaustive: wherever the reads split the bytes, the events
/// are the same.
@Suite struct SplitPointTests {
  @Test("every golden input split at every point parses the same", arguments: InputGoldens.all)
  func everySplitPoint(_ input: InputCase) {
    let bytes = input.bytes
    for split in 0...bytes.count {
      let events = parse([bytes[..<split], bytes[split...]])
      #expect(events == input.events, "split at \(split)")
    }
  }

  @Test("every golden input fed byte by byte parses the same", arguments: InputGoldens.all)
  func byteByByte(_ input: InputCase) {
    #expect(parse(input.bytes.map { [$0][...] }) == input.events)
  }

  @Test("all complete golden inputs in one stream, in random chunks of 1 to 6 bytes")
  func randomChunks() {
    // Only inputs that leave nothing pending can be concatenated without changing meaning.
    let complete = InputGoldens.all.filter { input in
      var parser = InputParser()
      _ = parser.feed(input.bytes)
      return !parser.hasPendingInput
    }
    #expect(complete.count > 100)
    let stream = complete.flatMap(\.bytes)
    let expected = merged(complete.flatMap(\.events))
    var random = SeededGenerator(seed: 2026)
    for _ in 0..<20 {
      var chunks: [ArraySlice<UInt8>] = []
      var start = 0
      while start < stream.count {
        let end = min(stream.count, start + Int.random(in: 1...6, using: &random))
        chunks.append(stream[start..<end])
        start = end
      }
      #expect(parse(chunks) == expected)
    }
  }

  @Test("bytes from a sequence without contiguous storage parse the same")
  func nonContiguousSequence() {
    var parser = InputParser()
    let bytes = Array(("ab" + esc + "[1;5A" + esc + "[200~p\r\n" + esc + "[201~").utf8)
    let events = parser.feed(AnySequence(bytes))
    #expect(merged(events) == parse(bytes))
    #expect(events == [.text("ab"), .key(.up, .ctrl), .paste("p\n", truncated: false)])
  }
}

import ScrimTerminal
import ScrimTesting
import Testing

@Suite struct TextAndReportTests {
  @Test("text decodes as UTF-8, with invalid bytes replaced", arguments: InputGoldens.text)
  func text(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test("mouse, focus and cursor reports parse", arguments: InputGoldens.reports)
  func reports(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test("bracketed pastes arrive whole, with controls stripped", arguments: InputGoldens.paste)
  func pastes(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test(
    "malformed sequences are dropped without the keys after them", arguments: InputGoldens.malformed
  )
  func malformed(_ input: InputCase) {
    #expect(parse(input.bytes) == input.events)
  }

  @Test("invalid UTF-8 is replaced exactly as String(decoding:) replaces it")
  func replacementMatchesStandardLibrary() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<300 {
      // Bytes from 0xA0 up and ASCII letters, so no control, ESC or 8-bit CSI takes part.
      let count = Int.random(in: 0..<12, using: &random)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &random)
          ? UInt8.random(in: 0xA0...0xFF, using: &random)
          : UInt8.random(in: 0x61...0x7A, using: &random)
      }
      let expected = String(decoding: bytes, as: UTF8.self)
      #expect(merged(parse(bytes)) == (expected.isEmpty ? [] : [.text(expected)]), "\(bytes)")
    }
  }

  @Test("a paste past the limit keeps exactly the limit and says it was truncated")
  func pasteLimit() {
    let parser = InputParser(maxPasteBytes: 10)
    let events = parse(
      Array((esc + "[200~" + "0123456789abcdef" + esc + "[201~x").utf8), parser: parser)
    #expect(events == [.paste("0123456789", truncated: true), .text("x")])
  }

  @Test("a truncated paste does not end in half a character")
  func pasteLimitOnCharacter() {
    let parser = InputParser(maxPasteBytes: 4)
    let events = parse(Array((esc + "[200~abcé" + esc + "[201~").utf8), parser: parser)
    #expect(events == [.paste("abc", truncated: true)])
  }

  @Test("the default paste limit is 1 MiB and a longer paste holds no more")
  func defaultPasteLimit() {
    var parser = InputParser()
    #expect(parser.maxPasteBytes == 1 << 20)
    var events = parser.feed(Array((esc + "[200~").utf8))
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
    for _ in 0..<20 {
      events += parser.feed(chunk)
      // The paste plus at most one sequence body (64 bytes).
      #expect(parser.bufferedByteCount <= (1 << 20) + 64)
    }
    events += parser.feed(Array((esc + "[201~").utf8))
    #expect(events.count == 1)
    if case .paste(let text, let truncated)? = events.first {
      #expect(text.utf8.count == 1 << 20)
      #expect(truncated)
    } else {
      Issue.record("expected a paste, got \(events)")
    }
  }
}

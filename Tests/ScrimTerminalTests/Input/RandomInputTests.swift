import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Seeded random bytes: the parser must never crash, hang, grow without bound, or lose
/// the key typed after the garbage once `idle()` has run.
@Suite struct RandomInputTests {
  /// Bytes that steer the parser into its states: ESC, introducers, parameters, finals,
  /// paste markers, UTF-8 leads and continuations, the 8-bit CSI.
  private static let interesting: [UInt8] =
    [0x1B, 0x1B, 0x1B, 0x9B, 0xC3, 0xE2, 0xF0, 0x80, 0xBF, 0x0D, 0x7F, 0x00]
    + Array("[[[O<?;;:0123456789~~MmAZRIu$^".utf8)

  private static let pasteStart = Array("\u{1B}[200~".utf8)

  /// Keys typed after garbage, with the events each must give.
  private static let probes: [(bytes: [UInt8], events: [InputEvent])] = [
    (Array("x".utf8), [.text("x")]),
    (Array("\u{1B}[A".utf8), [.key(.up)]),
    (Array("\r".utf8), [.key(.enter)]),
    (Array("\u{1B}[1;5B".utf8), [.key(.down, .ctrl)]),
    (Array("é".utf8), [.text("é")]),
    (Array("\u{1B}[<0;3;4M".utf8), [.mouse(MouseEvent(.press(.left), column: 2, row: 3))]),
    (Array("\u{1B}[200~p\u{1B}[201~".utf8), [.paste("p", truncated: false)]),
  ]

  private func garbage(_ random: inout SeededGenerator) -> [UInt8] {
    // Sixteen random bits per byte, taken four at a time from each 64-bit draw: the
    // generic `random(in:)` calls would dominate a debug-build run.
    let count = Int(random.next() % 201)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count + Self.pasteStart.count)
    var word: UInt64 = 0
    for index in 0..<count {
      if index % 4 == 0 { word = random.next() }
      let selector = UInt8(truncatingIfNeeded: word)
      let value = UInt8(truncatingIfNeeded: word >> 8)
      word >>= 16
      switch selector {
      case 0, 1: bytes += Self.pasteStart
      case 2..<128: bytes.append(value)
      default: bytes.append(Self.interesting[Int(value) % Self.interesting.count])
      }
    }
    return bytes
  }

  /// Whether an event is well formed: text is non-empty and printable, cells are 0-based.
  private func isWellFormed(_ event: InputEvent) -> Bool {
    switch event {
    case .text(let text):
      return !text.isEmpty && !text.unicodeScalars.contains(where: TextSanitizer.isControl)
    case .paste(let text, _):
      return !text.unicodeScalars.contains { TextSanitizer.isControl($0) && $0 != "\n" }
    case .mouse(let mouse): return mouse.column >= 0 && mouse.row >= 0
    case .cursorPosition(let row, let column): return row >= 0 && column >= 0
    case .key, .focusIn, .focusOut: return true
    }
  }

  @Test(
    "a million random bytes: no crash, bounded memory, well-formed events, no lost key",
    .timeLimit(.minutes(1)))
  func randomBytes() {
    var random = SeededGenerator(seed: 0x5C41_0005)
    // A small paste limit so that truncation is exercised and the memory bound is tight.
    var parser = InputParser(maxPasteBytes: 4096)
    let bound = parser.maxPasteBytes + 64
    var total = 0
    var lost: [String] = []
    var malformed: [InputEvent] = []
    var largestBuffer = 0
    while total < 1_000_000 {
      let bytes = garbage(&random)
      total += bytes.count
      var start = 0
      while start < bytes.count {
        let end = min(bytes.count, start + 1 + Int(random.next() % 64))
        for event in parser.feed(bytes[start..<end]) where !isWellFormed(event) {
          malformed.append(event)
        }
        largestBuffer = max(largestBuffer, parser.bufferedByteCount)
        start = end
      }
      for event in parser.idle() where !isWellFormed(event) { malformed.append(event) }
      #expect(!parser.hasPendingInput)
      let probe = Self.probes.randomElement(using: &random) ?? Self.probes[0]
      let events = parser.feed(probe.bytes)
      if events != probe.events, lost.count < 5 {
        lost.append("after \(visibleBytes(bytes)): \(events)")
      }
    }
    #expect(lost.isEmpty, "\(lost)")
    #expect(malformed.isEmpty, "\(malformed.prefix(5))")
    #expect(largestBuffer <= bound)
  }

  // How long parsing takes is for the benchmark (`scrim-bench input`), not a test: the time
  // limit only stops a hang.
  @Test(
    "uniform random bytes in one large read give the events of the same bytes read in chunks",
    .timeLimit(.minutes(1)))
  func oneLargeRead() {
    var random = SeededGenerator(seed: 99)
    let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    var whole = InputParser()
    let events = whole.feed(bytes) + whole.idle()
    var chunked = InputParser()
    var chunkedEvents: [InputEvent] = []
    for start in stride(from: 0, to: bytes.count, by: 4096) {
      chunkedEvents += chunked.feed(bytes[start..<min(bytes.count, start + 4096)])
    }
    chunkedEvents += chunked.idle()
    #expect(events.count > 10_000, "random bytes hold many keys and characters")
    // A read's plain text is one event; across reads it comes in pieces.
    #expect(merged(events) == merged(chunkedEvents))
    #expect(whole.feed(Array("x".utf8)) == [.text("x")])
  }
}

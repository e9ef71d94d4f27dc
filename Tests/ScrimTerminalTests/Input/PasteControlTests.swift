import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Whatever bytes a paste holds, what it delivers holds no control character but "\n".
@Suite struct PasteControlTests {
  private static let start = Array("\u{1B}[200~".utf8)
  private static let end = Array("\u{1B}[201~".utf8)

  /// The control scalars, other than the line break a paste keeps, in `events`' text.
  private func controls(in events: [InputEvent]) -> [Unicode.Scalar] {
    events.flatMap { event -> [Unicode.Scalar] in
      switch event {
      case .paste(let text, _), .text(let text):
        return text.unicodeScalars.filter { TextSanitizer.isControl($0) && $0 != "\n" }
      default:
        return []
      }
    }
  }

  @Test("removing a C1 control cannot join its neighbours into another (C2 C2 9D 9D)")
  func joinedNeighbours() {
    let events = parse(Self.start + [0xC2, 0xC2, 0x9D, 0x9D] + Self.end)
    #expect(controls(in: events).isEmpty, "\(events)")
    #expect(events == [.paste("\u{FFFD}\u{FFFD}", truncated: false)])
  }

  @Test("a C1 control split by a dropped ASCII control is not joined back together")
  func splitByDroppedControl() {
    let events = parse(Self.start + [0xC2, 0x01, 0x9D, 0xC2, 0x7F, 0x85] + Self.end)
    #expect(controls(in: events).isEmpty, "\(events)")
  }

  @Test("C1 controls are still removed, and line breaks and tabs still rewritten")
  func cleanedAsBefore() {
    let bytes = Array("a\u{85}b\r\nc\rd\te\u{9B}f".utf8)
    #expect(parse(Self.start + bytes + Self.end) == [.paste("ab\nc\nd ef", truncated: false)])
  }

  @Test("random bytes from the paste's troublesome alphabet never deliver a control")
  func randomBytes() {
    let alphabet: [UInt8] = [
      0xC2, 0xC2, 0x80, 0x85, 0x9B, 0x9D, 0x9F, 0x0D, 0x0A, 0x09, 0x01,
      0x7F, 0xE2, 0xF0, 0xBF, 0x61,
    ]
    var random = SeededGenerator(seed: 14)
    for _ in 0..<2000 {
      let count = Int(random.next() % 24)
      let body = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      let events = parse(Self.start + body + Self.end)
      #expect(controls(in: events).isEmpty, "\(visibleBytes(body)) gave \(events)")
    }
  }
}

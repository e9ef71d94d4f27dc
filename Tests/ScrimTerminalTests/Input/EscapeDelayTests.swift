import ScrimTerminal
import ScrimTesting
import Testing

@Suite struct EscapeDelayTests {
  @Test("a lone ESC is pending until idle, with the escape delay as the timeout")
  func loneEscapeIsPending() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.hasPendingInput)
    #expect(parser.idleTimeout == .milliseconds(25))
    #expect(parser.idle() == [.key(.escape)])
    #expect(!parser.hasPendingInput)
    #expect(parser.idleTimeout == nil)
  }

  @Test("the escape delay defaults to 25 ms and can be set")
  func configurableDelay() {
    var parser = InputParser(escapeDelay: .milliseconds(10))
    #expect(InputParser().escapeDelay == .milliseconds(25))
    _ = parser.feed([0x1B])
    #expect(parser.idleTimeout == .milliseconds(10))
    parser.escapeDelay = .milliseconds(50)
    #expect(parser.idleTimeout == .milliseconds(50))
  }

  @Test("an open paste waits for the paste timeout instead")
  func pasteTimeout() {
    var parser = InputParser()
    _ = parser.feed(Array((esc + "[200~abc").utf8))
    #expect(parser.idleTimeout == .seconds(1))
    #expect(parser.idle() == [.paste("abc", truncated: true)])
  }

  @Test("nothing is pending after complete keys, text or reports")
  func nothingPending() {
    var parser = InputParser()
    _ = parser.feed(Array(("ab" + esc + "[A" + esc + "[<0;1;1M\r").utf8))
    #expect(!parser.hasPendingInput)
    #expect(parser.idle() == [])
  }

  @Test("half a character is pending and becomes U+FFFD at idle")
  func partialCharacterPending() {
    var parser = InputParser()
    #expect(parser.feed([0xE2, 0x82]) == [])
    #expect(parser.hasPendingInput)
    #expect(parser.idle() == [.text("\u{FFFD}")])
  }

  @Test("the rest of a sequence arriving before idle completes it")
  func restBeforeIdle() {
    var parser = InputParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.feed(Array("[1;5".utf8)) == [])
    #expect(parser.feed(Array("A".utf8)) == [.key(.up, .ctrl)])
  }

  @Test("Esc reaches the presenter within 30 ms on an injected clock")
  func escapeLatency() {
    // The run loop's part, in miniature: arm a deadline after each read that leaves input
    // pending, and call idle() when the clock passes it.
    let clock = ManualClock()
    var parser = InputParser()
    let pressed = clock.now
    var events = parser.feed([0x1B])
    let deadline = parser.idleTimeout.map { clock.now.advanced(by: $0) }
    var resolvedAt: ManualClock.Instant?
    for _ in 0..<10 {
      clock.advance(by: .milliseconds(5))
      if let deadline, clock.now >= deadline, resolvedAt == nil {
        events += parser.idle()
        resolvedAt = clock.now
      }
    }
    #expect(events == [.key(.escape)])
    let latency = resolvedAt.map { pressed.duration(to: $0) }
    #expect(latency.map { $0 <= .milliseconds(30) } == true)
  }
}

import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// The bytes that give the terminal back, whatever state a frame left it in.
@Suite struct ExitSequenceTests {
  /// Every combination of the modes a run can switch on.
  private static let allModes: [TerminalModes] = {
    var modes: [TerminalModes] = []
    for alternate in [true, false] {
      for mouse in [true, false] {
        for paste in [true, false] {
          for focus in [true, false] {
            for inline in [nil, 3] as [Int?] {
              modes.append(
                TerminalModes(
                  alternateScreen: alternate, mouse: mouse, bracketedPaste: paste,
                  focusEvents: focus, inlineHeight: inline))
            }
          }
        }
      }
    }
    return modes
  }()

  @Test("synchronized output (mode 2026) is switched off first, whatever the modes")
  func synchronizedOutputFirst() {
    for modes in Self.allModes {
      #expect(modes.exitSequence.hasPrefix("\u{1B}[?2026l"), "\(modes)")
    }
  }

  @Test("a frame cut off by a signal leaves no update held once the exit sequence is written")
  func cutFrameIsReleased() {
    var screen = Screen(width: 20, height: 3)
    screen.write("Delete draft?", x: 1, y: 1, style: .plain, measurer: CellMeasurer())
    var encoder = ANSIEncoder(depth: .trueColor)
    let frame = encoder.encode(screen.changes(from: nil), in: screen, cursor: .hidden)
    let begin = Array("\u{1B}[?2026h".utf8)
    let end = Array("\u{1B}[?2026l".utf8)
    #expect(frame.starts(with: begin), "frames are synchronized updates")
    for cut in 1..<frame.count {
      let written = Array(frame[..<cut]) + Array(TerminalModes().exitSequence.utf8)
      let lastBegin = Self.lastIndex(of: begin, in: written) ?? -1
      let lastEnd = Self.lastIndex(of: end, in: written) ?? -1
      #expect(lastEnd > lastBegin, "cut after \(cut) bytes: \(visible(written))")
    }
  }

  @Test("a frame cut inside a line drawn in DEC's set leaves ASCII selected after the exit")
  func cutLineIsReleased() {
    var screen = Screen(width: 20, height: 1)
    for x in 0..<20 { screen.put("─", width: 1, x: x, y: 0, style: .plain) }
    var encoder = ANSIEncoder(depth: .trueColor)
    encoder.usesLineDrawingSet = true
    let frame = encoder.encode(screen.changes(from: nil), in: screen, cursor: .hidden)
    let enter = Array("\u{1B}(0".utf8)
    let cut = (Self.lastIndex(of: enter, in: frame) ?? 0) + enter.count
    #expect(cut > enter.count, "the line is drawn in the set")
    var terminal = VirtualTerminal(width: 20, height: 2, measurer: CellMeasurer())
    terminal.feed(
      Array(frame[..<cut]) + Array(TerminalModes().exitSequence.utf8) + Array("\r\nlqk".utf8))
    #expect(terminal.screen.lines[1].hasPrefix("lqk"), "the shell's text is letters again")
  }

  private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).last {
      bytes[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }
}

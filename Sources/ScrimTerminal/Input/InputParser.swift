import ScrimCore

/// Turns the bytes a terminal sends into `InputEvent`s, incrementally.
///
/// Feed it whatever each read returned; a sequence split across reads at any byte parses
/// the same as one read whole. The parser has no clock: a lone ESC could be the Esc key
/// or the start of a sequence, so it stays pending until more bytes come or the run loop
/// calls `idle()`.
///
///     var parser = InputParser()
///     parser.feed(Array("\u{1B}[1;5A".utf8))   // [.key(.up, .ctrl)]
///     parser.feed([0x1B])                       // [], and hasPendingInput is true
///     parser.idle()                             // [.key(.escape)]
///
/// The run loop arms a timer on its injected clock for `idleTimeout` whenever
/// `hasPendingInput` is true after a feed, and calls `idle()` if no byte arrives before
/// it fires. Reading `ESCDELAY` or any other configuration is the run loop's job; the
/// parser only holds the resulting `escapeDelay`.
///
/// Choices where terminals are ambiguous:
/// - `ESC ESC [A` is Esc, then Up: a second ESC resolves the first as the Esc key at once.
///   rxvt's Alt-Up (`ESC ESC [A`) therefore arrives as Esc then Up, while xterm's
///   (`ESC[1;3A`) is Alt-Up. Never merging them means a double Esc is never lost.
/// - ESC then a character is Alt plus that character; `ESC [` or `ESC O` followed by a
///   byte that cannot continue a sequence, or by silence, is Alt-[ or Alt-O.
/// - The 8-bit CSI (0x9B) starts a sequence only where a UTF-8 character may start. Inside
///   a character it is a continuation byte, and a lone 0x9B is never valid UTF-8 text, so
///   honouring it costs no text.
/// - An unknown or malformed sequence is dropped whole, and only itself: a byte that cannot
///   be in a sequence (a control, ESC, or a non-ASCII byte) ends it and is parsed afresh.
///   A sequence longer than 64 bytes is dropped up to its final byte.
/// - A bracketed paste keeps at most `maxPasteBytes`; the rest is dropped and the paste
///   reported as truncated. If its end marker never comes, `idle()` ends it after
///   `pasteTimeout`, so a stray `ESC[200~` cannot swallow every later key.
///
/// - Complexity: O(n) in the bytes fed; memory is bounded by `maxPasteBytes` plus the
///   current read.
public struct InputParser: Sendable {
  /// How long a lone ESC waits for the rest of a sequence before it is the Esc key.
  ///
  /// Defaults to 25 ms, under the 30 ms goal for Esc (ncurses waits 1,000 ms, whiptail
  /// 500 ms, Textual 100 ms). Terminals write a key's whole sequence at once, so its rest
  /// follows within microseconds locally and usually in the same packet over ssh.
  public var escapeDelay: Duration
  /// How long a bracketed paste may pause before `idle()` ends it without its end marker.
  ///
  /// Defaults to 1 second: long pastes arrive in many reads, and ending one early would
  /// turn its line breaks into Enter presses.
  public var pasteTimeout: Duration
  /// The most bytes a bracketed paste keeps; more are dropped.
  ///
  /// Defaults to 1 MiB, far beyond any text a modal's field wants, yet small enough that a
  /// runaway paste cannot grow memory without bound.
  public let maxPasteBytes: Int

  enum Phase: Sendable {
    case ground, escape, csi, csiIgnore, ss3, paste, x10Mouse
  }

  /// The longest CSI or SS3 body kept; real keys and mouse reports need under 20.
  static let maxSequenceLength = 64

  var phase = Phase.ground
  /// The parameter and intermediate bytes of the sequence being read.
  var sequence: [UInt8] = []
  /// Whether the current CSI began with the 8-bit 0x9B rather than `ESC [`.
  var sequenceIsC1 = false
  /// The numeric parameters of the sequence being dispatched; reused to avoid allocation.
  var parameters: [Int] = []
  var x10BytesLeft = 0
  var paste: PasteBuffer
  private var utf8 = UTF8Accumulator()
  /// Whether the character being decoded followed an ESC, making it Alt plus that key.
  private var altPending = false
  private var textBytes: [UInt8] = []
  private var events: [InputEvent] = []

  /// Makes a parser in its ground state.
  ///
  /// - Parameters:
  ///   - escapeDelay: How long a lone ESC waits; defaults to 25 ms.
  ///   - pasteTimeout: How long a paste may pause before it is ended; defaults to 1 s.
  ///   - maxPasteBytes: The most bytes a paste keeps; defaults to 1 MiB.
  public init(
    escapeDelay: Duration = .milliseconds(25), pasteTimeout: Duration = .seconds(1),
    maxPasteBytes: Int = 1 << 20
  ) {
    self.escapeDelay = escapeDelay
    self.pasteTimeout = pasteTimeout
    self.maxPasteBytes = max(0, maxPasteBytes)
    paste = PasteBuffer(limit: self.maxPasteBytes)
  }

  /// Whether bytes are held back waiting for more (a lone ESC, part of a sequence or of a
  /// character, or an open paste); if so, the run loop should arm the idle timer.
  public var hasPendingInput: Bool { phase != .ground || utf8.isPending }

  /// How long after the last byte the run loop should call `idle()`, or nil when nothing
  /// is pending: `pasteTimeout` inside a paste, `escapeDelay` otherwise.
  public var idleTimeout: Duration? {
    guard hasPendingInput else { return nil }
    return phase == .paste ? pasteTimeout : escapeDelay
  }

  /// Parses the next bytes read from the terminal and returns the events they complete.
  ///
  /// Bytes that may start a longer sequence are kept for the next call or for `idle()`.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    let contiguous: Void? = bytes.withContiguousStorageIfAvailable { consume($0) }
    if contiguous == nil {
      Array(bytes).withUnsafeBufferPointer { consume($0) }
    }
    flushText()
    return takeEvents()
  }

  /// Resolves whatever is pending, as the run loop does when `idleTimeout` has passed
  /// with no new bytes.
  ///
  /// A lone ESC becomes the Esc key; `ESC [` and `ESC O` become Alt-[ and Alt-O; a partial
  /// sequence is dropped; a partial character becomes U+FFFD; an open paste is delivered
  /// as truncated. Afterwards the parser is in its ground state.
  public mutating func idle() -> [InputEvent] {
    switch phase {
    case .ground, .csiIgnore, .x10Mouse: break
    case .escape: emit(.key(.escape))
    case .csi, .ss3: abandonSequence()
    case .paste:
      let result = paste.finish()
      emit(.paste(result.text, truncated: true))
    }
    phase = .ground
    if utf8.abandon() { appendReplacement() }
    altPending = false
    flushText()
    return takeEvents()
  }

  // MARK: - Bytes

  /// Parses a read, taking runs of plain ASCII text and of paste content in bulk.
  private mutating func consume(_ buffer: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < buffer.count {
      let byte = buffer[index]
      var end = index + 1
      if phase == .ground, !utf8.isPending, Self.isPrintableASCII(byte) {
        while end < buffer.count, Self.isPrintableASCII(buffer[end]) { end += 1 }
        textBytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<end]))
      } else if phase == .paste, byte != 0x1B, paste.isBetweenMarkers {
        while end < buffer.count, buffer[end] != 0x1B { end += 1 }
        paste.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<end]))
      } else {
        process(byte)
      }
      index = end
    }
  }

  private static func isPrintableASCII(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) }

  private mutating func process(_ byte: UInt8) {
    // Each state either consumes the byte or moves towards ground and offers it again;
    // ground always consumes, so this runs at most three times.
    while !step(byte) {}
  }

  /// Handles one byte in the current state; false if it must be offered again.
  private mutating func step(_ byte: UInt8) -> Bool {
    switch phase {
    case .ground: return ground(byte)
    case .escape: return escape(byte)
    case .csi: return csi(byte)
    case .csiIgnore: return csiIgnore(byte)
    case .ss3: return ss3(byte)
    case .x10Mouse:
      guard byte >= 0x20 else {
        phase = .ground
        return false
      }
      x10BytesLeft -= 1
      if x10BytesLeft == 0 { phase = .ground }
      return true
    case .paste:
      if paste.append(byte) {
        phase = .ground
        let result = paste.finish()
        emit(.paste(result.text, truncated: result.truncated))
      }
      return true
    }
  }

  private mutating func ground(_ byte: UInt8) -> Bool {
    guard byte < 0x80, !utf8.isPending else { return nonASCII(byte) }
    switch byte {
    case 0x20...0x7E: textBytes.append(byte)
    case 0x1B: phase = .escape
    default: emit(.key(Self.controlKey(byte)))
    }
    return true
  }

  private mutating func nonASCII(_ byte: UInt8) -> Bool {
    if byte == 0x9B, !utf8.isPending {
      beginSequence(.csi, isC1: true)
      return true
    }
    switch utf8.step(byte) {
    case .pending:
      return true
    case .scalar(let scalar):
      // C1 controls (U+0080...U+009F) are neither text nor keys, but an Esc waiting for
      // them is still the Esc key the user pressed.
      if TextSanitizer.isControl(scalar) {
        if altPending { emit(.key(.escape)) }
        altPending = false
      } else if altPending {
        altPending = false
        emit(.key(.character(Character(scalar)), .alt))
      } else {
        textBytes.append(contentsOf: scalar.utf8)
      }
      return true
    case .invalid(let reprocess):
      appendReplacement()
      altPending = false
      return !reprocess
    }
  }

  private mutating func escape(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x5B: beginSequence(.csi, isC1: false)
    case 0x4F: beginSequence(.ss3, isC1: false)
    case 0x1B: emit(.key(.escape))
    case 0x20...0x7E:
      phase = .ground
      emit(.key(.character(Character(Unicode.Scalar(byte))), .alt))
    case 0x00...0x1F, 0x7F:
      phase = .ground
      var press = Self.controlKey(byte)
      press.modifiers.insert(.alt)
      emit(.key(press))
    default:
      phase = .ground
      if UTF8Accumulator.isLeadByte(byte) {
        altPending = true
      } else {
        emit(.key(.escape))
      }
      return false
    }
    return true
  }

  /// The key a C0 control byte or DEL stands for.
  static func controlKey(_ byte: UInt8) -> KeyPress {
    switch byte {
    // Raw mode turns off ICRNL, so Enter is CR; LF comes from pipes and Ctrl-J.
    case 0x0D, 0x0A: KeyPress(.enter)
    case 0x09: KeyPress(.tab)
    case 0x08, 0x7F: KeyPress(.backspace)
    case 0x1B: KeyPress(.escape)
    case 0x00: KeyPress(.character(" "), modifiers: .ctrl)
    case 0x01...0x1A:
      KeyPress(.character(Character(Unicode.Scalar(byte &+ 0x60))), modifiers: .ctrl)
    default: KeyPress(.character(Character(Unicode.Scalar(byte &+ 0x40))), modifiers: .ctrl)
    }
  }

  // MARK: - Output

  /// Adds an event after any text typed before it.
  mutating func emit(_ event: InputEvent) {
    flushText()
    events.append(event)
  }

  /// Adds a printable character to the current text run.
  mutating func appendText(_ scalar: Unicode.Scalar) { textBytes.append(contentsOf: scalar.utf8) }

  private mutating func appendReplacement() {
    if altPending { emit(.key(.escape)) }
    textBytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
  }

  private mutating func flushText() {
    guard !textBytes.isEmpty else { return }
    events.append(.text(String(decoding: textBytes, as: UTF8.self)))
    // Keep the buffer for the next read, unless one huge read grew it.
    textBytes.removeAll(keepingCapacity: textBytes.capacity <= 1 << 16)
  }

  private mutating func takeEvents() -> [InputEvent] {
    let result = events
    events = []
    return result
  }
}

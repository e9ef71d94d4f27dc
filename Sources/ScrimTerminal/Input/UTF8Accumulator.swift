/// Decodes UTF-8 one byte at a time, so a character split across reads decodes whole.
///
/// Validation follows the Unicode standard's table of well-formed sequences (no overlong
/// forms, no surrogates, nothing above U+10FFFF). An ill-formed sequence gives one
/// replacement for its longest valid prefix, and the byte that broke it is offered again,
/// the same "maximal subpart" policy as `String(decoding:as:)`.
struct UTF8Accumulator: Sendable {
  /// What one byte did.
  enum Step: Equatable {
    /// The byte was consumed; the character needs more bytes.
    case pending
    /// The byte completed this scalar.
    case scalar(Unicode.Scalar)
    /// The bytes so far are ill-formed: report one U+FFFD. If `reprocess` is true, the
    /// current byte was not consumed and must be fed again.
    case invalid(reprocess: Bool)
  }

  private var value: UInt32 = 0
  private var remaining = 0
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF

  /// Whether a character has started but not finished.
  var isPending: Bool { remaining > 0 }

  /// Whether `byte` can start a multi-byte character.
  static func isLeadByte(_ byte: UInt8) -> Bool { (0xC2...0xF4).contains(byte) }

  /// Feeds one byte that is not ASCII, or any byte while a character is pending.
  mutating func step(_ byte: UInt8) -> Step {
    guard remaining > 0 else { return start(byte) }
    guard (lower...upper).contains(byte) else {
      reset()
      return .invalid(reprocess: true)
    }
    value = value << 6 | UInt32(byte & 0x3F)
    remaining -= 1
    lower = 0x80
    upper = 0xBF
    guard remaining == 0 else { return .pending }
    // The range checks above rule out surrogates and values past U+10FFFF.
    guard let scalar = Unicode.Scalar(value) else { return .invalid(reprocess: false) }
    return .scalar(scalar)
  }

  /// Gives up on a pending character (at idle); true if one was pending.
  mutating func abandon() -> Bool {
    defer { reset() }
    return remaining > 0
  }

  private mutating func start(_ byte: UInt8) -> Step {
    switch byte {
    case 0x00...0x7F:
      return .scalar(Unicode.Scalar(byte))
    case 0xC2...0xDF:
      begin(UInt32(byte & 0x1F), remaining: 1)
    case 0xE0...0xEF:
      begin(UInt32(byte & 0x0F), remaining: 2)
      if byte == 0xE0 { lower = 0xA0 }
      if byte == 0xED { upper = 0x9F }
    case 0xF0...0xF4:
      begin(UInt32(byte & 0x07), remaining: 3)
      if byte == 0xF0 { lower = 0x90 }
      if byte == 0xF4 { upper = 0x8F }
    default:
      return .invalid(reprocess: false)
    }
    return .pending
  }

  private mutating func begin(_ bits: UInt32, remaining count: Int) {
    value = bits
    remaining = count
    lower = 0x80
    upper = 0xBF
  }

  private mutating func reset() {
    value = 0
    remaining = 0
    lower = 0x80
    upper = 0xBF
  }
}

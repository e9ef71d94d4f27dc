/// Collects a bracketed paste up to a size limit and watches for its end marker.
///
/// The end marker (`ESC[201~`) may be split across reads like anything else, so it is
/// matched a byte at a time; a partial match that fails is content after all. Bytes past
/// the limit are counted as dropped but never stored, so a paste that never ends costs at
/// most `limit` bytes.
struct PasteBuffer: Sendable {
  /// How many content bytes are kept; the rest is dropped.
  let limit: Int
  /// Whether content was dropped because the paste passed `limit`.
  private(set) var isTruncated = false
  private(set) var bytes: [UInt8] = []
  private var matched = 0

  private static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Makes an empty buffer that keeps at most `limit` bytes.
  init(limit: Int) { self.limit = max(0, limit) }

  /// Takes one byte of the paste; true when it completed the end marker.
  mutating func append(_ byte: UInt8) -> Bool {
    if byte == Self.endMarker[matched] {
      matched += 1
      guard matched == Self.endMarker.count else { return false }
      matched = 0
      return true
    }
    if matched > 0 {
      // The marker starts with its only ESC, so a failed match restarts only on ESC.
      for markerByte in Self.endMarker[..<matched] { store(markerByte) }
      matched = 0
      if byte == 0x1B {
        matched = 1
        return false
      }
    }
    store(byte)
    return false
  }

  /// The paste as clean text, and whether it was truncated; empties the buffer.
  mutating func finish() -> (text: String, truncated: Bool) {
    defer {
      bytes.removeAll()
      isTruncated = false
      matched = 0
    }
    let end = isTruncated ? Self.completeCharacterEnd(bytes) : bytes.count
    return (Self.clean(String(decoding: bytes[..<end], as: UTF8.self)), isTruncated)
  }

  private mutating func store(_ byte: UInt8) {
    // ASCII controls other than line breaks and tabs are dropped here, so they do not
    // count towards the limit; C1 controls need decoding and go in `clean`.
    guard byte >= 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09, byte != 0x7F else {
      return
    }
    guard bytes.count < limit else {
      isTruncated = true
      return
    }
    if bytes.isEmpty { bytes.reserveCapacity(min(limit, 4096)) }
    bytes.append(byte)
  }

  /// The text with CR LF and CR as "\n", tabs as spaces, and other controls removed.
  ///
  /// Tabs become spaces rather than vanishing so that pasted columns stay words apart.
  static func clean(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\r": result.append("\n")
      case "\n": if !afterCarriageReturn { result.append("\n") }
      case "\t": result.append(" ")
      default: if !Sanitizer.isControl(scalar) { result.append(scalar) }
      }
    }
    return String(result)
  }

  /// The end of the last complete UTF-8 character, so a cut does not leave a U+FFFD.
  private static func completeCharacterEnd(_ bytes: [UInt8]) -> Int {
    var start = bytes.count - 1
    while start >= 0, bytes.count - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    guard start >= 0 else { return bytes.count }
    let lead = bytes[start]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    return bytes.count - start < length ? start : bytes.count
  }
}

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

  /// `ESC [ 2 0 1 ~`, first byte lowest, so that matching needs no array access.
  private static let endMarker: UInt64 = 0x7E_31_30_32_5B_1B
  private static let endMarkerLength = 6

  /// Makes an empty buffer that keeps at most `limit` bytes.
  init(limit: Int) { self.limit = max(0, limit) }

  /// Whether no part of the end marker has been seen, so a run without ESC is all content.
  var isBetweenMarkers: Bool { matched == 0 }

  /// Takes one byte of the paste; true when it completed the end marker.
  mutating func append(_ byte: UInt8) -> Bool {
    if byte == Self.markerByte(matched) {
      matched += 1
      guard matched == Self.endMarkerLength else { return false }
      matched = 0
      return true
    }
    if matched > 0 {
      // The marker starts with its only ESC, so a failed match restarts only on ESC.
      for index in 0..<matched { store(Self.markerByte(index)) }
      matched = 0
      if byte == 0x1B {
        matched = 1
        return false
      }
    }
    store(byte)
    return false
  }

  /// Takes a run of content that holds no ESC, while `isBetweenMarkers`.
  ///
  /// The common case, a run with no control to drop, is one bulk copy.
  mutating func append(contentsOf run: UnsafeBufferPointer<UInt8>) {
    guard !run.contains(where: Self.isDropped) else {
      for byte in run { store(byte) }
      return
    }
    let room = max(0, limit - bytes.count)
    if run.count > room { isTruncated = true }
    bytes.append(contentsOf: run.prefix(room))
  }

  /// The paste as clean text, and whether it was truncated; empties the buffer.
  ///
  /// CR LF and CR become "\n", tabs become spaces (so pasted columns stay words apart),
  /// and C1 controls are removed, so the text holds no control character but "\n". Line
  /// breaks and tabs are rewritten on the bytes, in place, since they are ASCII bytes
  /// that become ASCII bytes; every other ASCII control was dropped on arrival.
  mutating func finish() -> (text: String, truncated: Bool) {
    defer {
      bytes = []
      isTruncated = false
      matched = 0
    }
    let end = isTruncated ? Self.completeCharacterEnd(bytes) : bytes.count
    let length = bytes.withUnsafeMutableBufferPointer { buffer in
      var read = 0
      var write = 0
      var afterCarriageReturn = false
      while read < end {
        let byte = buffer[read]
        read += 1
        let wasCarriageReturn = afterCarriageReturn
        afterCarriageReturn = byte == 0x0D
        switch byte {
        case 0x0D: buffer[write] = 0x0A
        case 0x0A where wasCarriageReturn: continue
        case 0x09: buffer[write] = 0x20
        default: buffer[write] = byte
        }
        write += 1
      }
      return write
    }
    let text = String(decoding: bytes[..<length], as: UTF8.self)
    // Only C1 controls can be left, and only where a C2 byte is: most pastes skip the
    // scalar scan.
    guard bytes[..<length].contains(0xC2) else { return (text, isTruncated) }
    return (Self.removingC1Controls(text), isTruncated)
  }

  /// `text` without its C1 controls (U+0080 to U+009F).
  ///
  /// They are removed from the decoded scalars, never from the bytes: taking the pair
  /// C2 9D out of C2 C2 9D 9D would join its neighbours into another C2 9D, U+009D.
  private static func removingC1Controls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) else {
      return text
    }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.filter { !(0x80...0x9F).contains($0.value) }))
  }

  private static func markerByte(_ index: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: endMarker >> (8 * UInt64(index)))
  }

  /// Whether a byte is an ASCII control that a paste drops on arrival.
  private static func isDropped(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09) || byte == 0x7F
  }

  private mutating func store(_ byte: UInt8) {
    // ASCII controls other than line breaks and tabs are dropped here, so they do not
    // count towards the limit; C1 controls are two bytes and go in `finish`.
    guard !Self.isDropped(byte) else { return }
    guard bytes.count < limit else {
      isTruncated = true
      return
    }
    if bytes.isEmpty { bytes.reserveCapacity(min(limit, 4096)) }
    bytes.append(byte)
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

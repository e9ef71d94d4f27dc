import ScrimCore

/// Writes JSON text with our own escaping, valid for any Swift string.
///
/// Quotes and backslashes are escaped; every control character (C0, DEL and C1) is written as
/// `\u00XX`, U+2028 and U+2029 as `\u2028` and `\u2029` so the text is also valid
/// JavaScript, and bidirectional controls (`TextSanitizer.isBidiControl`) as `\uXXXX`, so
/// that JSON printed on a terminal cannot reorder its line. Bytes of an argument that were
/// not UTF-8 are written as U+FFFD. Everything else is written as UTF-8: a parser reads
/// back exactly the text given.
enum JSONWriter {
  /// `text` as a JSON string literal, quotes included.
  ///
  /// - Complexity: O(n) in the UTF-8 length; it works on bytes, since a 100 KB value
  ///   appended scalar by scalar costs milliseconds.
  static func string(_ text: String) -> String {
    var text = text
    return text.withUTF8 { source in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(source.count + 2)
      bytes.append(UInt8(ascii: "\""))
      var index = 0
      while index < source.count {
        let byte = source[index]
        let next = index + 1 < source.count ? source[index + 1] : 0
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
          bytes += [UInt8(ascii: "\\"), byte]
        case 0..<0x20, 0x7F:
          appendEscape(UInt32(byte), to: &bytes)
        case 0xC2 where (0x80...0x9F).contains(next):
          // C1 controls, U+0080 to U+009F, are encoded as C2 80 to C2 9F.
          appendEscape(UInt32(next), to: &bytes)
          index += 1
        case 0xE2, 0xD8:
          // U+2028 and U+2029, which end lines in JavaScript, and the bidirectional
          // controls are all three bytes from E2 or, for U+061C, two from D8.
          let length = byte == 0xE2 ? 3 : 2
          let value = index + length <= source.count ? scalar(source, at: index) : nil
          if let value, value == 0x2028 || value == 0x2029 || isBidiControl(value) {
            appendEscape(value, to: &bytes)
            index += length - 1
          } else {
            bytes.append(byte)
          }
        case 0xF4 where next == 0x8F && index + 3 < source.count && source[index + 2] >= 0xBE:
          // U+10FF80 to U+10FFFF: bytes of an argument that were not UTF-8, which JSON
          // text, always UTF-8, cannot hold (`ArgumentText`).
          bytes += [0xEF, 0xBF, 0xBD]
          index += 3
        default:
          bytes.append(byte)
        }
        index += 1
      }
      bytes.append(UInt8(ascii: "\""))
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// An object whose members appear in the order given; values are already JSON.
  static func object(_ members: [(key: String, json: String)]) -> String {
    "{" + members.map { string($0.key) + ":" + $0.json }.joined(separator: ",") + "}"
  }

  /// An array of values that are already JSON.
  static func array(_ items: [String]) -> String {
    "[" + items.joined(separator: ",") + "]"
  }

  /// `text` as a JSON string, or `null`.
  static func optional(_ text: String?) -> String {
    text.map(string) ?? "null"
  }

  /// The scalar encoded at `index`, a lead byte E2 (three bytes) or D8 (two), whose
  /// continuation bytes the caller knows are there; nil when they are not continuations.
  private static func scalar(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
    let lead = source[index]
    let length = lead == 0xE2 ? 3 : 2
    var value = UInt32(lead & (length == 3 ? 0x0F : 0x1F))
    for offset in 1..<length {
      let byte = source[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return value
  }

  private static func isBidiControl(_ value: UInt32) -> Bool {
    Unicode.Scalar(value).map(TextSanitizer.isBidiControl) ?? false
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func appendEscape(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
    for shift in [12, 8, 4, 0] { bytes.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)]) }
  }
}

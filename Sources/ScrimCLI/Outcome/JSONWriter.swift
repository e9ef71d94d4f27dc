/// Writes JSON text with our own escaping, valid for any Swift string.
///
/// Quotes and backslashes are escaped; every control character (C0, DEL and C1) is written as
/// `\u00XX`, and U+2028 and U+2029 as `\u2028` and `\u2029` so the text is also valid
/// JavaScript. Everything else is written as UTF-8.
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
        case 0xE2
        where next == 0x80 && index + 2 < source.count
          && (0xA8...0xA9).contains(source[index + 2]):
          // U+2028 and U+2029 end lines in JavaScript.
          appendEscape(0x2000 + UInt32(source[index + 2]) - 0xA8 + 0x28, to: &bytes)
          index += 2
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

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func appendEscape(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
    for shift in [12, 8, 4, 0] { bytes.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)]) }
  }
}

/// C escapes in zenity's text made the characters they stand for, as GLib's
/// `g_strcompress` does: `--text`, a progress box's `# text` lines, `--separator`.
package enum ZenityEscapes {
  /// `text` with `\n`, `\t`, `\\`, `\"`, `\b`, `\f`, `\r`, `\v` and octal `\NNN` made the
  /// characters they stand for; any other escaped character stands for itself.
  package static func compressed(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var bytes: [UInt8] = []
    let source = Array(text.utf8)
    var index = 0
    while index < source.count {
      let byte = source[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < source.count else {
        bytes.append(byte)
        continue
      }
      let escaped = source[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < source.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(source[index])
        {
          value = value * 8 + Int(source[index] - UInt8(ascii: "0"))
          index += 1
          digits += 1
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      default: bytes.append(escaped)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// An output buffer for escape sequences that formats numbers without building strings,
/// since the renderer writes thousands of them per frame.
struct ByteWriter {
  var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  var isEmpty: Bool { bytes.isEmpty }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(_ other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  mutating func append(number: Int) {
    var value = max(0, number)
    if value < 10 {
      bytes.append(UInt8(48 + value))
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      while value > 0 && count < buffer.count {
        buffer[count] = UInt8(48 + value % 10)
        value /= 10
        count += 1
      }
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// `ESC [ n final`, with n left out when it is 1 (the default for moves).
  mutating func csi(_ count: Int, _ final: UInt8) {
    append("\u{1B}[")
    if count != 1 { append(number: count) }
    bytes.append(final)
  }

  /// The length of `csi(count, final)` without writing it.
  static func csiLength(_ count: Int) -> Int {
    3 + (count == 1 ? 0 : digitCount(count))
  }

  /// Cursor position: `ESC [ row ; column H`, shortened where the defaults allow.
  mutating func moveTo(x: Int, y: Int) {
    append("\u{1B}[")
    if x == 0 && y == 0 {
      append("H")
      return
    }
    append(number: y + 1)
    if x > 0 {
      append(";")
      append(number: x + 1)
    }
    append("H")
  }

  static func moveLength(x: Int, y: Int) -> Int {
    if x == 0 && y == 0 { return 3 }
    return 3 + digitCount(y + 1) + (x > 0 ? 1 + digitCount(x + 1) : 0)
  }

  static func digitCount(_ value: Int) -> Int {
    var value = max(0, value)
    var count = 1
    while value >= 10 {
      value /= 10
      count += 1
    }
    return count
  }
}

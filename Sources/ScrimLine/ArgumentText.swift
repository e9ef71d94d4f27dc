/// Command-line arguments kept byte for byte in Strings, though they need not be UTF-8.
///
/// `CommandLine.arguments` turns bytes that are not UTF-8 into U+FFFD, so a label given
/// in Latin-1 (`caf\xE9`) could not be printed back as given. Here each byte that is not
/// part of well-formed UTF-8 becomes a scalar of its own at the end of plane 16's private
/// use area: byte 80 to FF as U+10FF80 to U+10FFFF (bytes below 80 are always
/// well-formed). Scalars of that range given in well-formed UTF-8 are stored the same
/// way, a scalar per byte, so that `bytes(of:)` gives back exactly the bytes given, for
/// any argument.
///
/// Where text is shown rather than output (drawn, prompted, quoted in an error, in JSON),
/// `shown(_:)` makes each stored byte U+FFFD, as a terminal would show it.
package enum ArgumentText {
  /// The scalar for byte 0 (never used: only bytes from 80 are stored this way).
  private static let base: UInt32 = 0x10_FF00

  /// The name this process was started as (argv[0]), as `current()` reads arguments,
  /// without Swift's `CommandLine.arguments`, whose start-up cost the command avoids.
  package static func programName() -> String {
    CommandLine.argc > 0 ? argument(0) : ""
  }

  /// The arguments of this process, without the program name.
  package static func current() -> [String] {
    (1..<Int(CommandLine.argc)).map(argument)
  }

  private static func argument(_ index: Int) -> String {
    guard let argument = CommandLine.unsafeArgv[index] else { return "" }
    return argument.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
      var length = 0
      while bytes[length] != 0 { length += 1 }
      return decode(UnsafeBufferPointer(start: bytes, count: length))
    }
  }

  /// `bytes` as text, each byte that is not well-formed UTF-8 stored as a scalar.
  ///
  /// - Complexity: O(n) in the number of bytes.
  package static func decode(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      let length = wellFormedLength(bytes, at: index)
      if length > 0, let scalar = scalar(bytes[index..<(index + length)]), !isStored(scalar) {
        scalars.append(scalar)
      } else {
        for byte in bytes[index..<(index + max(1, length))] { scalars.append(stored(byte)) }
      }
      index += max(1, length)
    }
    return String(scalars)
  }

  /// The bytes `text` was decoded from: stored bytes as themselves, the rest as UTF-8.
  package static func bytes(of text: String) -> [UInt8] {
    guard text.unicodeScalars.contains(where: isStored) else { return Array(text.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isStored(scalar) {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value - base))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// `text` with each stored byte as U+FFFD, for showing.
  package static func shown(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isStored) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { isStored($0) ? "\u{FFFD}" : $0 }))
  }

  /// Text a user typed, made ready for `bytes(of:)`: a scalar of the stored range that
  /// was typed is stored as its bytes, so it is output as typed.
  package static func typed(_ text: String) -> String {
    text.unicodeScalars.contains(where: isStored) ? decode(Array(text.utf8)) : text
  }

  /// Whether `scalar` stands for a stored byte.
  private static func isStored(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= base + 0x80 && scalar.value <= base + 0xFF
  }

  private static func stored(_ byte: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(base + UInt32(byte)) ?? "\u{FFFD}"
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0 when there is none,
  /// after the Unicode standard's table (no overlong forms, surrogates, or values past
  /// U+10FFFF).
  private static func wellFormedLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      second = 0xA0...0xBF
    case 0xED:
      length = 3
      second = 0x80...0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      second = 0x90...0xBF
    case 0xF4:
      length = 4
      second = 0x80...0x8F
    case 0xF1...0xF3: length = 4
    default: return 0
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      return 0
    }
    return length
  }

  /// The scalar a well-formed sequence encodes.
  private static func scalar(_ sequence: ArraySlice<UInt8>) -> Unicode.Scalar? {
    guard let lead = sequence.first else { return nil }
    guard sequence.count > 1 else { return Unicode.Scalar(lead) }
    var value = UInt32(lead) & (0x7F >> UInt32(sequence.count))
    for byte in sequence.dropFirst() { value = value << 6 | UInt32(byte & 0x3F) }
    return Unicode.Scalar(value)
  }
}

import ScrimSystem

/// A textbox's file, read whole (up to a limit) with tabs expanded as a viewer shows them.
enum CompatFile {
  /// The most bytes of a file a textbox shows: 8 MiB, a note says the rest was left out.
  static let maximumByteCount = 8 << 20

  static func read(_ path: String) throws(CompatUsageError) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CompatUsageError("cannot open \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count < maximumByteCount {
      let count = chunk.withUnsafeMutableBytes {
        ScrimSystem.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw CompatUsageError("cannot read \(path): \(String(cString: strerror(errno)))")
      }
      if count == 0 { return expandingTabs(String(decoding: bytes, as: UTF8.self)) }
      bytes.append(contentsOf: chunk[..<count])
    }
    let shown = String(decoding: bytes.prefix(maximumByteCount), as: UTF8.self)
    return expandingTabs(shown) + "\n[… the file goes on past 8 MiB; scrim shows its start]"
  }

  /// Tabs to the next multiple of 8 columns, counted in characters.
  static func expandingTabs(_ text: String) -> String {
    guard text.contains("\t") else { return text }
    var result = ""
    var column = 0
    for character in text {
      switch character {
      case "\t":
        let spaces = 8 - column % 8
        result += String(repeating: " ", count: spaces)
        column += spaces
      case "\n":
        result.append(character)
        column = 0
      default:
        result.append(character)
        column += 1
      }
    }
    return result
  }
}

import ScrimSystem

/// A textbox's file, read whole (up to a limit) with tabs expanded as a viewer shows them.
enum CompatFile {
  /// The most bytes of a file a textbox shows: 512 KiB, about 6,500 lines of a log.
  ///
  /// A note says the rest was left out. The whole text is laid out before the box shows, so
  /// more keeps a user waiting: 8 MiB of text took over 10 s to show in a debug build, and
  /// a megabyte of binary bytes 7 s (each byte a symbol outside ASCII's fast path).
  static let maximumByteCount = 512 << 10

  static func read(_ path: String) throws(CompatUsageError) -> String {
    // Without O_NONBLOCK, opening a FIFO nobody writes to would wait forever; the flag
    // is taken off again so that a pipe that is written to (/dev/stdin) is read whole.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw CompatUsageError("cannot open \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw CompatUsageError("\(path) is a directory; --textbox shows a file")
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
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
      if count == 0 { return visible(expandingTabs(String(decoding: bytes, as: UTF8.self))) }
      bytes.append(contentsOf: chunk[..<count])
    }
    let shown = String(decoding: bytes.prefix(maximumByteCount), as: UTF8.self)
    return visible(expandingTabs(shown))
      + "\n[… the file goes on past 512 KiB; scrim shows its start]"
  }

  /// The text with every control but the line break replaced by its visible stand-in,
  /// once, by bytes: the renderer would replace them anyway, but a character at a time on
  /// every layout (a binary file of a megabyte took 7 s to show).
  static func visible(_ text: String) -> String {
    let utf8 = text.utf8
    guard utf8.contains(where: { $0 < 0x20 && $0 != 0x0A || $0 == 0x7F || $0 == 0xC2 }) else {
      return text
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var iterator = utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case 0x0A: bytes.append(byte)
      case 0..<0x20: bytes += [0xE2, 0x90, 0x80 + byte]  // U+2400 + byte: ␀, ␁...
      case 0x7F: bytes += [0xE2, 0x90, 0xA1]  // U+2421 ␡
      case 0xC2:
        guard let next = iterator.next() else { break }
        // U+0080 to U+009F, the C1 controls, become U+FFFD.
        bytes += (0x80...0x9F).contains(next) ? [0xEF, 0xBF, 0xBD] : [byte, next]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
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

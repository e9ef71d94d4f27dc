import ScrimCore
import ScrimSystem

/// A textbox's file, read whole (up to a limit) with tabs expanded as a viewer shows them;
/// and the bounded reading dialog's `--file` shares.
enum CompatFile {
  /// The most bytes of a file a textbox shows: 512 KiB, about 6,500 lines of a log.
  ///
  /// A note says the rest was left out. The whole text is laid out before the box shows, so
  /// more keeps a user waiting: 8 MiB of text took over 10 s to show in a debug build, and
  /// a megabyte of binary bytes 7 s (each byte a symbol past ASCII's fast path).
  static let maximumByteCount = 512 << 10

  static func read(_ path: String) throws(CompatUsageError) -> String {
    let (bytes, isWhole) = try contents(of: path, upTo: maximumByteCount, for: "--textbox")
    let shown = visible(expandingTabs(String(decoding: bytes, as: UTF8.self)))
    return isWhole ? shown : shown + "\n[… the file goes on past 512 KiB; scrim shows its start]"
  }

  /// Up to `limit` bytes of the file at `path`, and whether they are all of it.
  ///
  /// - Parameter option: The option that named the file (`--textbox`), for the error a
  ///   directory gets.
  static func contents(
    of path: String, upTo limit: Int, for option: String
  ) throws(CompatUsageError) -> (bytes: [UInt8], isWhole: Bool) {
    // Without O_NONBLOCK, opening a FIFO nobody writes to would wait forever; the flag
    // is taken off again so that a pipe that is written to (/dev/stdin) is read whole.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw CompatUsageError("cannot open \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw CompatUsageError("\(path) is a directory; \(option) reads a file")
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return try contents(of: descriptor, named: path, upTo: limit)
  }

  /// Up to `limit` bytes read from `descriptor` to its end, and whether they are all of it;
  /// one byte past the limit is read to tell.
  static func contents(
    of descriptor: Int32, named name: String, upTo limit: Int
  ) throws(CompatUsageError) -> (bytes: [UInt8], isWhole: Bool) {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes {
        ScrimSystem.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw CompatUsageError("cannot read \(name): \(String(cString: strerror(errno)))")
      }
      if count == 0 { return (bytes, true) }
      bytes.append(contentsOf: chunk[..<count])
    }
    return (Array(bytes.prefix(limit)), false)
  }

  /// The text with every control but the line break replaced by the stand-in the core's
  /// sanitizer draws for it, once, so that each later pass (every layout, every paint)
  /// finds none and keeps the text as it is.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\n" && TextSanitizer.isControl($0) })
    else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar == "\n" ? scalar : TextSanitizer.replacement(for: scalar) ?? scalar)
    }
    return String(scalars)
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

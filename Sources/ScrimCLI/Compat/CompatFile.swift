import ScrimCore
import ScrimSystem

/// A textbox's file when it cannot be read by offsets (a FIFO, a device), read whole up to
/// a limit with tabs expanded as a viewer shows them (a regular file of any size is read a
/// view at a time, `FileLineSource`); and the bounded reading dialog's `--file` shares.
enum CompatFile {
  /// The most bytes of a FIFO or a device a textbox shows: 512 KiB, about 6,500 lines of a
  /// log.
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
    switch BoundedFile.open(path) {
    case .failure(let error) where error.code == EISDIR:
      throw CompatUsageError("\(path) is a directory; \(option) reads a file")
    case .failure(let error):
      throw CompatUsageError("cannot open \(path): \(String(cString: strerror(error.code)))")
    case .success(let descriptor):
      defer { close(descriptor) }
      return try contents(of: descriptor, named: path, upTo: limit)
    }
  }

  /// Up to `limit` bytes read from `descriptor` to its end, and whether they are all of it.
  static func contents(
    of descriptor: Int32, named name: String, upTo limit: Int
  ) throws(CompatUsageError) -> (bytes: [UInt8], isWhole: Bool) {
    let contents = BoundedFile.read(descriptor, limit: limit)
    if let failure = contents.failure {
      throw CompatUsageError("cannot read \(name): \(String(cString: strerror(failure)))")
    }
    return (contents.bytes, !contents.isCut)
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

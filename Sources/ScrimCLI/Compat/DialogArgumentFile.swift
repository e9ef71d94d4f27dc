import ScrimSystem

/// dialog's `--file F`: the words of F stand in its place on the command line, as dialog
/// reads them (`DialogParser.fileWords`); `&N` reads descriptor N instead of a file.
///
/// The file is read whole, as dialog reads it, and kept as the bytes given, as an argument
/// is (`ArgumentText`): no control made visible, no tab expanded, nothing cut. A file that
/// cannot be read, or is over `maximumByteCount`, is an error that says so: a note or a
/// cut word would become arguments, such as menu rows a user could choose.
enum DialogArgumentFile {
  /// The most bytes a `--file` holds: 4 MiB, twice what Linux lets a whole command line
  /// hold (ARG_MAX), so any command line a script could pass fits with room to spare.
  static let maximumByteCount = 4 << 20

  /// The text of `path`, up to its first NUL (where dialog's C string ends).
  static func read(_ path: String) throws(CompatUsageError) -> String {
    let (bytes, isWhole): ([UInt8], Bool)
    if path.hasPrefix("&") {
      guard let descriptor = Int32(path.dropFirst()), descriptor >= 0 else {
        throw CompatUsageError("cannot open --file \(path): no descriptor number after &")
      }
      if let problem = ScriptDescriptor.problem(descriptor, writing: false) {
        throw CompatUsageError("cannot open --file \(path): \(problem)")
      }
      (bytes, isWhole) = try CompatFile.contents(
        of: descriptor, named: path, upTo: maximumByteCount)
    } else {
      (bytes, isWhole) = try CompatFile.contents(
        of: path, upTo: maximumByteCount, for: "--file")
    }
    guard isWhole else {
      throw CompatUsageError(
        "--file \(path) holds over 4 MiB; it holds a command line's words, not data")
    }
    let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
    return ArgumentText.decode(bytes[..<end])
  }
}

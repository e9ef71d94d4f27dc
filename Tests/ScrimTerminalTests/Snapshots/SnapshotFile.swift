import ScrimSystem

/// Reads and writes whole text files with the C library, so the tests need no Foundation.
enum SnapshotFile {
  /// The file's text, or nil when it cannot be opened.
  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes += chunk[0..<count]
      if count < chunk.count { break }
    }
    return ferror(file) == 0 ? String(decoding: bytes, as: UTF8.self) : nil
  }

  /// Writes `text` to `path`, making its directory if it is missing.
  ///
  /// - Returns: An error message, or nil when the file was written whole.
  static func write(_ text: String, to path: String) -> String? {
    mkdir(directory(of: path), 0o755)
    guard let file = fopen(path, "wb") else {
      return "cannot open \(path) for writing (errno \(errno))"
    }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file) == 0
    return written == bytes.count && closed ? nil : "cannot write \(path) (errno \(errno))"
  }

  /// Everything before the last "/", or "." when there is none.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }

  /// Whether the environment variable `name` is set to "1".
  static func isEnabled(_ name: String) -> Bool {
    guard let value = getenv(name) else { return false }
    return String(cString: value) == "1"
  }
}

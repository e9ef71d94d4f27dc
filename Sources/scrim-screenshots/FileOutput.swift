import ScrimSystem

/// Writing the images: a directory made with its parents, and whole files.
enum FileOutput {
  /// Why a file or directory could not be written.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Makes `path` and every missing parent, like `mkdir -p`.
  static func makeDirectory(_ path: String) throws(Failure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component + "/"
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        throw Failure(description: "cannot make \(prefix): \(String(cString: strerror(errno)))")
      }
    }
  }

  /// Replaces the file at `path` with `text`.
  static func write(_ text: String, to path: String) throws(Failure) {
    guard let file = fopen(path, "wb") else {
      throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
    }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    if fclose(file) != 0 || written != bytes.count {
      throw Failure(description: "cannot write \(path)")
    }
  }
}

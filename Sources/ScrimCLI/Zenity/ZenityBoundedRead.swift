import ScrimSystem

/// A zenity box's input read up to a limit: a `--text-info` file or stdin, a `--list`'s
/// stdin.
package struct ZenityBoundedRead: Equatable, Sendable {
  /// The bytes read, at most the limit.
  package var bytes: [UInt8]
  /// Whether the input went on past the limit.
  package var isCut: Bool

  /// Input of `bytes`, cut at a limit or not.
  package init(bytes: [UInt8], isCut: Bool) {
    self.bytes = bytes
    self.isCut = isCut
  }

  /// The bytes as text (UTF-8, bad bytes as U+FFFD); a character the limit cut in two is
  /// left out rather than shown as U+FFFD.
  package var text: String {
    var end = bytes.count
    if isCut {
      // Back over continuation bytes to the lead byte of the last sequence.
      var lead = end
      while lead > 0, end - lead < 3, bytes[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
      if lead > 0 {
        let byte = bytes[lead - 1]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        if end - (lead - 1) < length { end = lead - 1 }
      }
    }
    return String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// Reads `descriptor` until its end or until `limit` bytes, whichever comes first.
  ///
  /// A read error ends the input as its end would (what came before it is kept).
  package static func read(_ descriptor: Int32, limit: Int) -> ZenityBoundedRead {
    let contents = BoundedFile.read(descriptor, limit: limit)
    return ZenityBoundedRead(bytes: contents.bytes, isCut: contents.isCut)
  }

  /// Reads the file at `path`, or says why it cannot, in the words zenity warns with.
  ///
  /// Opening does not wait for a FIFO's writer (zenity's window never shows until one
  /// comes): a FIFO nobody writes to reads as empty.
  package static func file(_ path: String, limit: Int) -> Result<ZenityBoundedRead, Failure> {
    switch BoundedFile.open(path) {
    case .failure(let error):
      // zenity opens a folder and fails to read it.
      let verb = error.code == EISDIR ? "read" : "open"
      return .failure(Failure(verb: verb, path: path, code: error.code))
    case .success(let descriptor):
      defer { close(descriptor) }
      return .success(read(descriptor, limit: limit))
    }
  }

  /// Why a file could not be read.
  package struct Failure: Error, Equatable, Sendable {
    /// What zenity prints about it, without a line break.
    package let message: String

    /// The failure to `verb` (open or read) the file at `path`, for the error `code`.
    package init(verb: String = "open", path: String, code: Int32) {
      let reason = String(cString: strerror(code))
      message = "Cannot \(verb) file '\(ArgumentText.shown(path))': \(reason)"
    }
  }
}

import ScrimSystem

/// A file or a descriptor read to its end or to a limit, whichever comes first: how every
/// box that shows a file takes it (whiptail's and dialog's textbox, dialog's `--file`,
/// zenity's text and list input), so that `/dev/zero` or a 1 GiB file costs no more than
/// the limit, and a FIFO nobody writes to never keeps a box from showing.
///
///     let contents = BoundedFile.read(STDIN_FILENO, limit: 512 << 10)
package enum BoundedFile {
  /// What a read took.
  package struct Contents: Equatable, Sendable {
    /// The bytes read, at most the limit.
    package var bytes: [UInt8]
    /// Whether the input went on past the limit.
    package var isCut: Bool
    /// The error (`errno`) of a read that failed and so ended the input, or nil.
    package var failure: Int32?
  }

  /// Why a file could not be opened for reading: `errno`'s code, `EISDIR` for a folder.
  package struct OpenError: Error, Equatable, Sendable {
    /// The error's code.
    package let code: Int32
  }

  /// Reads `descriptor` until its end, a failed read or `limit` bytes; one byte past the
  /// limit is read to tell whether there is more, and no more than that.
  package static func read(_ descriptor: Int32, limit: Int) -> Contents {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var failure: Int32?
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes {
        ScrimSystem.read(descriptor, $0.baseAddress, wanted)
      }
      if count < 0, errno == EINTR { continue }
      if count < 0 { failure = errno }
      guard count > 0 else { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    let isCut = bytes.count > limit
    if isCut { bytes.removeLast(bytes.count - limit) }
    return Contents(bytes: bytes, isCut: isCut, failure: failure)
  }

  /// Opens the file at `path` for reading, close-on-exec; the caller closes it.
  ///
  /// Opening does not wait for a FIFO's writer (it would wait forever for one that never
  /// comes); reads wait again afterwards, so a FIFO or pipe that is written to is read to
  /// its end. A folder is refused with `EISDIR`.
  package static func open(_ path: String) -> Result<Int32, OpenError> {
    let descriptor = ScrimSystem.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(OpenError(code: errno)) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      close(descriptor)
      return .failure(OpenError(code: EISDIR))
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return .success(descriptor)
  }
}

import ScrimSystem

/// The file a tail box follows as `tail -f` does: its last part first, then what is
/// appended, read a bounded amount at each look so that a file growing fast never holds
/// up the box's keys and frames.
final class TailFile {
  /// How often the box looks for appended lines, on the stage's clock.
  static let interval: Duration = .milliseconds(250)
  /// The most bytes one look reads: a scroll-back's worth.
  static let maximumReadLength = ScrollBack.maximumBytes

  private let descriptor: Int32
  private var splitter = FollowSplitter()
  private var chunk = [UInt8](repeating: 0, count: 64 << 10)

  /// Opens the file at `path` for following, or says why it cannot.
  init(path: String) throws(CompatUsageError) {
    switch BoundedFile.open(path) {
    case .failure(let error) where error.code == EISDIR:
      throw CompatUsageError("\(path) is a directory; --tailbox follows a file")
    case .failure(let error):
      throw CompatUsageError("cannot open \(path): \(String(cString: strerror(error.code)))")
    case .success(let descriptor):
      self.descriptor = descriptor
    }
    // A FIFO or a device never holds up the box: a look reads what is there.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    // Only the last scroll-back's worth of a long file can show; the rest is not read.
    let end = lseek(descriptor, 0, SEEK_END)
    if end > 0 {
      _ = lseek(descriptor, max(0, end - off_t(ScrollBack.maximumBytes)), SEEK_SET)
    } else {
      _ = lseek(descriptor, 0, SEEK_SET)
    }
  }

  deinit { close(descriptor) }

  /// The whole lines appended since the last look.
  func newLines() -> [String] {
    var lines: [String] = []
    var total = 0
    while total < Self.maximumReadLength {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      total += count
      splitter.append(chunk[..<count]) { lines.append($0) }
    }
    return lines
  }
}

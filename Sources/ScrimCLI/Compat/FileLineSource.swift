import ScrimCore
import ScrimSystem

/// A regular file's lines, read by offsets as they come into view, as `less` reads a file:
/// a textbox of a gigabyte holds a block of the file, the lines in view and an index of
/// line starts of bounded size, however big the file is.
///
/// The index is built as far as the lines asked for, no further: showing the first page
/// reads its first block; only the file's end (End, or a scroll past the last page) reads
/// it through. The index keeps the start of every `stride`-th line and, when it has
/// `maximumCheckpoints`, keeps every other one at twice the stride, so it never grows past
/// them; a line is found from the checkpoint before it, or from the last line found when
/// that is nearer.
///
/// A line longer than `maximumLineLength` bytes is shown as several (a file without line
/// breaks still shows, a line at a time), as a program box cuts its input.
@MainActor
package final class FileLineSource: TextLineSource {
  /// The bytes one read takes.
  static let blockSize = 64 << 10
  /// The most bytes of a line shown as one: longer ones go on in the next line.
  static let maximumLineLength = ScrollBack.maximumLineLength
  /// The most line starts the index keeps (an even number, so halving keeps the last).
  static let maximumCheckpoints = 4096
  /// The most decoded lines kept between frames: several views' worth.
  static let keptLineCount = 512

  private let descriptor: Int32
  private var block: [UInt8] = []
  private var blockStart = 0
  /// The start of line `index * stride`, for each index.
  private var checkpoints: [Int] = [0]
  private var stride = 16
  /// The furthest line whose start is known, and that start.
  private var frontier = (line: 0, offset: 0)
  /// The last line found, to walk on from: a scroll asks for lines near the last ones.
  private var place = (line: 0, offset: 0)
  private var kept: [Int: String] = [:]
  private var count: Int?

  /// The lines of the regular file at `path`, or nil when it is not one (a FIFO, a
  /// device), which is then read whole as before, within its bound.
  ///
  /// - Parameter option: The option that named the file, for the error a folder gets.
  package static func open(_ path: String, for option: String) throws(CompatUsageError)
    -> FileLineSource?
  {
    switch BoundedFile.open(path) {
    case .failure(let error) where error.code == EISDIR:
      throw CompatUsageError("\(path) is a directory; \(option) reads a file")
    case .failure(let error):
      throw CompatUsageError("cannot open \(path): \(String(cString: strerror(error.code)))")
    case .success(let descriptor):
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        close(descriptor)
        return nil
      }
      return FileLineSource(descriptor: descriptor)
    }
  }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// How many checkpoints the index holds now, for the tests of its bound.
  package var checkpointCount: Int { checkpoints.count }

  package func line(at index: Int) -> String? {
    if let line = kept[index] { return line }
    guard let start = start(ofLine: index) else { return nil }
    let end = nextLineStart(after: start) ?? start
    var bytes = [UInt8](repeating: 0, count: end - start)
    let read = bytes.withUnsafeMutableBytes { readBytes(into: $0, at: start) }
    bytes.removeLast(bytes.count - read)
    if bytes.last == 0x0A { bytes.removeLast() }
    if bytes.last == 0x0D { bytes.removeLast() }
    let line = String(decoding: bytes, as: UTF8.self)
    if kept.count >= Self.keptLineCount { kept.removeAll(keepingCapacity: true) }
    kept[index] = line
    return line
  }

  package var lineCount: Int {
    if let count { return count }
    while advanceFrontier() {}
    count = frontier.line
    return frontier.line
  }

  /// Where line `index` starts, or nil when the file has no such line.
  private func start(ofLine index: Int) -> Int? {
    guard index >= 0 else { return nil }
    if index >= frontier.line {
      while frontier.line < index {
        guard advanceFrontier() else { return nil }
      }
      return hasByte(at: frontier.offset) ? frontier.offset : nil
    }
    let checkpoint = min(index / stride, checkpoints.count - 1)
    var (line, offset) = (checkpoint * stride, checkpoints[checkpoint])
    if place.line <= index, place.line > line { (line, offset) = place }
    while line < index, let next = nextLineStart(after: offset) {
      (line, offset) = (line + 1, next)
    }
    place = (line, offset)
    return offset
  }

  /// Finds the start of the line after the frontier, noting a checkpoint when one falls
  /// there.
  ///
  /// - Returns: False at the file's end.
  private func advanceFrontier() -> Bool {
    guard let next = nextLineStart(after: frontier.offset) else { return false }
    frontier = (frontier.line + 1, next)
    if frontier.line == checkpoints.count * stride {
      checkpoints.append(next)
      if checkpoints.count > Self.maximumCheckpoints {
        checkpoints = stridedCheckpoints()
        stride *= 2
      }
    }
    return true
  }

  private func stridedCheckpoints() -> [Int] {
    Swift.stride(from: 0, to: checkpoints.count, by: 2).map { checkpoints[$0] }
  }

  /// Where the line after the one starting at `start` starts: past its line feed, past
  /// `maximumLineLength` bytes, or at the file's end; nil when no line starts at `start`.
  private func nextLineStart(after start: Int) -> Int? {
    guard hasByte(at: start) else { return nil }
    let limit = start + Self.maximumLineLength
    var offset = start
    while offset < limit, hasByte(at: offset) {
      let from = offset - blockStart
      let to = min(block.count, limit - blockStart)
      let found = block.withUnsafeBytes { bytes -> Int? in
        guard let base = bytes.baseAddress,
          let hit = memchr(base + from, 0x0A, to - from)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(hit))
      }
      if let found { return blockStart + found + 1 }
      offset = blockStart + to
    }
    return offset
  }

  /// Whether the file has a byte at `offset`, reading the block that holds it when the
  /// block held is another.
  private func hasByte(at offset: Int) -> Bool {
    if offset >= blockStart, offset < blockStart + block.count { return true }
    let start = offset / Self.blockSize * Self.blockSize
    block = [UInt8](repeating: 0, count: Self.blockSize)
    let read = block.withUnsafeMutableBytes { readBytes(into: $0, at: start) }
    block.removeLast(block.count - read)
    blockStart = start
    return offset < start + read
  }

  /// Reads into `buffer` from `offset` until it is full or the file ends; a failed read
  /// ends the file there, so a file that cannot be read shows what could be.
  ///
  /// - Returns: How many bytes it read.
  private func readBytes(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
    var total = 0
    while total < buffer.count, let base = buffer.baseAddress {
      let count = pread(descriptor, base + total, buffer.count - total, off_t(offset + total))
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      total += count
    }
    return total
  }
}

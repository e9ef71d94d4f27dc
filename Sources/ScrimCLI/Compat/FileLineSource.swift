import ScrimCore
import ScrimSystem

/// A regular file's lines, read by offsets as they come into view, as `less` reads a file:
/// a textbox of a gigabyte holds a block of the file, the lines in view and an index of
/// line starts of bounded size, however big the file is.
///
/// Lines are found from the start (`line(at:)`) and from the end (`line(fromEnd:)`), each
/// with an index of its own (`LineStartIndex`) built as far as the lines asked for, no
/// further: the first page reads the file's first block, End and the pages above it read
/// back from its last, as dialog's textbox does; only `lineCount` reads it through.
///
/// A line longer than `maximumLineLength` bytes is shown as several (a file without line
/// breaks still shows, a line at a time), as a program box cuts its input: pieces of
/// `maximumLineLength` from the line's start, the same read from either end.
@MainActor
package final class FileLineSource: TextLineSource {
  /// The bytes one read takes.
  static let blockSize = 64 << 10
  /// The most bytes of a line shown as one: longer ones go on in the next line.
  static let maximumLineLength = ScrollBack.maximumLineLength
  /// The most line starts an index keeps.
  static let maximumCheckpoints = LineStartIndex.maximumCheckpoints
  /// The most decoded lines kept between frames: several views' worth.
  static let keptLineCount = 512

  private let descriptor: Int32
  private var block: [UInt8] = []
  private var blockStart = 0
  /// The lines' starts from the file's start.
  private var heads = LineStartIndex(first: 0)
  /// The lines' starts back from the file's end (line 0 is the last), once it is shown.
  private var tails: LineStartIndex?
  /// The file's size when its end was first asked for: where reading back starts.
  private var size: Int?
  /// Decoded lines by number: from the start as is, from the end as `-1 - index`.
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

  /// How many line starts the indexes hold now, for the tests of their bound.
  package var checkpointCount: Int {
    heads.checkpoints.count + (tails?.checkpoints.count ?? 0)
  }

  package func line(at index: Int) -> String? {
    if let line = kept[index] { return line }
    guard let start = start(ofLine: index) else { return nil }
    return keep(line(from: start), as: index)
  }

  package func line(fromEnd index: Int) -> String? {
    if let line = kept[-1 - index] { return line }
    guard let start = start(ofLineFromEnd: index) else { return nil }
    return keep(line(from: start), as: -1 - index)
  }

  package var lineCount: Int {
    if let count { return count }
    while advanceHeads() {}
    count = heads.frontier.line
    return heads.frontier.line
  }

  /// The line starting at `start`, without its line break.
  private func line(from start: Int) -> String {
    let end = nextLineStart(after: start) ?? start
    var bytes = [UInt8](repeating: 0, count: end - start)
    let read = bytes.withUnsafeMutableBytes { readBytes(into: $0, at: start) }
    bytes.removeLast(bytes.count - read)
    if bytes.last == 0x0A { bytes.removeLast() }
    if bytes.last == 0x0D { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func keep(_ line: String, as number: Int) -> String {
    if kept.count >= Self.keptLineCount { kept.removeAll(keepingCapacity: true) }
    kept[number] = line
    return line
  }

  /// Where line `index` starts, or nil when the file has no such line.
  private func start(ofLine index: Int) -> Int? {
    guard index >= 0 else { return nil }
    if index >= heads.frontier.line {
      while heads.frontier.line < index {
        guard advanceHeads() else { return nil }
      }
      return hasByte(at: heads.frontier.offset) ? heads.frontier.offset : nil
    }
    var (line, offset) = heads.nearest(to: index)
    while line < index, let next = nextLineStart(after: offset) {
      (line, offset) = (line + 1, next)
    }
    heads.place = (line, offset)
    return offset
  }

  /// Where line `index` from the end starts (0 the last line), or nil when the file has no
  /// such line; the first time, it reads back from the file's end.
  private func start(ofLineFromEnd index: Int) -> Int? {
    guard index >= 0 else { return nil }
    if tails == nil {
      guard let last = lineStart(before: fileSize()) else { return nil }
      tails = LineStartIndex(first: last)
    }
    guard var tails else { return nil }
    defer { self.tails = tails }
    if index >= tails.frontier.line {
      while tails.frontier.line < index {
        guard let previous = lineStart(before: tails.frontier.offset) else { return nil }
        tails.advance(to: previous)
      }
      return tails.frontier.offset
    }
    var (line, offset) = tails.nearest(to: index)
    while line < index, let previous = lineStart(before: offset) {
      (line, offset) = (line + 1, previous)
    }
    tails.place = (line, offset)
    return offset
  }

  /// Finds the start of the line after the frontier of the index from the start.
  ///
  /// - Returns: False at the file's end.
  private func advanceHeads() -> Bool {
    guard let next = nextLineStart(after: heads.frontier.offset) else { return false }
    heads.advance(to: next)
    return true
  }

  /// The file's size, taken once: lines read back from the end start there.
  private func fileSize() -> Int {
    if let size { return size }
    var status = stat()
    let found = fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
    size = found
    return found
  }

  /// Where the line before the one starting at `start` starts (`start` may be the file's
  /// size: then the last line's start); nil when `start` is the file's start.
  ///
  /// A line ends where a line break was or the file ends, and its start is found back from
  /// there; a long line's pieces start every `maximumLineLength` bytes from its start, so
  /// the piece before one that starts inside a line is that many bytes before it.
  private func lineStart(before start: Int) -> Int? {
    guard start > 0, hasByte(at: start - 1) else { return nil }
    let endsWithLineFeed = block[start - 1 - blockStart] == 0x0A
    guard endsWithLineFeed || start == fileSize() else {
      return max(0, start - Self.maximumLineLength)
    }
    let lineStart = (lastLineFeed(before: start - 1) ?? -1) + 1
    let length = start - lineStart - (endsWithLineFeed ? 1 : 0)
    // Pieces start inside the line's bytes: a line of exactly the most bytes is one piece.
    return lineStart + max(0, length - 1) / Self.maximumLineLength * Self.maximumLineLength
  }

  /// The offset of the last line feed before `end`, reading back block by block; nil when
  /// there is none.
  private func lastLineFeed(before end: Int) -> Int? {
    var upper = end
    while upper > 0, hasByte(at: upper - 1) {
      let from = blockStart
      // memrchr is glibc's own, so the scan back is ours.
      let found = block.withUnsafeBytes { bytes -> Int? in
        var index = upper - from
        while index > 0 {
          index -= 1
          if bytes[index] == 0x0A { return index }
        }
        return nil
      }
      if let found { return from + found }
      upper = from
    }
    return nil
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
    // A line of exactly the most bytes ends at its line feed, not in an empty piece.
    if offset == limit, hasByte(at: limit), block[limit - blockStart] == 0x0A { return limit + 1 }
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

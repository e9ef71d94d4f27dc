/// Splits accessible mode's input into answer lines as it arrives, looking at each byte
/// once, and refuses input that is no answer: a line longer than `limit`, or a NUL byte.
///
/// Reads append their bytes; `next()` then gives each complete line in turn. The search
/// for a line break starts where the previous one stopped, so a long line arriving in
/// many reads costs time in proportion to its length, not to its length squared, and at
/// most `limit` bytes of it are ever held.
package struct LineSplitter {
  /// What the input holds next.
  package enum Next: Hashable, Sendable {
    /// A complete line, without its LF (or CR LF).
    case line([UInt8])
    /// No line break yet: read more.
    case needsInput
    /// More than `limit` bytes came without a line break.
    case tooLong
    /// A NUL byte came, which no typed answer holds: the input is not text.
    case notText
  }

  /// The most bytes a line may have, without its line break.
  package let limit: Int
  /// Whether a NUL byte makes the input `notText`.
  package let rejectsNUL: Bool
  /// How many bytes have been searched for a line break, in all: the work done.
  package private(set) var examinedByteCount = 0

  private var buffer: [UInt8] = []
  /// Where the current line starts in `buffer`.
  private var start = 0
  /// How many bytes of the current line have been searched already.
  private var searched = 0
  /// Whether appended bytes are dropped up to the next line break (`dropCurrentLine()`).
  private var dropping = false

  /// Makes an empty splitter.
  ///
  /// - Parameters:
  ///   - limit: The most bytes a line may have.
  ///   - rejectsNUL: Whether a NUL byte ends the input as `notText`.
  package init(limit: Int, rejectsNUL: Bool) {
    self.limit = max(0, limit)
    self.rejectsNUL = rejectsNUL
  }

  /// How many bytes are held: the current line so far, and lines not yet taken.
  package var bufferedByteCount: Int { buffer.count - start }

  /// Takes the bytes of one read.
  package mutating func append(_ bytes: some Collection<UInt8>) {
    if dropping {
      guard let lineBreak = bytes.firstIndex(of: 0x0A) else { return }
      dropping = false
      return append(bytes[bytes.index(after: lineBreak)...])
    }
    // Dropping the lines already taken when they are half the buffer keeps every byte
    // moved a constant number of times on average.
    if start > 0, start >= buffer.count - start {
      buffer.removeSubrange(..<start)
      start = 0
    }
    buffer.append(contentsOf: bytes)
  }

  /// The next complete line, or why there is none.
  ///
  /// The answer depends only on the bytes up to the one that decides it, so input split
  /// into reads anywhere gives the same lines as input read whole.
  package mutating func next() -> Next {
    let from = start + searched
    let limit = limit
    let rejectsNUL = rejectsNUL
    let start = start
    let verdict = buffer.withUnsafeBufferPointer { bytes -> (index: Int, next: Next)? in
      var index = from
      while index < bytes.count {
        let byte = bytes[index]
        let length = index - start
        if byte == 0x0A {
          let content = length > 0 && bytes[index - 1] == 0x0D ? length - 1 : length
          return (index, content > limit ? .tooLong : .line([]))
        }
        if byte == 0, rejectsNUL { return (index, .notText) }
        // `length` bytes come before this one; a CR may be the line break's first byte.
        if byte == 0x0D ? length > limit : length >= limit { return (index, .tooLong) }
        index += 1
      }
      return nil
    }
    examinedByteCount += (verdict.map { $0.index + 1 } ?? buffer.count) - from
    guard let verdict else {
      searched = buffer.count - start
      return .needsInput
    }
    guard case .line = verdict.next else { return verdict.next }
    var line = Array(buffer[start..<verdict.index])
    if line.last == 0x0D { line.removeLast() }
    self.start = verdict.index + 1
    searched = 0
    return .line(line)
  }

  /// Drops the current line, up to and with its line break, after `next()` said it is
  /// `tooLong`: the bytes held after that break are read on, and bytes appended later are
  /// dropped until one comes, so a reader can pass over a line it will not hold.
  package mutating func dropCurrentLine() {
    searched = 0
    if let lineBreak = buffer[start...].firstIndex(of: 0x0A) {
      start = lineBreak + 1
      return
    }
    buffer = []
    start = 0
    dropping = true
  }

  /// At the end of input, the last line, which had no line break; nil when there is none.
  ///
  /// Call it after `next()` has said `needsInput`.
  package mutating func finish() -> Next? {
    defer {
      buffer = []
      start = 0
      searched = 0
    }
    // `next()` has searched every byte and found no NUL and no line too long yet; only a
    // last CR, which no LF followed, can still make it one byte too long.
    guard start < buffer.count else { return nil }
    guard buffer.count - start <= limit else { return .tooLong }
    return .line(Array(buffer[start...]))
  }
}

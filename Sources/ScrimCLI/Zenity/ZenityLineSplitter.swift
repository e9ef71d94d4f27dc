/// Splits a `--progress` box's stdin into lines as it arrives, looking at each byte once
/// and holding at most `limit` bytes of a line: a longer line is skipped to its end.
///
/// The real zenity reads a line of any length; `cat /dev/zero` then grows it without end.
/// Here such a line is dropped (no percentage or text that long is meant) and the lines
/// after it are read as usual.
package struct ZenityLineSplitter {
  /// The most bytes a line may have, without its LF.
  package let limit: Int
  /// How many bytes have been looked at, in all: the work done.
  package private(set) var examinedByteCount = 0
  /// How many lines were longer than `limit` and skipped.
  package private(set) var skippedLineCount = 0

  /// The current line so far, while it is within the limit.
  private var line: [UInt8] = []
  /// Whether the current line passed the limit: its bytes are dropped up to its LF.
  private var skipping = false

  /// Makes an empty splitter.
  package init(limit: Int = ZenityInputLimits.progressLineBytes) {
    self.limit = max(0, limit)
  }

  /// How many bytes are held: the current line so far.
  package var bufferedByteCount: Int { line.count }

  /// Takes the bytes of one read and returns the lines they complete, without their LF.
  package mutating func append(_ bytes: some Collection<UInt8>) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var rest = bytes[...]
    while !rest.isEmpty {
      let newline = rest.firstIndex(of: 0x0A)
      let part = rest[..<(newline ?? rest.endIndex)]
      examinedByteCount += part.count + (newline == nil ? 0 : 1)
      if !skipping {
        if line.count + part.count > limit {
          skipping = true
          skippedLineCount += 1
          line = []
        } else {
          line.append(contentsOf: part)
        }
      }
      guard let newline else { break }
      if !skipping { lines.append(line) }
      line = []
      skipping = false
      rest = rest[rest.index(after: newline)...]
    }
    return lines
  }

  /// At the end of input, the last line, which had no LF; nil when there is none.
  package mutating func finish() -> [UInt8]? {
    defer {
      line = []
      skipping = false
    }
    return skipping || line.isEmpty ? nil : line
  }
}

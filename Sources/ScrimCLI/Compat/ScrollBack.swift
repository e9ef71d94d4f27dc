/// The last lines of an input a box follows (dialog's `--progressbox`, `--programbox`,
/// `--tailbox`), bounded so that an endless stream holds a fixed memory: older lines go
/// as new ones come, as a terminal's scroll-back does.
///
///     var kept = ScrollBack()
///     kept.append("step 1"); kept.append("step 2")
///     kept.text  // "step 1\nstep 2"
struct ScrollBack: Sendable {
  /// The most lines kept: 10,000, far more than a box shows and than a user scrolls
  /// back through.
  static let maximumLines = 10_000
  /// The most bytes kept, line breaks included: 1 MiB, which a core text area holds
  /// whole (`TextArea.maximumLength` characters).
  static let maximumBytes = 1 << 20
  /// The longest line kept whole, in bytes; a longer one (`/dev/zero` has no line
  /// breaks) is cut into lines this long.
  static let maximumLineLength = 4096

  /// The lines, the dropped ones before `head` still allocated until they are compacted.
  private var storage: [String] = []
  private var head = 0
  /// The bytes the kept lines hold, a line break after each.
  private(set) var byteCount = 0

  /// How many lines are kept.
  var count: Int { storage.count - head }
  /// The kept lines, oldest first.
  var lines: ArraySlice<String> { storage[head...] }
  /// The kept lines joined by line breaks.
  var text: String { lines.joined(separator: "\n") }

  /// Adds `line`, dropping the oldest lines past the bounds.
  mutating func append(_ line: String) {
    storage.append(line)
    byteCount += line.utf8.count + 1
    while count > Self.maximumLines || byteCount > Self.maximumBytes && count > 1 {
      byteCount -= storage[head].utf8.count + 1
      head += 1
    }
    // Dropped lines are let go in batches, so each line costs a constant on average.
    if head > 1024, head * 2 > storage.count {
      storage.removeFirst(head)
      head = 0
    }
  }

  /// Adds every line of `other`, oldest first.
  mutating func append(contentsOf other: ScrollBack) {
    for line in other.lines { append(line) }
  }
}

/// Reads a gauge's input as whiptail and dialog do: a line with a number sets the
/// percentage; `XXX` opens a block whose first line may be the percentage and whose other
/// lines, up to the next `XXX`, are the new text.
///
///     var feed = GaugeFeed()
///     feed.take("XXX"); feed.take("40"); feed.take("Copying"); feed.take("XXX")
///     // [.percent(40), .text("Copying")]
struct GaugeFeed {
  /// What a line changed.
  enum Update: Hashable, Sendable {
    case percent(Int)
    case text(String)
    /// zenity's `pulsate:true` or `pulsate:false`: the bar moves to and fro, or shows the
    /// last percentage again; whiptail and dialog have no such line.
    case pulsate(Bool)
  }

  /// The longest input line a gauge takes, in bytes: longer ones end its input, as no
  /// percentage or text that long is meant.
  static let maximumLineLength = 64 << 10

  /// The most bytes of a block's text that are kept; its lines past them are dropped
  /// until the block closes.
  ///
  /// A block that never closes (`(echo XXX; yes line)`) would otherwise grow without end;
  /// whiptail keeps 3,000 bytes (its buffer) and a gauge's box shows far fewer. The bound
  /// is a line's, so a block costs no more to hold and lay out than one line may.
  static let maximumTextLength = maximumLineLength

  private var block: [String]?
  /// The bytes the block's text holds so far, with its line breaks.
  private var blockLength = 0
  /// Whether a line of the block was dropped: the ones after it are too, so the text kept
  /// is the block's beginning, whole.
  private var isBlockFull = false

  /// The updates one input line makes, in order.
  mutating func take(_ line: String) -> [Update] {
    let trimmed = line.trimmed
    // No binding of the block lives across the append, which would copy it for every line:
    // a long block was quadratic (16,000 lines took 5.7 s).
    if block != nil {
      if trimmed == "XXX" {
        defer { block = nil }
        return [.text((block ?? []).joined(separator: "\n"))]
      }
      if block?.isEmpty == true, let percent = Self.percent(trimmed) {
        return [.percent(percent)]
      }
      let length = blockLength + (block?.isEmpty == true ? 0 : 1) + line.utf8.count
      isBlockFull = isBlockFull || length > Self.maximumTextLength
      if !isBlockFull {
        block?.append(line)
        blockLength = length
      }
      return []
    }
    if trimmed == "XXX" {
      block = []
      blockLength = 0
      isBlockFull = false
      return []
    }
    return Self.percent(trimmed).map { [.percent($0)] } ?? []
  }

  /// A percentage from 0 to 100; other numbers are clamped, other text is not one.
  private static func percent(_ text: String) -> Int? {
    guard let value = Int(text) else { return nil }
    return min(max(value, 0), 100)
  }
}

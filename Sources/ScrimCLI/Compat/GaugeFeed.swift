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
  }

  private var block: [String]?

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
      block?.append(line)
      return []
    }
    if trimmed == "XXX" {
      block = []
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

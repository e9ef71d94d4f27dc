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
    if var lines = block {
      if trimmed == "XXX" {
        block = nil
        return [.text(lines.joined(separator: "\n"))]
      }
      if lines.isEmpty, let percent = Self.percent(trimmed) {
        block = lines
        return [.percent(percent)]
      }
      lines.append(line)
      block = lines
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

/// Text broken into lines that fit a width, as `TextMeasurer.wrap(_:width:maximumLines:)`
/// returns it.
public struct WrappedText: Hashable, Sendable {
  /// The lines, top to bottom, with control characters replaced by visible stand-ins
  /// and no trailing spaces at soft breaks.
  public var lines: [String]
  /// Whether text was left out: the lines were capped and the last one ends in "…".
  public var isTruncated: Bool
  /// The widest line's width.
  public var width: Int

  /// Makes wrapped text.
  public init(lines: [String], isTruncated: Bool, width: Int) {
    self.lines = lines
    self.isTruncated = isTruncated
    self.width = width
  }

  /// The number of lines.
  public var height: Int { lines.count }

  /// No lines.
  public static let empty = WrappedText(lines: [], isTruncated: false, width: 0)
}

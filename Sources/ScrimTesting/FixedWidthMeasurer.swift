import ScrimCore

/// Measures every character as the same width, so layout tests read like grids.
///
///     let measurer = FixedWidthMeasurer()  // "héllo" is 5 wide
public struct FixedWidthMeasurer: TextMeasurer {
  /// The width of each character.
  ///
  /// Defaults to 1.
  public var columnsPerCharacter: Int

  /// Makes a measurer.
  public init(columnsPerCharacter: Int = 1) {
    self.columnsPerCharacter = max(0, columnsPerCharacter)
  }

  /// The number of characters (grapheme clusters) times the per-character width.
  public func width(of text: String) -> Int {
    text.count * columnsPerCharacter
  }
}

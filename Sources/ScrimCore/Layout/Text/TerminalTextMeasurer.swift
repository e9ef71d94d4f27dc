/// Measures text in terminal cells, one extended grapheme cluster at a time.
///
/// Widths come from tables generated from the Unicode Character Database
/// (`unicodeVersion`) by `scripts/generate-width-tables.py`:
///
/// - East Asian Wide and Fullwidth characters are 2 cells; ambiguous ones are 1.
/// - Combining marks, format characters, zero-width joiners, variation selectors and
///   other default-ignorable code points are 0.
/// - A cluster with VS16 (U+FE0F, emoji presentation) is 2, as is an emoji ZWJ sequence
///   ("👨‍👩‍👧"), an emoji with a skin-tone modifier, and a regional-indicator flag.
/// - Any other cluster is the sum of its code points (a base plus its marks).
/// - Control characters measure as their visible stand-ins (see `TextSanitizer`): 1.
/// - A cluster that starts with a combining mark (no base) measures as its stand-in on
///   U+25CC DOTTED CIRCLE: 1.
///
///     TerminalTextMeasurer().width(of: "日本")  // 4
public struct TerminalTextMeasurer: TextMeasurer {
  /// The Unicode version of the width tables.
  public static let unicodeVersion = WidthTables.unicodeVersion

  /// Makes a measurer.
  public init() {}

  /// The sum of the widths of the characters of `text`.
  ///
  /// - Complexity: O(n) in the length of `text`; ASCII text is measured without
  ///   splitting it into characters.
  public func width(of text: String) -> Int {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
    var total = 0
    for character in text { total += width(of: character) }
    return total
  }

  /// The width of one extended grapheme cluster, by the rules above.
  public func width(of character: Character) -> Int {
    if character.isASCII { return character.unicodeScalars.count }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    var sum = 0
    var count = 0
    var hasPresentationSelector = false
    var hasJoinerOrModifier = false
    for scalar in scalars {
      count += 1
      sum += Self.width(of: scalar)
      switch scalar.value {
      case 0xFE0F: hasPresentationSelector = true
      case 0x200D, 0x1F3FB...0x1F3FF: hasJoinerOrModifier = true
      default: break
      }
    }
    if TextSanitizer.isLoneCombiningMark(character) { return max(1, sum + 1) }
    if count == 1 { return sum }
    if hasPresentationSelector { return 2 }
    let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(first.value)
    if isRegionalIndicator || (hasJoinerOrModifier && Self.isExtendedPictographic(first)) {
      return 2
    }
    return sum
  }

  /// The width of one code point: 0, 1 or 2.
  ///
  /// Control characters are 1, the width of their stand-ins.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Below U+0300 every code point is 1: Latin, controls (as stand-ins), SOFT HYPHEN.
    if value < 0x300 { return 1 }
    let ranges = WidthTables.ranges
    // Binary search for the last run starting at or before `value`.
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if ranges[2 * middle] <= value { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return 1 }
    let run = low - 1
    return value <= ranges[2 * run + 1] ? Int(WidthTables.widths[run]) : 1
  }

  /// Whether `scalar` has the Unicode property Extended_Pictographic (emoji and
  /// pictographs that may start an emoji sequence).
  public static func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    let ranges = WidthTables.extendedPictographic
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if ranges[2 * middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low > 0 && value <= ranges[2 * (low - 1) + 1]
  }
}

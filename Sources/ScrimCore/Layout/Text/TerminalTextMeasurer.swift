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
/// Terminals set up for CJK draw East Asian Ambiguous characters (Greek, Cyrillic,
/// box drawing, "…", private-use icons) two cells wide; `ambiguousIsWide` follows them.
///
///     TerminalTextMeasurer().width(of: "日本")  // 4
public struct TerminalTextMeasurer: TextMeasurer {
  /// The Unicode version of the width tables.
  public static let unicodeVersion = WidthTables.unicodeVersion

  /// Whether East Asian Ambiguous characters are two cells wide rather than one.
  ///
  /// Defaults to false, as in most terminals outside CJK locales (and `wcwidth`).
  public var ambiguousIsWide: Bool

  /// Makes a measurer.
  ///
  /// - Parameter ambiguousIsWide: Whether East Asian Ambiguous characters are two cells
  ///   wide. Defaults to false.
  public init(ambiguousIsWide: Bool = false) {
    self.ambiguousIsWide = ambiguousIsWide
  }

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
    var firstWidth = 0
    for scalar in scalars {
      let scalarWidth = width(of: scalar)
      if count == 0 { firstWidth = scalarWidth }
      count += 1
      sum += scalarWidth
      switch scalar.value {
      case 0xFE0F: hasPresentationSelector = true
      case 0x200D, 0x1F3FB...0x1F3FF: hasJoinerOrModifier = true
      default: break
      }
    }
    // Only a zero-width first scalar can be a lone mark; the check costs a second lookup.
    if firstWidth == 0, TextSanitizer.isLoneCombiningMark(character) { return max(1, sum + 1) }
    if count == 1 { return sum }
    if hasPresentationSelector { return 2 }
    let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(first.value)
    if isRegionalIndicator || (hasJoinerOrModifier && Self.isExtendedPictographic(first)) {
      return 2
    }
    return sum
  }

  /// The width of one code point with this measurer's ambiguous width: 0, 1 or 2.
  public func width(of scalar: Unicode.Scalar) -> Int {
    let base = Self.width(of: scalar)
    guard ambiguousIsWide, base == 1, scalar.value >= 0xA1 else { return base }
    return Self.run(containing: scalar.value, in: WidthTables.ambiguous) == nil ? 1 : 2
  }

  /// The width of one code point, with ambiguous characters one cell wide: 0, 1 or 2.
  ///
  /// Control characters are 1, the width of their stand-ins.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Below U+0300 every code point is 1: Latin, controls (as stand-ins), SOFT HYPHEN.
    if value < 0x300 { return 1 }
    guard let run = run(containing: value, in: WidthTables.ranges) else { return 1 }
    return Int(WidthTables.widths[run])
  }

  /// Whether `scalar` has the Unicode property Extended_Pictographic (emoji and
  /// pictographs that may start an emoji sequence).
  public static func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool {
    run(containing: scalar.value, in: WidthTables.extendedPictographic) != nil
  }

  /// The index of the first, last pair in `ranges` that contains `value`, by binary
  /// search, or nil.
  private static func run(containing value: UInt32, in ranges: [UInt32]) -> Int? {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if ranges[2 * middle] <= value { low = middle + 1 } else { high = middle }
    }
    guard low > 0, value <= ranges[2 * (low - 1) + 1] else { return nil }
    return low - 1
  }
}

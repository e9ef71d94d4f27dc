import ScrimCore

/// How a cell is drawn: its colours and text attributes.
///
/// A nil colour is the terminal's own default, which is what lets the encoder clear
/// with ECH without relying on background-colour erase.
///
/// The colours are held packed in integers, so styles copy and compare as plain values
/// (the renderer compares thousands per frame); reading `foreground` or `background`
/// unpacks them.
public struct CellStyle: Hashable, Sendable {
  /// Text attributes a terminal can show.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Makes attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold or bright text.
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Faint text; also how monochrome terminals show the scrim.
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic text.
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = Attributes(rawValue: 1 << 4)
  }

  var packedForeground: PackedColor
  var packedBackground: PackedColor
  /// Bold, dim, italic, underline, reverse.
  public var attributes: Attributes

  /// Makes a style; every part defaults to the terminal's own.
  public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
    packedForeground = PackedColor(foreground)
    packedBackground = PackedColor(background)
    self.attributes = attributes
  }

  /// The text colour, or nil for the terminal's default.
  public var foreground: Color? {
    get { packedForeground.color }
    set { packedForeground = PackedColor(newValue) }
  }

  /// The cell colour, or nil for the terminal's default.
  public var background: Color? {
    get { packedBackground.color }
    set { packedBackground = PackedColor(newValue) }
  }

  /// The terminal's default style: default colours, no attributes.
  public static let plain = CellStyle()
}

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
  /// The background's packed colour in the low bits and the attributes above it, so a
  /// style is two 32-bit words and a cell two 64-bit ones.
  private var backgroundAndAttributes: UInt32

  private static let attributeShift: UInt32 = 26

  var packedBackground: PackedColor {
    get { PackedColor(rawValue: backgroundAndAttributes & PackedColor.valueMask) }
    set {
      backgroundAndAttributes = newValue.rawValue | backgroundAndAttributes & ~PackedColor.valueMask
    }
  }

  /// Bold, dim, italic, underline, reverse (bits above these five are not kept).
  public var attributes: Attributes {
    get {
      Attributes(
        rawValue: UInt8(truncatingIfNeeded: backgroundAndAttributes >> Self.attributeShift))
    }
    set {
      backgroundAndAttributes =
        backgroundAndAttributes & PackedColor.valueMask
        | UInt32(newValue.rawValue & 0x3F) << Self.attributeShift
    }
  }

  /// Makes a style; every part defaults to the terminal's own.
  public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
    packedForeground = PackedColor(foreground)
    backgroundAndAttributes = PackedColor(background).rawValue
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

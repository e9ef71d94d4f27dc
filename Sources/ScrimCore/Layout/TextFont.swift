/// The font a run of text is measured and painted in: its typographic role, its size in
/// points and its weight.
///
/// The core resolves one for every run (`ResolvedTextStyle.font`) and lays the run out
/// with the measurer for it (`TextMeasurer.measurer(for:)`), so a pixel renderer that
/// paints in the same font paints what was measured.
public struct TextFont: Hashable, Sendable {
  /// The role the run takes in the theme.
  public var role: TypographyRole
  /// Its size in points, from the theme's `TypeScale`.
  public var size: Double
  /// How heavy it is.
  public var weight: TextStyle.Weight
  /// Whether it is slanted.
  public var isItalic: Bool

  /// Makes a font.
  public init(role: TypographyRole, size: Double, weight: TextStyle.Weight, isItalic: Bool) {
    self.role = role
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
  }

  /// `role` as Material's themes draw it: its size in Material's type scale, its weight in
  /// `TypographyScheme.material`.
  public init(_ role: TypographyRole) {
    self.init(
      role: role, size: TypeScale.material.size(for: role),
      weight: TypographyScheme.material.style(for: role).weight, isItalic: false)
  }
}

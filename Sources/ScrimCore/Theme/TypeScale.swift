/// The size of each typographic role in points: Material's type scale, or a theme's own.
///
/// A terminal draws every role at the user's font size and ignores these; a pixel
/// renderer lays out, wraps and paints each run at its role's size, so the three agree.
public struct TypeScale: Hashable, Sendable {
  /// Headline 6 (Material: 20 pt).
  public var headline6: Double
  /// Subtitle 1 (Material: 16 pt).
  public var subtitle1: Double
  /// Body 1 (Material: 16 pt).
  public var body1: Double
  /// Body 2 (Material: 14 pt).
  public var body2: Double
  /// Button (Material: 14 pt).
  public var button: Double
  /// Caption (Material: 12 pt).
  public var caption: Double

  /// Makes a scale from each role's size in points.
  public init(
    headline6: Double, subtitle1: Double, body1: Double, body2: Double, button: Double,
    caption: Double
  ) {
    self.headline6 = headline6
    self.subtitle1 = subtitle1
    self.body1 = body1
    self.body2 = body2
    self.button = button
    self.caption = caption
  }

  /// Material's 2018 type scale.
  public static let material = TypeScale(
    headline6: 20, subtitle1: 16, body1: 16, body2: 14, button: 14, caption: 12)

  /// The size of `role`, in points.
  public func size(for role: TypographyRole) -> Double {
    switch role {
    case .headline6: return headline6
    case .subtitle1: return subtitle1
    case .body1: return body1
    case .body2: return body2
    case .button: return button
    case .caption: return caption
    }
  }
}

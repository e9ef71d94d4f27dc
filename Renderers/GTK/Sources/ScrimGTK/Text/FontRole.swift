import CGTK
import ScrimCore

/// Material's type scale as Pango fonts: the size each typographic role is painted at.
///
/// The core's `TextStyle` carries a role's weight and case, not its size (a terminal has
/// one size); the painter knows which role it paints and takes the size from here.
public enum FontRole: Hashable, Sendable, CaseIterable {
  /// What the core lays out with: Body 1, 16 pt.
  case layout
  /// Alert and dialog titles: Headline 6, 20 pt.
  case headline6
  /// Action-sheet titles and rows: Subtitle 1, 16 pt.
  case subtitle1
  /// Alert and dialog messages, controls and snackbar messages: Body 1, 16 pt (the
  /// typography scheme's; MDC's un-themed snackbar uses the older 14 pt Body 1).
  case body1
  /// Banners and action-sheet messages: Body 2, 14 pt.
  case body2
  /// Button titles: Button, 14 pt.
  case button

  /// The size the core's resolved `role` is drawn at.
  public init(_ role: TypographyRole) {
    switch role {
    case .headline6: self = .headline6
    case .subtitle1: self = .subtitle1
    case .body1: self = .body1
    case .body2: self = .body2
    case .button: self = .button
    // Material's 12 pt caption has no size of its own here; Body 2 is the smallest.
    case .caption: self = .body2
    }
  }

  /// The families tried in order: Material's Roboto where installed, else the desktop's
  /// sans-serif face.
  public static let family = "Roboto,DejaVu Sans,Sans"

  /// The size in points (one point is one pixel at GTK's scale 1).
  public var size: Double {
    switch self {
    case .headline6: return 20
    case .layout, .subtitle1, .body1: return 16
    case .body2, .button: return 14
    }
  }

  /// A new font description for the role at `weight`; the caller frees it.
  func fontDescription(weight: TextStyle.Weight, scale: Double = 1) -> OpaquePointer? {
    let font = pango_font_description_new()
    pango_font_description_set_family(font, Self.family)
    pango_font_description_set_absolute_size(font, size * scale * Double(PANGO_SCALE))
    // Material's medium weight reads as bold on faces without a medium cut.
    let pangoWeight = weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL
    pango_font_description_set_weight(font, pangoWeight)
    return font
  }
}

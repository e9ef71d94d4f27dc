import CGTK
import ScrimCore

/// The core's fonts as Pango font descriptions: the run's size and weight in the
/// families below.
enum PangoFont {
  /// The families tried in order: Material's Roboto where installed, else the desktop's
  /// sans-serif face.
  static let family = "Roboto,DejaVu Sans,Sans"

  /// A new font description for `font`; the caller frees it.
  static func description(of font: TextFont) -> OpaquePointer? {
    let description = pango_font_description_new()
    pango_font_description_set_family(description, family)
    // One point is one pixel at GTK's scale 1; a size that is not a positive number gets
    // Body 1's, so no theme can ask Pango for a font it cannot make.
    let size = font.size.isFinite && font.size > 0 ? min(font.size, 1000) : 16
    pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
    // Material's medium weight reads as bold on faces without a medium cut.
    let weight = font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL
    pango_font_description_set_weight(description, weight)
    if font.isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
    return description
  }
}

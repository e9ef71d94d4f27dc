import ScrimCore

/// The small pieces of SVG text: numbers, colours and escaped strings, all written the
/// same way every time so that the same screen gives the same bytes.
enum SVGMarkup {
  /// A coordinate or length with at most two decimals and no trailing zeros ("25.2", "17").
  ///
  /// Each position is rounded on its own (column × cell width), so rounding never adds
  /// up along a row. Values that are not finite, or too large to matter, are written as 0.
  static func number(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
    let scaled = Int(hundredths)
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// A colour's red, green and blue as one number, for comparing colours as drawn.
  ///
  /// Opacity is left out, as a terminal leaves it out: the encoder writes only the channels.
  static func rgb(_ color: Color) -> UInt32 {
    UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }

  /// "#rrggbb" for a packed colour.
  static func hex(_ rgb: UInt32) -> String {
    let digits: [Character] = Array("0123456789abcdef")
    var result = "#"
    for shift in stride(from: 20, through: 0, by: -4) {
      result.append(digits[Int((rgb >> UInt32(shift)) & 0xF)])
    }
    return result
  }

  /// Text made safe for XML character data and attribute values.
  ///
  /// The five markup characters become entities, and characters XML 1.0 forbids
  /// (C0 controls, U+FFFE, U+FFFF) become visible stand-ins: a control its Control
  /// Picture, as `TextSanitizer` shows it, the two non-characters U+FFFD.
  ///
  /// - Parameter keepsLineBreaks: Whether tab, LF and CR, which XML allows, are kept
  ///   (a title may wrap); otherwise they too become Control Pictures, since a cell
  ///   would show them as blank space.
  static func escaped(_ text: String, keepsLineBreaks: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r":
        let kept = keepsLineBreaks ? scalar : TextSanitizer.replacement(for: scalar)
        result.unicodeScalars.append(kept ?? scalar)
      case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default:
        result.unicodeScalars.append(TextSanitizer.replacement(for: scalar) ?? scalar)
      }
    }
    return result
  }
}

import ScrimCore

/// How many colours the terminal can show.
public enum ColorDepth: Int, Hashable, Sendable, CaseIterable, Comparable {
  /// No colour: NO_COLOR is set, TERM is dumb, or output is not a terminal.
  case none
  /// The 16 ANSI colours.
  case ansi16
  /// The xterm 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case trueColor

  /// Orders by the number of colours.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The SGR parameters that set `color` as the foreground (or background) at this depth;
  /// empty for `.none`.
  ///
  /// True colours are mapped to the nearest palette entry at lower depths.
  public func parameters(for color: Color, background: Bool) -> String {
    switch self {
    case .none:
      return ""
    case .trueColor:
      return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
    case .ansi256:
      return "\(background ? 48 : 38);5;\(Palette.nearest256(color))"
    case .ansi16:
      let index = Palette.nearest16(color)
      let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return "\(base + index % 8)"
    }
  }
}

/// The standard xterm palette, for mapping true colours down and, in tests, back up.
package enum Palette {
  /// xterm's default values for the 16 ANSI colours.
  private static let ansi16: [UInt32] = [
    0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
    0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ]

  private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The colour a palette index stands for.
  ///
  /// The ANSI colours (0...15), the 6×6×6 cube (16...231), then the grey ramp
  /// (232...255); out-of-range indices are clamped.
  package static func color(at index: Int) -> Color {
    switch index {
    case ..<16: return Color(hex: ansi16[max(0, index)])
    case 16..<232:
      let cube = index - 16
      return Color(
        red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
    default:
      let grey = UInt8(8 + (min(index, 255) - 232) * 10)
      return Color(red: grey, green: grey, blue: grey)
    }
  }

  static func nearest16(_ color: Color) -> Int {
    var best = 0
    var bestDistance = Int.max
    for index in 0..<16 {
      let distance = squaredDistance(color, Self.color(at: index))
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The nearest entry of the 6×6×6 cube (16...231) or the grey ramp (232...255).
  static func nearest256(_ color: Color) -> Int {
    func level(_ channel: UInt8) -> Int {
      let value = Int(channel)
      return value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }
    let cube = 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let grey = 232 + min(23, max(0, (average - 3) / 10))
    let greyIsCloser =
      squaredDistance(color, Self.color(at: grey)) < squaredDistance(color, Self.color(at: cube))
    return greyIsCloser ? grey : cube
  }

  private static func squaredDistance(_ lhs: Color, _ rhs: Color) -> Int {
    let dr = Int(lhs.red) - Int(rhs.red)
    let dg = Int(lhs.green) - Int(rhs.green)
    let db = Int(lhs.blue) - Int(rhs.blue)
    return dr * dr + dg * dg + db * db
  }
}

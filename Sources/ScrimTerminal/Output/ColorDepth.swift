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

/// The standard xterm palette, for mapping true colours down.
enum Palette {
  /// xterm's default values for the 16 ANSI colours.
  static let ansi16: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  static func nearest16(_ color: Color) -> Int {
    var best = 0
    var bestDistance = Int.max
    for (index, entry) in ansi16.enumerated() {
      let distance = squaredDistance(color, entry.0, entry.1, entry.2)
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
    let (r, g, b) = (level(color.red), level(color.green), level(color.blue))
    let cube = 16 + 36 * r + 6 * g + b
    let cubeDistance = squaredDistance(
      color, UInt8(cubeLevels[r]), UInt8(cubeLevels[g]), UInt8(cubeLevels[b]))
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyIndex = min(23, max(0, (average - 3) / 10))
    let grey = UInt8(8 + greyIndex * 10)
    let greyDistance = squaredDistance(color, grey, grey, grey)
    return greyDistance < cubeDistance ? 232 + greyIndex : cube
  }

  private static func squaredDistance(_ color: Color, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
    let dr = Int(color.red) - Int(r)
    let dg = Int(color.green) - Int(g)
    let db = Int(color.blue) - Int(b)
    return dr * dr + dg * dg + db * db
  }
}

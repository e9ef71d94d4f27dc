// WCAG 2.2 relative luminance and contrast ratio, without Foundation or libm.

extension Color {
  /// The colour laid over `background` at its own opacity, as an opaque colour.
  ///
  /// Terminals cannot draw translucent text, so text colours such as "onSurface at 60%"
  /// are resolved this way against the surface they sit on.
  public func composited(over background: Color) -> Color {
    let opaque = background.opaque
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      let value = Double(top) * alpha + Double(bottom) * (1 - alpha)
      return UInt8(clamping: Int(value + 0.5))
    }
    return Color(
      red: mix(red, opaque.red), green: mix(green, opaque.green), blue: mix(blue, opaque.blue))
  }

  /// The colour as it shows over white when translucent; itself when opaque.
  public var opaque: Color { alpha < 1 ? composited(over: .white) : self }

  /// The WCAG 2.2 relative luminance of the colour's opaque value, from 0 (black) to 1
  /// (white).
  ///
  /// The opacity is ignored; composite first with `composited(over:)`.
  public var relativeLuminance: Double {
    0.2126 * Self.linearized(red) + 0.7152 * Self.linearized(green)
      + 0.0722 * Self.linearized(blue)
  }

  /// The WCAG 2.2 contrast ratio between this colour and `other`, from 1 to 21.
  ///
  /// Translucent colours are first composited: `self` over `other`, and `other` over
  /// white. WCAG asks for at least 4.5 for text and 3 for borders and focus indicators.
  public func contrastRatio(with other: Color) -> Double {
    let background = other.opaque
    let foreground = alpha < 1 ? composited(over: background) : self
    let lighter = max(foreground.relativeLuminance, background.relativeLuminance)
    let darker = min(foreground.relativeLuminance, background.relativeLuminance)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// The sRGB channel value converted to linear light (WCAG 2.2's formula).
  private static func linearized(_ channel: UInt8) -> Double {
    let value = Double(channel) / 255
    if value <= 0.04045 { return value / 12.92 }
    return power2point4((value + 0.055) / 1.055)
  }

  /// `x` to the power 2.4 for x in 0...1, as x² times the fifth root of x², so that no
  /// libm function is needed.
  private static func power2point4(_ x: Double) -> Double {
    let square = x * x
    guard square > 0 else { return 0 }
    // Newton's method for r⁵ = square, started above the root so it descends
    // monotonically; 1 is above every root of a value in 0...1.
    var root = 1.0
    for _ in 0..<64 {
      let fourth = root * root * root * root
      let next = root - (fourth * root - square) / (5 * fourth)
      if abs(next - root) < 1e-12 { return square * next }
      root = next
    }
    return square * root
  }
}

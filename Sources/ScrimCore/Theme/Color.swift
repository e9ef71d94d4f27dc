/// A colour with 8-bit red, green and blue channels and an opacity.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red channel.
  public var red: UInt8
  /// The green channel.
  public var green: UInt8
  /// The blue channel.
  public var blue: UInt8
  /// The opacity, from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// Makes a colour; `alpha` is clamped to 0...1.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha.isNaN ? 1 : min(1, max(0, alpha))
  }

  /// Makes an opaque colour from a 24-bit value, `Color(hex: 0x323232)`.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex), alpha: alpha)
  }

  /// The same colour with another opacity.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Opaque black.
  public static let black = Color(hex: 0x000000)
  /// Opaque white.
  public static let white = Color(hex: 0xFFFFFF)

  /// "#RRGGBB" followed by the opacity as a percentage when it is not opaque.
  public var description: String {
    let hex = [red, green, blue].map { byte -> String in
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
    return alpha < 1 ? "#\(hex) \(Int(alpha * 100 + 0.5))%" : "#\(hex)"
  }
}

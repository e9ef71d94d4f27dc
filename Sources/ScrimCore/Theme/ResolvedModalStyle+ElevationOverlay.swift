extension ResolvedModalStyle {
  /// How much white a renderer that draws elevation lays over the container: Material's
  /// dark-theme elevation overlay, 0 on a light surface.
  ///
  /// On a dark surface a shadow hardly shows, so Material lightens a raised surface
  /// instead, by 4.5·ln(elevation + 1) + 2 percent of white. A surface counts as dark
  /// when its luminance (Rec. 709 weights on the sRGB channels) is below 0.3. A terminal
  /// has no overlay: its shadow is a cell's offset.
  public var elevationOverlayOpacity: Double {
    Self.elevationOverlayOpacity(surface: containerColor, elevation: elevation)
  }

  /// The overlay of a surface of `surface` colour raised to `elevation`: the rule above,
  /// which menus share.
  static func elevationOverlayOpacity(surface: Color, elevation: Double) -> Double {
    let luminance =
      (0.2126 * Double(surface.red) + 0.7152 * Double(surface.green)
        + 0.0722 * Double(surface.blue)) / 255
    guard elevation > 0, elevation.isFinite, luminance < 0.3 else { return 0 }
    return (4.5 * naturalLogarithm(elevation + 1) + 2) / 100
  }
}

/// ln(x) for finite x ≥ 1, without Foundation: ScrimCore imports nothing.
private func naturalLogarithm(_ value: Double) -> Double {
  // x = 2^k · m with m in [1, 2); ln(m) = 2·atanh((m − 1)/(m + 1)), whose series converges
  // fast for such m.
  var mantissa = value
  var halvings = 0.0
  while mantissa >= 2 {
    mantissa /= 2
    halvings += 1
  }
  let y = (mantissa - 1) / (mantissa + 1)
  var term = y
  var sum = 0.0
  for denominator in stride(from: 1.0, through: 41, by: 2) {
    sum += term / denominator
    term *= y * y
  }
  return halvings * 0.693_147_180_559_945_3 + 2 * sum
}

extension ResolvedBannerStyle {
  /// The style for one banner: the scheme's, with the banner's own `backgroundOpacity`
  /// when it has one.
  ///
  ///     let style = ResolvedBannerStyle(scheme: .light).applying(banner)
  public func applying(_ banner: Banner) -> ResolvedBannerStyle {
    guard let opacity = banner.backgroundOpacity else { return self }
    var style = self
    style.backgroundOpacity = Self.clamped(opacity)
    return style
  }

  /// An opacity in 0...1; NaN is opaque, the safe reading of a broken number.
  static func clamped(_ opacity: Double) -> Double {
    opacity.isNaN ? 1 : min(1, max(0, opacity))
  }

  /// Whether a renderer blends the background over what is beneath.
  public var isTranslucent: Bool { backgroundOpacity < 1 }
}

import ScrimCore

extension Screen {
  /// Lays a scrim over the whole screen: every cell's colours blend toward `color` by
  /// `alpha`, keeping their text (Material's scrim over the content behind a modal).
  ///
  /// Cells with the terminal's default colours (nil) blend from `defaultForeground`
  /// and `defaultBackground` when given; when they are not known, or on a monochrome
  /// terminal, the scrim is the dim attribute instead. An alpha of 0 changes nothing.
  ///
  ///     screen.applyScrim(Color.black, alpha: 0.32, isMonochrome: false)
  public mutating func applyScrim(
    _ color: Color, alpha: Double, isMonochrome: Bool, defaultForeground: Color? = nil,
    defaultBackground: Color? = nil
  ) {
    guard alpha > 0 else { return }
    let scrim = color.withAlpha(alpha)
    restyle(Rect(size: size)) { style in
      var blended = style
      let foreground = style.foreground ?? defaultForeground
      let background = style.background ?? defaultBackground
      if isMonochrome || foreground == nil || background == nil {
        blended.attributes.insert(.dim)
      }
      guard !isMonochrome else { return blended }
      if let foreground { blended.foreground = scrim.composited(over: foreground) }
      if let background { blended.background = scrim.composited(over: background) }
      return blended
    }
  }
}

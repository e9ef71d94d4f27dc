@_spi(Renderer) import ScrimCore

extension Screen {
  /// Lays a scrim over the whole screen: every cell's colours blend toward `color` by
  /// `alpha`, keeping their text (Material's scrim over the content behind a modal).
  ///
  /// Cells with the terminal's default colours (nil) blend from `defaultForeground`
  /// and `defaultBackground` when given; when they are not known, or on a monochrome
  /// terminal, the scrim is the dim attribute instead, left off blank cells where it
  /// would show nothing and only cost bytes. An alpha of 0 changes nothing.
  ///
  ///     screen.applyScrim(Color.black, alpha: 0.32, isMonochrome: false)
  public mutating func applyScrim(
    _ color: Color, alpha: Double, isMonochrome: Bool, defaultForeground: Color? = nil,
    defaultBackground: Color? = nil
  ) {
    guard alpha > 0 else { return }
    let scrim = color.withAlpha(alpha)
    restyleCells { cell in
      let style = cell.style
      var blended = style
      let foreground = style.foreground ?? defaultForeground
      let background = style.background ?? defaultBackground
      let invisible =
        cell.code == .space && (background == nil || isMonochrome)
        && style.attributes.isDisjoint(with: [.underline, .reverse])
      if (isMonochrome || foreground == nil || background == nil) && !invisible {
        blended.attributes.insert(.dim)
      }
      guard !isMonochrome else { return blended }
      if let foreground { blended.foreground = scrim.composited(over: foreground) }
      if let background { blended.background = scrim.composited(over: background) }
      return blended
    }
  }
}

@_spi(Renderer) import ScrimCore

extension BannerPainter {
  /// Paints the banner slid in from its edge of the screen as far as `visibility` says.
  ///
  /// For a banner painted without a stage; a stage's `BannerLayerState` has its offset
  /// already.
  ///
  /// - Parameters:
  ///   - banner: The banner; its icon is drawn from here, its position is its edge.
  ///   - layout: Where its parts go, in the screen's coordinates.
  ///   - style: Its colours and type.
  ///   - visibility: How far in it is, 0 (off screen) to 1 (fully shown).
  ///   - focusedAction: The index of the button with keyboard focus, if any.
  ///   - screen: The screen to paint into.
  ///   - context: The measurer and colour support.
  /// - Returns: The cursor's place: on the focused button, else hidden.
  @discardableResult
  @_spi(Renderer) public static func paint(
    _ banner: Banner, layout: BannerLayout, style: ResolvedBannerStyle, visibility: Double,
    focusedAction: Int? = nil, into screen: inout Screen, context: PaintContext
  ) -> ANSIEncoder.CursorPlacement {
    let slide = EdgeSlide(frame: layout.frame, edge: banner.position, container: screen.size)
    return paint(
      banner, layout: layout, style: style, offset: slide.offset(at: visibility),
      focusedAction: focusedAction, into: &screen, context: context)
  }
}

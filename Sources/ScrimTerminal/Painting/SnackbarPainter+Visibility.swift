@_spi(Renderer) import ScrimCore

extension SnackbarPainter {
  /// Paints the snackbar slid in from its edge of the screen as far as `visibility` says.
  ///
  /// For a snackbar painted without a stage; a stage's `SnackbarLayerState` has its
  /// offset already.
  ///
  /// - Parameters:
  ///   - layout: Where its parts go, in the screen's coordinates.
  ///   - style: Its colours and type.
  ///   - position: The edge it slides from.
  ///   - visibility: How far in it is, 0 (off screen) to 1 (fully shown).
  ///   - isFocused: Whether its action has keyboard focus (accessible mode): the action
  ///     is underlined and gets the cursor.
  ///   - screen: The screen to paint into.
  ///   - context: The measurer and colour support.
  /// - Returns: The cursor's place: on the action when focused, else hidden.
  @discardableResult
  @_spi(Renderer) public static func paint(
    _ layout: SnackbarLayout, style: ResolvedSnackbarStyle, position: SnackbarLayout.Position,
    visibility: Double, isFocused: Bool = false, into screen: inout Screen, context: PaintContext
  ) -> ANSIEncoder.CursorPlacement {
    let slide = EdgeSlide(frame: layout.frame, edge: position, container: screen.size)
    return paint(
      layout, style: style, offset: slide.offset(at: visibility), isFocused: isFocused,
      into: &screen, context: context)
  }
}

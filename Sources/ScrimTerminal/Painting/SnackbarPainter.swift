@_spi(Renderer) import ScrimCore

/// Paints a snackbar from its layout and resolved style: a filled bar with its text and
/// its action, moved off its place by the offset of its slide.
///
/// On a monochrome terminal the bar is reversed, so it still stands apart from the
/// content behind it.
///
///     SnackbarPainter.paint(layout, style: ResolvedSnackbarStyle(scheme: .light),
///       offset: state.offset, into: &screen, context: context)
public enum SnackbarPainter {
  /// Paints the snackbar `offset` rows from its place, its action highlighted when it is
  /// focused.
  ///
  /// - Parameters:
  ///   - layout: Where its parts go, in the screen's coordinates.
  ///   - style: Its colours and type.
  ///   - offset: How many rows down (positive) or up (negative) of its place to paint it,
  ///     as its `EdgeSlide` gives for its visibility.
  ///   - isFocused: Whether its action has keyboard focus (accessible mode): the action
  ///     is underlined and gets the cursor.
  ///   - screen: The screen to paint into.
  ///   - context: The measurer and colour support.
  /// - Returns: The cursor's place: on the action when focused, else hidden.
  @discardableResult
  @_spi(Renderer) public static func paint(
    _ layout: SnackbarLayout, style: ResolvedSnackbarStyle, offset: Int, isFocused: Bool = false,
    into screen: inout Screen, context: PaintContext
  ) -> ANSIEncoder.CursorPlacement {
    paint(
      layout, style: style, offset: offset, isFocused: isFocused, isHighlighted: isFocused,
      into: &screen, context: context)
  }

  /// Paints the snackbar `offset` rows from its place.
  ///
  /// - Parameters:
  ///   - layout: Where its parts go, in the screen's coordinates.
  ///   - style: Its colours and type.
  ///   - offset: How many rows down (positive) or up (negative) of its place to paint it,
  ///     as its `EdgeSlide` gives for its visibility.
  ///   - isFocused: Whether its action has keyboard focus (accessible mode): the action
  ///     is underlined and gets the cursor.
  ///   - isHighlighted: Whether its action is pressed or focused: its title takes the
  ///     style's `highlightedAction` colour (MDC's white instead of white at 60%).
  ///   - screen: The screen to paint into.
  ///   - context: The measurer and colour support.
  /// - Returns: The cursor's place: on the action when focused, else hidden.
  @discardableResult
  @_spi(Renderer) public static func paint(
    _ layout: SnackbarLayout, style: ResolvedSnackbarStyle, offset: Int, isFocused: Bool,
    isHighlighted: Bool, into screen: inout Screen, context: PaintContext
  ) -> ANSIEncoder.CursorPlacement {
    func moved(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: rect.height)
    }
    let frame = moved(layout.frame)
    guard !frame.isEmpty else { return .hidden }
    if layout.showsShadow(in: style) {
      screen.castShadow(of: frame, isMonochrome: context.isMonochrome)
    }
    var base = CellStyle(foreground: style.text.color, background: style.backgroundColor)
    if context.isMonochrome { base.attributes.insert(.reverse) }
    screen.fill(frame, with: .blank(base))
    var textStyle = CellStyle(style.text, on: style.backgroundColor)
    textStyle.attributes.formUnion(base.attributes)
    let text = moved(layout.text.frame)
    for (row, line) in layout.text.lines.enumerated() {
      screen.write(
        line, x: text.x, y: text.y + row, clip: frame, style: textStyle, measurer: context.measurer)
    }
    guard let action = layout.action else { return .hidden }
    var actionStyle = CellStyle(
      style.actionStyle(isHighlighted: isHighlighted), on: style.backgroundColor)
    actionStyle.attributes.formUnion(base.attributes)
    actionStyle.attributes.insert(.bold)
    if isFocused { actionStyle.attributes.insert(.underline) }
    let button = moved(action.frame)
    let titleWidth = context.measurer.width(of: action.title)
    let x = button.x + max(0, (button.width - titleWidth) / 2)
    screen.write(
      action.title, x: x, y: button.y, clip: frame, style: actionStyle, measurer: context.measurer)
    return isFocused && frame.intersects(Rect(x: x, y: button.y, width: 1, height: 1))
      ? .visible(x: x, y: button.y) : .hidden
  }
}

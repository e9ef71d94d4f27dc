@_spi(Renderer) import ScrimCore

/// Paints a snackbar from its layout and resolved style: a filled bar with its text and
/// its action, sliding in from its edge as it enters and back as it leaves.
///
/// On a monochrome terminal the bar is reversed, so it still stands apart from the
/// content behind it.
///
///     SnackbarPainter.paint(layout, style: ResolvedSnackbarStyle(scheme: .light),
///       position: .bottom, visibility: 1, into: &screen, context: context)
public enum SnackbarPainter {
  /// Paints the snackbar.
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
    let shift = slideOffset(
      of: layout.frame, position: position, visibility: visibility, in: screen.size)
    func moved(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + shift, width: rect.width, height: rect.height)
    }
    let frame = moved(layout.frame)
    guard !frame.isEmpty else { return .hidden }
    if style.castsShadow && !layout.isDegraded {
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
    var actionStyle = CellStyle(style.action, on: style.backgroundColor)
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

  /// Rows to move a frame toward its edge when only `visibility` of it is in.
  static func slideOffset(
    of frame: Rect, position: SnackbarLayout.Position, visibility: Double, in size: Size
  ) -> Int {
    let fraction = 1 - min(1, max(0, visibility.isNaN ? 1 : visibility))
    switch position {
    case .bottom:
      let distance = size.height - frame.y
      return Int((Double(distance) * fraction).rounded(.up))
    case .top:
      let distance = frame.maxY
      return -Int((Double(distance) * fraction).rounded(.up))
    }
  }
}

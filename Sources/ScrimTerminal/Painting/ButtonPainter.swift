@_spi(Renderer) import ScrimCore

/// Paints one button from its frame and resolved style: the terminal's version of
/// Material's contained, outlined and text buttons.
///
/// - Contained: the frame filled with the button's colour (reversed on a monochrome
///   terminal).
/// - Outlined: the title between brackets in the outline colour, `[ DELETE ]`.
/// - Text: the title alone in the accent colour.
///
/// The focused button's title is bold and underlined, on every terminal, so focus never
/// depends on colour alone; on a monochrome terminal disabled titles dim and destructive
/// ones slant.
enum ButtonPainter {
  /// Paints `button` shifted up by `scroll` rows and clipped to `clip`, its title placed
  /// across the frame as `alignment` says.
  ///
  /// - Returns: Where the cursor goes when the button has focus: its title's first cell.
  @discardableResult
  static func paint(
    _ button: ButtonFrame, style: ResolvedButtonStyle, isFocused: Bool, isEnabled: Bool,
    isDestructive: Bool = false, alignment: TextAlignment = .center,
    container: Color, scroll: Int = 0, clip: Rect, into screen: inout Screen,
    context: PaintContext
  ) -> (x: Int, y: Int) {
    var frame = button.frame
    frame.y -= scroll
    let visible = frame.intersection(clip)
    let background = style.fillColor ?? container
    var titleStyle = CellStyle(style.title, on: background)
    if style.kind == .contained {
      var fill = CellStyle(foreground: style.title.color, background: background)
      if context.isMonochrome { fill.attributes.insert(.reverse) }
      screen.fill(visible, with: .blank(fill))
      if context.isMonochrome { titleStyle.attributes.insert(.reverse) }
    }
    if isFocused { titleStyle.attributes.formUnion([.bold, .underline]) }
    if !isEnabled && context.isMonochrome { titleStyle.attributes.insert(.dim) }
    // Without colour, the error colour's warning would be lost: slant the title instead.
    if isDestructive && context.isMonochrome { titleStyle.attributes.insert(.italic) }
    let measurer = context.measurer
    let titleWidth = measurer.width(of: button.title)
    let titleX =
      alignment == .center ? frame.x + max(0, (frame.width - titleWidth) / 2) : frame.x
    let y = frame.y + frame.height / 2
    if style.kind == .outlined, frame.width >= titleWidth + 2 {
      let bracket = CellStyle(foreground: style.borderColor, background: container)
      screen.write("[", x: frame.x, y: y, clip: clip, style: bracket, measurer: measurer)
      screen.write("]", x: frame.maxX - 1, y: y, clip: clip, style: bracket, measurer: measurer)
    }
    screen.write(button.title, x: titleX, y: y, clip: clip, style: titleStyle, measurer: measurer)
    return (titleX, y)
  }
}

@_spi(Renderer) import ScrimCore

/// Paints a banner from its layout and resolved style: the surface across the width,
/// its icon, one-line title, description, text buttons and a divider on the side that
/// faces the content, moved off its place by the offset of its slide.
///
///     BannerPainter.paint(image: state.image, layout: state.layout, style: state.style,
///       offset: state.offset, into: &screen, context: context)
public enum BannerPainter {
  /// Paints the banner `offset` rows from its place.
  ///
  /// - Parameters:
  ///   - image: The picture shown in `layout.icon` (`Banner.displayedImage`), if any.
  ///   - layout: Where its parts go, in the screen's coordinates.
  ///   - style: Its colours and type.
  ///   - offset: How many rows down (positive) or up (negative) of its place to paint it,
  ///     as its `EdgeSlide` gives for its visibility.
  ///   - focusedAction: The index of the button with keyboard focus, if any.
  ///   - screen: The screen to paint into.
  ///   - context: The measurer and colour support.
  /// - Returns: The cursor's place: on the focused button, else hidden.
  @discardableResult
  @_spi(Renderer) public static func paint(
    image: ModalImage?, layout: BannerLayout, style: ResolvedBannerStyle, offset: Int,
    focusedAction: Int? = nil, into screen: inout Screen, context: PaintContext
  ) -> ANSIEncoder.CursorPlacement {
    func moved(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: rect.height)
    }
    let frame = moved(layout.frame)
    guard !frame.isEmpty else { return .hidden }
    let surface = style.backgroundColor
    // Read before painting: a translucent banner shows these colours through.
    let beneath =
      style.isTranslucent && !context.isMonochrome ? screen.backgrounds(in: frame) : []
    screen.fill(frame, with: .blank(CellStyle(background: surface)))
    let measurer = context.measurer
    if let icon = layout.icon, let image, let text = image.text {
      let place = moved(icon)
      let color = image.tintColor?.composited(over: surface) ?? style.iconColor
      var iconStyle = CellStyle(foreground: color, background: surface)
      iconStyle.attributes.insert(.bold)
      let shown = image.glyph == nil ? measurer.truncate(text, width: place.width) : text
      screen.write(shown, x: place.x, y: place.y, clip: place, style: iconStyle, measurer: measurer)
    }
    for (block, textStyle) in [(layout.title, style.title), (layout.message, style.message)] {
      guard let block else { continue }
      let place = moved(block.frame)
      let cellStyle = CellStyle(textStyle, on: surface)
      for (row, line) in block.lines.enumerated() {
        screen.write(
          line, x: place.x, y: place.y + row, clip: frame, style: cellStyle, measurer: measurer)
      }
    }
    var cursor = ANSIEncoder.CursorPlacement.hidden
    let clip = moved(layout.buttons.region.viewport).intersection(frame)
    for button in layout.buttons.buttons {
      var shown = button
      shown.frame = moved(button.frame)
      let isFocused = focusedAction == button.index
      let place = ButtonPainter.paint(
        shown, style: style.button, isFocused: isFocused, isEnabled: true, container: surface,
        clip: clip.isEmpty ? frame : clip, into: &screen, context: context)
      if isFocused { cursor = .visible(x: place.x, y: place.y) }
    }
    let divider = moved(layout.divider)
    let line = CellStyle(foreground: style.dividerColor, background: surface)
    for y in divider.y..<divider.maxY {
      for x in divider.x..<divider.maxX { screen.put("─", width: 1, x: x, y: y, style: line) }
    }
    screen.showThrough(
      frame, beneath: beneath, surface: surface, opacity: style.backgroundOpacity,
      defaultBackground: context.defaultBackground)
    return cursor
  }
}

@_spi(Renderer) import ScrimCore

/// Paints an alert, action sheet or dialog from the core's layout and resolved style.
///
/// The container is filled with its colour, bordered with the shape scheme's corners
/// and shadowed when it has elevation; the title is pinned (an action sheet's message
/// too, in its header); an alert's or dialog's message and controls scroll inside the
/// body's viewport (▲ and ▼ on the border say more is hidden); the
/// buttons follow `ButtonPainter`. The real cursor is placed on the focused control, so
/// screen readers and Braille displays that follow the cursor land where focus is.
///
///     let cursor = ModalPainter.paint(state, into: &screen, context: context)
@MainActor
public enum ModalPainter {
  /// Paints the scene's modal layer into `screen`, moved down by its slide offset.
  ///
  /// - Parameters:
  ///   - state: The modal layer: its layout, style, focus, scroll and resolved controls and
  ///     buttons.
  ///   - screen: The screen to paint into.
  ///   - context: The measurer and colour support.
  /// - Returns: Where the terminal's cursor goes: on the focused control, else hidden.
  @discardableResult
  @_spi(Renderer) public static func paint(
    _ state: ModalLayerState, into screen: inout Screen, context: PaintContext
  ) -> ANSIEncoder.CursorPlacement {
    let layout = state.offset == 0 ? state.layout : state.layout.moved(down: state.offset)
    let style = state.style
    let container = style.containerColor
    if layout.showsShadow(in: style) {
      screen.castShadow(of: layout.frame, isMonochrome: context.isMonochrome)
    }
    screen.fill(layout.frame, with: .blank(CellStyle(background: container)))
    if layout.hasBorder {
      screen.drawBox(
        layout.frame, corners: style.corners,
        style: CellStyle(foreground: style.controlBorderColor, background: container))
    }
    paintTitleIcon(layout: layout, style: style, into: &screen, context: context)
    if let title = layout.title {
      paintLines(
        title, style: CellStyle(style.title, on: container), clip: layout.frame, into: &screen,
        context: context)
    }
    if layout.messageIsPinned, let message = layout.message {
      paintLines(
        message, style: CellStyle(style.message, on: container), clip: layout.frame,
        into: &screen, context: context)
    }
    var cursor = ANSIEncoder.CursorPlacement.hidden
    paintBody(state, layout: layout, cursor: &cursor, into: &screen, context: context)
    paintButtons(state, layout: layout, cursor: &cursor, into: &screen, context: context)
    return cursor
  }

  private static func paintBody(
    _ state: ModalLayerState, layout: ModalLayout, cursor: inout ANSIEncoder.CursorPlacement,
    into screen: inout Screen, context: PaintContext
  ) {
    let style = state.style
    let scroll = state.scroll.body
    let viewport = layout.body.viewport
    let container = style.containerColor
    if !layout.messageIsPinned, let message = layout.message {
      paintLines(
        message, style: CellStyle(style.message, on: container), scroll: scroll, clip: viewport,
        into: &screen, context: context)
    }
    for item in layout.items {
      guard let control = state.control(item.index) else { continue }
      let isFocused = state.focus == .control(item.index)
      let frames = layout.frames(of: item).moved(down: -scroll)
      let placed = ControlPainter.paint(
        control, lines: item.lines, frames: frames, clip: viewport, style: style,
        isFocused: isFocused, into: &screen, context: context)
      if isFocused, let placed,
        viewport.intersects(Rect(x: placed.x, y: placed.y, width: 1, height: 1))
      {
        cursor = .visible(x: placed.x, y: placed.y)
      }
    }
    paintIndicators(layout.body, offset: scroll, layout: layout, style: style, into: &screen)
  }

  /// ▲ and ▼ on the right border beside a region's viewport, where its content is hidden.
  private static func paintIndicators(
    _ region: ScrollRegion, offset: Int, layout: ModalLayout, style: ResolvedModalStyle,
    into screen: inout Screen
  ) {
    let hidden = region.hiddenContent(at: offset)
    guard layout.hasBorder, hidden.above || hidden.below else { return }
    let indicator = CellStyle(
      foreground: style.focusIndicatorColor, background: style.containerColor)
    let column = layout.frame.maxX - 1
    let viewport = region.viewport
    if hidden.above { screen.put("▲", width: 1, x: column, y: viewport.y, style: indicator) }
    if hidden.below {
      screen.put("▼", width: 1, x: column, y: viewport.maxY - 1, style: indicator)
    }
  }

  private static func paintLines(
    _ block: TextBlock, style: CellStyle, scroll: Int = 0, clip: Rect, into screen: inout Screen,
    context: PaintContext
  ) {
    for (row, line) in block.lines.enumerated() {
      screen.write(
        line, x: block.frame.x, y: block.frame.y + row - scroll, clip: clip, style: style,
        measurer: context.measurer)
    }
  }

  private static func paintButtons(
    _ state: ModalLayerState, layout: ModalLayout, cursor: inout ANSIEncoder.CursorPlacement,
    into screen: inout Screen, context: PaintContext
  ) {
    let style = state.style
    let scroll = state.scroll.buttons
    let region = layout.buttons.region
    let clip = state.buttonClip.offset(by: state.offset)
    // Only the buttons scrolled into view are painted: a stack may hold 100,000.
    for var button in state.buttonsInView {
      guard let shown = state.button(button.index) else { continue }
      button.frame = button.frame.offset(by: state.offset)
      let isFocused = state.focus == .action(button.index)
      let place = ButtonPainter.paint(
        button, style: style.buttons[button.index], isFocused: isFocused,
        isEnabled: shown.isEnabled, isDestructive: shown.isDestructive,
        alignment: layout.buttons.titleAlignment, container: style.containerColor,
        scroll: scroll, clip: clip, into: &screen, context: context)
      if isFocused, clip.intersects(Rect(x: place.x, y: place.y, width: 1, height: 1)) {
        cursor = .visible(x: place.x, y: place.y)
      }
    }
    paintIndicators(region, offset: scroll, layout: layout, style: style, into: &screen)
  }
}

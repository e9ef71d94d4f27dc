import CGTK
@_spi(Renderer) import ScrimCore

/// Paints the active alert, action sheet or dialog from the core's layout and resolved
/// style: its elevation shadow, the surface with the theme's corners, the pinned title
/// (and an action sheet's header), the scrolling body with its controls, and the buttons.
///
/// It fades with the transition's visibility and a bottom sheet rises by the snapshot's
/// offset; a body or button stack taller than its room shows a scroll bar.
@MainActor
enum ModalDrawing {
  static func paint(
    _ state: ModalLayerState, metrics: LayoutMetrics, on canvas: Canvas
  ) {
    let layout = state.layout
    let style = state.style
    canvas.translated(y: state.offset) {
      canvas.faded(state.visibility) {
        let corner = layout.cornerRadius(in: style)
        if layout.showsShadow(in: style) {
          canvas.shadow(of: layout.frame, elevation: style.elevation, radius: corner)
        }
        canvas.fill(layout.frame, color: style.containerColor, radius: corner)
        canvas.fill(
          layout.frame, color: .white, alpha: style.elevationOverlayOpacity, radius: corner)
        canvas.clipped(to: layout.frame) {
          paintContent(state, metrics: metrics, on: canvas)
        }
      }
    }
  }

  private static func paintContent(
    _ state: ModalLayerState, metrics: LayoutMetrics, on canvas: Canvas
  ) {
    let layout = state.layout
    let style = state.style
    TitleIconDrawing.paint(state, on: canvas)
    if let title = layout.title {
      paintLines(title, style: style.title, on: canvas)
    }
    if layout.messageIsPinned, let message = layout.message {
      paintLines(message, style: style.message, on: canvas)
    }
    let viewport = layout.body.viewport
    canvas.clipped(to: viewport) {
      canvas.translated(y: -state.scroll.body) {
        if !layout.messageIsPinned, let message = layout.message {
          paintLines(message, style: style.message, on: canvas)
        }
        paintItems(state, metrics: metrics, on: canvas)
      }
    }
    scrollBar(layout.body, offset: state.scroll.body, style: style, on: canvas)
    paintButtons(state, metrics: metrics, on: canvas)
  }

  private static func paintItems(
    _ state: ModalLayerState, metrics: LayoutMetrics, on canvas: Canvas
  ) {
    let layout = state.layout
    for item in layout.items {
      guard let control = state.control(item.index) else { continue }
      ControlDrawing.paint(
        control, lines: item.lines, frames: layout.frames(of: item), style: state.style,
        isFocused: state.focus == .control(item.index), metrics: metrics, on: canvas)
    }
  }

  private static func paintButtons(
    _ state: ModalLayerState, metrics: LayoutMetrics, on canvas: Canvas
  ) {
    let layout = state.layout
    let region = layout.buttons.region
    let clip = state.buttonClip
    let alignment: Canvas.Alignment = layout.buttons.titleAlignment == .center ? .center : .leading
    // The focus ring reaches beyond a button, and into a sheet's side padding: the clip
    // spans the modal's width, and leaves room above and below unless the stack scrolls.
    let room = region.scrolls ? 0 : 4
    let buttonClip = Rect(
      x: layout.frame.x, y: clip.y - room, width: layout.frame.width,
      height: clip.height + 2 * room
    ).intersection(layout.frame)
    canvas.clipped(to: buttonClip) {
      for button in state.buttonsInView {
        var shown = button
        shown.frame.y -= state.scroll.buttons
        let style = state.style.buttons[button.index]
        ButtonDrawing.paint(
          shown, style: style,
          isFocused: state.focus == .action(button.index), radius: style.cornerRadius,
          focusColor: state.style.focusIndicatorColor, alignment: alignment,
          padding: metrics.buttonPadding, on: canvas)
      }
    }
    scrollBar(region, offset: state.scroll.buttons, style: state.style, on: canvas)
  }

  /// Paints `block` in its style's font.
  private static func paintLines(
    _ block: TextBlock, style: ResolvedTextStyle, on canvas: Canvas
  ) {
    guard !block.lines.isEmpty else { return }
    let lineHeight = max(1, block.frame.height / block.lines.count)
    // A 10 MB message wraps to some 170,000 lines: visiting each, even to skip it, costs
    // a key press tens of milliseconds, so only the rows the clip meets are visited.
    var rows = block.lines.indices
    if let band = canvas.visibleBand {
      let count = block.lines.count
      let first = min(count, max(0, (band.y - block.frame.y) / lineHeight))
      let end = min(count, max(0, (band.maxY - block.frame.y + lineHeight - 1) / lineHeight))
      rows = first..<max(first, end)
    }
    for row in rows {
      let line = block.lines[row]
      let box = Rect(
        x: block.frame.x, y: block.frame.y + row * lineHeight, width: block.frame.width,
        height: lineHeight)
      canvas.drawText(line, in: box, style: style)
    }
  }

  /// A thin bar at the region's right edge showing which part of the content is in view.
  private static func scrollBar(
    _ region: ScrollRegion, offset: Int, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    let hidden = region.hiddenContent(at: offset)
    guard hidden.above || hidden.below else { return }
    let viewport = region.viewport
    let length = max(16, viewport.height * viewport.height / region.contentHeight)
    let travel = viewport.height - length
    let y = viewport.y + (region.maximumOffset == 0 ? 0 : travel * offset / region.maximumOffset)
    canvas.fill(
      Rect(x: viewport.maxX + 4, y: y, width: 4, height: length),
      color: style.controlBorderColor, radius: 2)
  }
}

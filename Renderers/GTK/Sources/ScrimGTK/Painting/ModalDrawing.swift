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
          layout.frame, color: .white,
          alpha: elevationOverlay(style.elevation, on: style.containerColor), radius: corner)
        canvas.clipped(to: layout.frame) {
          paintContent(state, metrics: metrics, on: canvas)
        }
      }
    }
  }

  /// Material's elevation overlay: on a dark surface a shadow hardly shows, so a raised
  /// surface is lightened instead, by 4.5·ln(elevation + 1) + 2 percent of white.
  private static func elevationOverlay(_ elevation: Double, on surface: Color) -> Double {
    let luminance =
      (0.2126 * Double(surface.red) + 0.7152 * Double(surface.green)
        + 0.0722 * Double(surface.blue)) / 255
    guard elevation > 0, luminance < 0.3 else { return 0 }
    return (4.5 * log(elevation + 1) + 2) / 100
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
    paintButtons(state, on: canvas)
  }

  private static func paintItems(
    _ state: ModalLayerState, metrics: LayoutMetrics, on canvas: Canvas
  ) {
    let layout = state.layout
    for item in layout.items {
      guard let control = state.control(item.index) else { continue }
      let frames = ControlDrawing.Frames(
        item: item.frame, label: layout.labelFrames[item.index],
        box: layout.fieldBoxFrames[item.index],
        text: layout.fieldTextFrames[item.index] ?? layout.textAreaTextFrames[item.index])
      ControlDrawing.paint(
        control, lines: item.lines, frames: frames, style: state.style,
        isFocused: state.focus == .control(item.index), metrics: metrics, on: canvas)
    }
  }

  private static func paintButtons(_ state: ModalLayerState, on canvas: Canvas) {
    let layout = state.layout
    let region = layout.buttons.region
    let clip = region.viewport.isEmpty ? layout.frame : region.viewport
    let alignment: Canvas.Alignment = layout.buttons.titleAlignment == .center ? .center : .leading
    // The focus ring reaches beyond a button, and into a sheet's side padding: the clip
    // spans the modal's width, and leaves room above and below unless the stack scrolls.
    let room = region.scrolls ? 0 : 4
    let buttonClip = Rect(
      x: layout.frame.x, y: clip.y - room, width: layout.frame.width,
      height: clip.height + 2 * room
    ).intersection(layout.frame)
    canvas.clipped(to: buttonClip) {
      for button in buttonsInView(layout.buttons, offset: state.scroll.buttons, clip: clip)
      where button.frame.maxY - state.scroll.buttons > clip.y
        && button.frame.y - state.scroll.buttons < clip.maxY
        && state.button(button.index) != nil
        && state.style.buttons.indices.contains(button.index)
      {
        var shown = button
        shown.frame.y -= state.scroll.buttons
        let style = state.style.buttons[button.index]
        ButtonDrawing.paint(
          shown, style: style,
          isFocused: state.focus == .action(button.index), radius: style.cornerRadius,
          focusColor: state.style.focusIndicatorColor, alignment: alignment,
          role: FontRole(style.title.role), on: canvas)
      }
    }
    scrollBar(region, offset: state.scroll.buttons, style: state.style, on: canvas)
  }

  /// The buttons that may meet `clip` once scrolled by `offset`.
  ///
  /// A stack's frames go down the screen in order, one row each, so the first in view is
  /// found by halving rather than by visiting all of a 100,000-action sheet's rows on
  /// every key; a row's few buttons are all given.
  private static func buttonsInView(
    _ group: ButtonGroupLayout, offset: Int, clip: Rect
  ) -> ArraySlice<ButtonFrame> {
    let buttons = group.buttons
    guard group.arrangement == .stack else { return buttons[...] }
    var low = buttons.startIndex
    var high = buttons.endIndex
    while low < high {
      let middle = (low + high) / 2
      if buttons[middle].frame.maxY - offset > clip.y {
        high = middle
      } else {
        low = middle + 1
      }
    }
    var end = low
    while end < buttons.endIndex, buttons[end].frame.y - offset < clip.maxY {
      end += 1
    }
    return buttons[low..<end]
  }

  /// Paints `block` at the size of its style's role.
  private static func paintLines(
    _ block: TextBlock, style: ResolvedTextStyle, on canvas: Canvas
  ) {
    let role = FontRole(style.role)
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
      canvas.drawText(line, in: box, role: role, style: style)
    }
  }

  /// A thin bar at the region's right edge showing which part of the content is in view.
  private static func scrollBar(
    _ region: ScrollRegion, offset: Int, style: ResolvedModalStyle, on canvas: Canvas
  ) {
    guard region.scrolls, region.viewport.height > 0, region.contentHeight > 0 else { return }
    let viewport = region.viewport
    let length = max(16, viewport.height * viewport.height / region.contentHeight)
    let travel = viewport.height - length
    let y = viewport.y + (region.maximumOffset == 0 ? 0 : travel * offset / region.maximumOffset)
    canvas.fill(
      Rect(x: viewport.maxX + 4, y: y, width: 4, height: length),
      color: style.controlBorderColor, radius: 2)
  }
}

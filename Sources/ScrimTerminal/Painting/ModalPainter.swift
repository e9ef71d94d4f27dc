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
///     let cursor = ModalPainter.paint(alert, layout: layout, style: alert.resolvedStyle(),
///       focus: presenter.focus, into: &screen, context: context)
@MainActor
public enum ModalPainter {
  /// Paints `modal` into `screen`.
  ///
  /// - Parameters:
  ///   - modal: The alert, action sheet or dialog; its controls give the fields' text.
  ///   - layout: Its layout in the screen's coordinates.
  ///   - style: Its resolved style.
  ///   - focus: What has keyboard focus.
  ///   - scroll: How far the body and buttons are scrolled.
  ///   - offset: Rows to shift the whole modal down by, for a slide transition.
  ///   - progressPhase: Where an indeterminate progress bar's animation is, as the stage
  ///     says; nil draws it still.
  ///   - highlights: The item the keyboard is on in each choice list, by control index.
  ///   - lists: Each choice list's window, by control index.
  ///   - fields: What each text field shows and where its caret is, by control index.
  ///   - screen: The screen to paint into.
  ///   - context: The measurer and colour support.
  /// - Returns: Where the terminal's cursor goes: on the focused control, else hidden.
  @discardableResult
  @_spi(Renderer) public static func paint(
    _ modal: any Modal, layout: ModalLayout, style: ResolvedModalStyle, focus: FocusTarget?,
    scroll: ModalScroll = ModalScroll(), offset: Int = 0, progressPhase: Double? = nil,
    highlights: [Int: Int] = [:], lists: [Int: ListColumns] = [:],
    fields: [Int: FieldView] = [:], into screen: inout Screen, context: PaintContext
  ) -> ANSIEncoder.CursorPlacement {
    let layout = offset == 0 ? layout : layout.shifted(down: offset)
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
    // An action sheet's header holds its message under the title, outside the (empty)
    // body, so it is pinned like the title rather than clipped to the body.
    if layout.placement != .centered, let message = layout.message {
      paintLines(
        message, style: CellStyle(style.message, on: container), clip: layout.frame,
        into: &screen, context: context)
    }
    var cursor = ANSIEncoder.CursorPlacement.hidden
    paintBody(
      modal, layout: layout, style: style, focus: focus, scroll: scroll.body,
      progressPhase: progressPhase, lists: (highlights, lists), fields: fields, cursor: &cursor,
      into: &screen, context: context)
    paintButtons(
      modal, layout: layout, style: style, focus: focus, scroll: scroll.buttons, cursor: &cursor,
      into: &screen, context: context)
    return cursor
  }

  private static func paintBody(
    _ modal: any Modal, layout: ModalLayout, style: ResolvedModalStyle, focus: FocusTarget?,
    scroll: Int, progressPhase: Double?, lists: ([Int: Int], [Int: ListColumns]),
    fields: [Int: FieldView], cursor: inout ANSIEncoder.CursorPlacement, into screen: inout Screen,
    context: PaintContext
  ) {
    let viewport = layout.body.viewport
    let container = style.containerColor
    if layout.placement == .centered, let message = layout.message {
      paintLines(
        message, style: CellStyle(style.message, on: container), scroll: scroll, clip: viewport,
        into: &screen, context: context)
    }
    let labelWidth = layout.fieldLabelWidth
    for item in layout.items where modal.controls.indices.contains(item.index) {
      let isFocused = focus == .control(item.index)
      var frame = item.frame
      frame.y -= scroll
      let placed = ControlPainter.paint(
        modal.controls[item.index], lines: item.lines, frame: frame, clip: viewport, style: style,
        isFocused: isFocused, labelWidth: labelWidth, progressPhase: progressPhase,
        list: (lists.0[item.index] ?? 0, lists.1[item.index]), field: fields[item.index],
        into: &screen, context: context)
      if isFocused, let placed,
        viewport.intersects(Rect(x: placed.x, y: placed.y, width: 1, height: 1))
      {
        cursor = .visible(x: placed.x, y: placed.y)
      }
    }
    guard layout.hasBorder, layout.body.scrolls, viewport.height > 0 else { return }
    let indicator = CellStyle(foreground: style.focusIndicatorColor, background: container)
    let column = layout.frame.maxX - 1
    if scroll > 0 {
      screen.put("▲", width: 1, x: column, y: viewport.y, style: indicator)
    }
    if scroll < layout.body.maximumOffset {
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
    _ modal: any Modal, layout: ModalLayout, style: ResolvedModalStyle, focus: FocusTarget?,
    scroll: Int, cursor: inout ANSIEncoder.CursorPlacement, into screen: inout Screen,
    context: PaintContext
  ) {
    let region = layout.buttons.region
    let clip = region.viewport.isEmpty ? layout.frame : region.viewport
    let actions = modal.actions
    for button in layout.buttons.buttons
    where button.frame.maxY - scroll > clip.y && button.frame.y - scroll < clip.maxY
      && actions.indices.contains(button.index) && style.buttons.indices.contains(button.index)
    {
      // Only the buttons scrolled into view are painted: a stack may hold 100,000.
      let isFocused = focus == .action(button.index)
      let place = ButtonPainter.paint(
        button, style: style.buttons[button.index], isFocused: isFocused,
        isEnabled: actions[button.index].isEnabled,
        isDestructive: actions[button.index].style == .destructive,
        container: style.containerColor,
        scroll: scroll, clip: clip, into: &screen, context: context)
      if isFocused, clip.intersects(Rect(x: place.x, y: place.y, width: 1, height: 1)) {
        cursor = .visible(x: place.x, y: place.y)
      }
    }
    guard layout.hasBorder, region.scrolls, region.viewport.height > 0 else { return }
    let indicator = CellStyle(
      foreground: style.focusIndicatorColor, background: style.containerColor)
    let column = layout.frame.maxX - 1
    if scroll > 0 { screen.put("▲", width: 1, x: column, y: region.viewport.y, style: indicator) }
    if scroll < region.maximumOffset {
      screen.put("▼", width: 1, x: column, y: region.viewport.maxY - 1, style: indicator)
    }
  }
}

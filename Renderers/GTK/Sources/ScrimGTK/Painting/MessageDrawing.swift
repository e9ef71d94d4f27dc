@_spi(Renderer) import ScrimCore

/// Paints snackbars and banners: they slide in from their edge by the offset the core gives
/// and fade as they go by its visibility.
@MainActor
enum MessageDrawing {
  /// A snackbar: a bar rounded by its style's radius (4 pt in Material) with elevation 6,
  /// Body 1 text and a text-button action, brighter while pressed or focused.
  static func paint(_ state: SnackbarLayerState, metrics: LayoutMetrics, on canvas: Canvas) {
    let layout = state.layout
    let style = state.style
    canvas.translated(y: state.offset) {
      canvas.faded(state.visibility) {
        let corner = style.cornerRadius
        if layout.showsShadow(in: style) {
          canvas.shadow(of: layout.frame, elevation: style.elevation, radius: corner)
        }
        canvas.fill(layout.frame, color: style.backgroundColor, radius: corner)
        canvas.clipped(to: layout.frame) {
          let lines = layout.text.lines
          let lineHeight = lines.isEmpty ? 0 : layout.text.frame.height / lines.count
          for (row, line) in lines.enumerated() {
            let box = Rect(
              x: layout.text.frame.x, y: layout.text.frame.y + row * lineHeight,
              width: layout.text.frame.width, height: lineHeight)
            canvas.drawText(line, in: box, style: style.text)
          }
          guard let action = layout.action else { return }
          let button = ResolvedButtonStyle(
            kind: .text, title: state.actionStyle, fillColor: nil, borderColor: nil,
            cornerRadius: corner, castsShadow: false)
          ButtonDrawing.paint(
            action, style: button, isFocused: state.isActionFocused, radius: corner,
            focusColor: style.highlightedAction.color, padding: metrics.snackbarButtonPadding,
            on: canvas)
        }
      }
    }
  }

  /// A banner: the surface across the width, its icon in a 40 pt circle, a title, a
  /// description, text buttons and a 1 pt divider on the side facing the content.
  static func paint(_ state: BannerLayerState, metrics: LayoutMetrics, on canvas: Canvas) {
    let layout = state.layout
    let style = state.style
    canvas.translated(y: state.offset) {
      canvas.faded(state.visibility) {
        // A translucent banner lets the window beneath show through (JET).
        canvas.fill(layout.frame, color: style.backgroundColor, alpha: style.backgroundOpacity)
        canvas.clipped(to: layout.frame) {
          if let icon = layout.icon, let image = state.image,
            !canvas.drawPicture(image, in: icon, alignment: .center), let glyph = image.text
          {
            let diameter = Double(min(icon.width, icon.height))
            canvas.circle(
              centerX: Double(icon.x) + Double(icon.width) / 2,
              centerY: Double(icon.y) + Double(icon.height) / 2, radius: diameter / 2,
              color: style.iconColor, alpha: 0.16)
            canvas.drawText(
              glyph, in: icon,
              style: ResolvedTextStyle(
                color: image.tintColor ?? style.iconColor, style: TextStyle(weight: .bold),
                role: .headline6),
              alignment: .center)
          }
          paint(layout.title, style: style.title, on: canvas)
          paint(layout.message, style: style.message, on: canvas)
          for button in layout.buttons.buttons {
            ButtonDrawing.paint(
              button, style: style.button, isFocused: state.focusedAction == button.index,
              radius: style.button.cornerRadius, focusColor: style.button.title.color,
              padding: metrics.buttonPadding, on: canvas)
          }
          canvas.fill(layout.divider, color: style.dividerColor)
        }
      }
    }
  }

  private static func paint(
    _ block: TextBlock?, style: ResolvedTextStyle, on canvas: Canvas
  ) {
    guard let block, !block.lines.isEmpty else { return }
    let lineHeight = block.frame.height / block.lines.count
    for (row, line) in block.lines.enumerated() {
      let box = Rect(
        x: block.frame.x, y: block.frame.y + row * lineHeight, width: block.frame.width,
        height: lineHeight)
      canvas.drawText(line, in: box, style: style)
    }
  }
}

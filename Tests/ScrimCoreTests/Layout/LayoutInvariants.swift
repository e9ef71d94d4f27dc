@_spi(Renderer) import ScrimCore
import Testing

/// Checks what every layout must satisfy at any size: nothing leaves the container,
/// siblings never overlap, and text fits its frame.
enum LayoutInvariants {
  /// The part of `rect` a viewport shows.
  static func visible(_ rect: Rect, in viewport: Rect) -> Rect { rect.intersection(viewport) }

  static func expectDisjoint(_ rects: [Rect], _ context: String) {
    for (first, a) in rects.enumerated() {
      for b in rects[(first + 1)...] {
        #expect(!a.intersects(b), "\(a) overlaps \(b) — \(context)")
      }
    }
  }

  static func check(
    _ layout: ModalLayout, in size: Size, measurer: some TextMeasurer, context: String
  ) {
    let container = Rect(size: size)
    #expect(container.contains(layout.frame), "frame \(layout.frame) — \(context)")
    let inner = layout.hasBorder ? layout.frame.insetBy(horizontal: 1, vertical: 1) : layout.frame
    var parts: [Rect] = []
    if let title = layout.title {
      #expect(inner.contains(title.frame), "title \(title.frame) — \(context)")
      #expect(title.lines.count <= title.frame.height, "title lines — \(context)")
      for line in title.lines {
        #expect(measurer.width(of: line) <= title.frame.width, "\(context)")
      }
      parts.append(title.frame)
    }
    // Sheets pin their message in the header, with the title; other modals scroll it.
    let messageInHeader = layout.placement != .centered
    if messageInHeader, let message = layout.message {
      #expect(inner.contains(message.frame), "message \(message.frame) — \(context)")
      for line in message.lines {
        #expect(measurer.width(of: line) <= message.frame.width, "\(context)")
      }
      parts.append(message.frame)
    }
    #expect(inner.contains(layout.body.viewport), "body \(layout.body.viewport) — \(context)")
    parts.append(layout.body.viewport)
    let buttonsViewport = layout.buttons.region.viewport
    #expect(inner.contains(buttonsViewport), "buttons \(buttonsViewport) — \(context)")
    parts.append(buttonsViewport)
    expectDisjoint(parts, context)

    var bodyParts: [Rect] = []
    if !messageInHeader, let message = layout.message {
      #expect(message.frame.x >= layout.body.viewport.x, "\(context)")
      #expect(message.frame.maxX <= layout.body.viewport.maxX, "\(context)")
      for line in message.lines {
        #expect(measurer.width(of: line) <= message.frame.width, "\(context)")
      }
      bodyParts.append(message.frame)
    }
    for item in layout.items {
      #expect(item.frame.maxX <= layout.body.viewport.maxX, "\(context)")
      bodyParts.append(item.frame)
    }
    expectDisjoint(bodyParts, context + " (body)")
    if let bottom = bodyParts.map(\.maxY).max() {
      #expect(bottom - layout.body.viewport.y == layout.body.contentHeight, "\(context)")
      #expect(layout.body.viewport.height <= layout.body.contentHeight, "\(context)")
    }

    let buttonFrames = layout.buttons.buttons.map(\.frame)
    for (button, frame) in zip(layout.buttons.buttons, buttonFrames) {
      #expect(frame.x >= buttonsViewport.x && frame.maxX <= buttonsViewport.maxX, "\(context)")
      #expect(measurer.width(of: button.title) <= frame.width, "\(button.title) — \(context)")
    }
    expectDisjoint(buttonFrames, context + " (buttons)")
    if let bottom = buttonFrames.map(\.maxY).max() {
      #expect(bottom - buttonsViewport.y == layout.buttons.region.contentHeight, "\(context)")
    }
  }

  static func check(
    _ layout: SnackbarLayout, in size: Size, measurer: some TextMeasurer, context: String
  ) {
    let container = Rect(size: size)
    #expect(container.contains(layout.frame), "snackbar \(layout.frame) — \(context)")
    #expect(layout.frame.contains(layout.text.frame), "text \(layout.text.frame) — \(context)")
    for line in layout.text.lines {
      #expect(measurer.width(of: line) <= layout.text.frame.width, "\(context)")
    }
    if let action = layout.action {
      #expect(layout.frame.contains(action.frame), "action \(action.frame) — \(context)")
      #expect(!action.frame.intersects(layout.text.frame), "\(context)")
      #expect(measurer.width(of: action.title) <= action.frame.width, "\(context)")
    }
  }

  static func check(
    _ layout: BannerLayout, in size: Size, measurer: some TextMeasurer, context: String
  ) {
    let container = Rect(size: size)
    #expect(container.contains(layout.frame), "banner \(layout.frame) — \(context)")
    var parts: [Rect] = [layout.divider, layout.buttons.region.viewport]
    if let icon = layout.icon { parts.append(icon) }
    if let title = layout.title {
      parts.append(title.frame)
      for line in title.lines {
        #expect(measurer.width(of: line) <= title.frame.width, "\(context)")
      }
    }
    if let message = layout.message {
      parts.append(message.frame)
      for line in message.lines {
        #expect(measurer.width(of: line) <= message.frame.width, "\(context)")
      }
    }
    for part in parts { #expect(layout.frame.contains(part), "\(part) — \(context)") }
    expectDisjoint(parts, context)
    expectDisjoint(layout.buttons.buttons.map(\.frame), context + " (buttons)")
    for button in layout.buttons.buttons {
      #expect(layout.buttons.region.viewport.x <= button.frame.x, "\(context)")
      #expect(button.frame.maxX <= layout.buttons.region.viewport.maxX, "\(context)")
    }
  }
}

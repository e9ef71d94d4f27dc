@_spi(Renderer) import ScrimCore

extension ModalLayout {
  /// The same layout moved down by `rows`, as a slide transition draws it.
  func shifted(down rows: Int) -> ModalLayout {
    func move(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + rows, width: rect.width, height: rect.height)
    }
    var moved = self
    moved.frame = move(frame)
    moved.title?.frame = move(title?.frame ?? frame)
    moved.titleIcon = titleIcon.map(move)
    moved.message?.frame = move(message?.frame ?? frame)
    moved.items = items.map { item in
      ModalLayout.ItemFrame(index: item.index, frame: move(item.frame), lines: item.lines)
    }
    moved.labelFrames = labelFrames.mapValues(move)
    moved.fieldBoxFrames = fieldBoxFrames.mapValues(move)
    moved.fieldTextFrames = fieldTextFrames.mapValues(move)
    moved.imageFrames = imageFrames.mapValues(move)
    moved.body.viewport = move(body.viewport)
    moved.buttons.region.viewport = move(buttons.region.viewport)
    moved.buttons.buttons = buttons.buttons.map { button in
      ButtonFrame(index: button.index, frame: move(button.frame), title: button.title)
    }
    return moved
  }
}

extension Rect {
  /// The rectangle `dy` further down.
  func offset(by dy: Int) -> Rect { Rect(x: x, y: y + dy, width: width, height: height) }
}

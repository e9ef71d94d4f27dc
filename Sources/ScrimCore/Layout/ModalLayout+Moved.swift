extension ModalLayout {
  /// The same layout `dy` further down (negative: up), every part of it, as a slide
  /// transition draws it.
  ///
  /// Kept beside the frames it moves, so a part added to the layout moves with the rest in
  /// every renderer.
  @_spi(Renderer) public func moved(down dy: Int) -> ModalLayout {
    func move(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + dy, width: rect.width, height: rect.height)
    }
    func move(_ block: TextBlock) -> TextBlock {
      TextBlock(frame: move(block.frame), lines: block.lines, isTruncated: block.isTruncated)
    }
    var moved = self
    moved.frame = move(frame)
    moved.title = title.map(move)
    moved.titleIcon = titleIcon.map(move)
    moved.message = message.map(move)
    moved.items = items.map { item in
      ModalLayout.ItemFrame(index: item.index, frame: move(item.frame), lines: item.lines)
    }
    moved.labelFrames = labelFrames.mapValues(move)
    moved.fieldBoxFrames = fieldBoxFrames.mapValues(move)
    moved.fieldTextFrames = fieldTextFrames.mapValues(move)
    moved.textAreaTextFrames = textAreaTextFrames.mapValues(move)
    moved.fieldErrors = fieldErrors.mapValues(move)
    moved.imageFrames = imageFrames.mapValues(move)
    moved.body.viewport = move(body.viewport)
    moved.buttons.region.viewport = move(buttons.region.viewport)
    moved.buttons.buttons = buttons.buttons.map { button in
      ButtonFrame(index: button.index, frame: move(button.frame), title: button.title)
    }
    return moved
  }
}

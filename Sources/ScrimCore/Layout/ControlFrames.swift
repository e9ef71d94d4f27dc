/// Where the layout put one control and its parts: what a painter draws a control in.
@_spi(Renderer) public struct ControlFrames: Hashable, Sendable {
  /// The whole control.
  public var item: Rect
  /// Its label (`ModalLayout.labelFrames`), or nil when it has none.
  public var label: Rect?
  /// A text field's box, its brackets or fill included (`ModalLayout.fieldBoxFrames`), or
  /// an image's picture (`ModalLayout.imageFrames`).
  public var box: Rect?
  /// A text field's text, inside the box's inset (`ModalLayout.fieldTextFrames`), or a text
  /// area's rows (`ModalLayout.textAreaTextFrames`).
  public var text: Rect?
  /// A text field's error lines under its box (`ModalLayout.fieldErrors`), or nil when it
  /// shows none.
  public var error: Rect?

  /// Makes a control's frames.
  public init(item: Rect, label: Rect? = nil, box: Rect? = nil, text: Rect? = nil) {
    self.item = item
    self.label = label
    self.box = box
    self.text = text
  }

  /// The same frames `dy` further down (negative: up), as a scrolled body shows them.
  public func moved(down dy: Int) -> ControlFrames {
    func move(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + dy, width: rect.width, height: rect.height)
    }
    var moved = ControlFrames(
      item: move(item), label: label.map(move), box: box.map(move), text: text.map(move))
    moved.error = error.map(move)
    return moved
  }
}

extension ModalLayout {
  /// The frames of `item`'s control and its parts, as if the body were scrolled to the
  /// top.
  @_spi(Renderer) public func frames(of item: ItemFrame) -> ControlFrames {
    var frames = ControlFrames(
      item: item.frame, label: labelFrames[item.index],
      box: fieldBoxFrames[item.index] ?? imageFrames[item.index],
      text: fieldTextFrames[item.index] ?? textAreaTextFrames[item.index])
    frames.error = fieldErrors[item.index]?.frame
    return frames
  }
}

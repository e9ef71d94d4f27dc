/// An image control as it is to be painted: the picture to draw in its box, and what its
/// line (`ModalLayout.ItemFrame.lines`) holds where the picture cannot be drawn.
@_spi(Renderer) public struct ImageElement: Hashable, Sendable {
  /// The picture: its source, glyph and tint.
  public var image: ModalImage
  /// Whether the line is the image's label rather than its glyph: a painter marks it as a
  /// stand-in (a terminal between brackets, a window inside an outline), so it is not read
  /// as the body's text.
  public var showsLabel: Bool

  /// Makes an image's element.
  public init(image: ModalImage, showsLabel: Bool) {
    self.image = image
    self.showsLabel = showsLabel
  }
}

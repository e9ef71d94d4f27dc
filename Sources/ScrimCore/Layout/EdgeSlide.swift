/// How something attached to an edge of its container slides in from that edge and back
/// out: how far from its place it is drawn at each point of its transition.
///
/// Snackbars and banners slide this way, and so does a bottom sheet. At visibility 0 the
/// frame lies just past its edge, wholly outside the container; at 1 it is in its place.
/// The distance comes from the frame and the container alone, so the offset is in their
/// units: cells for a terminal, points for a pixel renderer.
///
///     let slide = EdgeSlide(frame: layout.frame, edge: .bottom, container: size)
///     let y = layout.frame.y + slide.offset(at: visibility)
@_spi(Renderer) public struct EdgeSlide: Hashable, Sendable {
  /// The frame in its place, fully shown.
  public var frame: Rect
  /// The edge it comes in from and leaves by.
  public var edge: MessagePosition
  /// The container's size, in the frame's units.
  public var container: Size

  /// Makes the slide of `frame` in from `edge` of a container of size `container`.
  public init(frame: Rect, edge: MessagePosition, container: Size) {
    self.frame = frame
    self.edge = edge
    self.container = container
  }

  /// How far to move the frame down (positive) or up (negative) when its transition is
  /// `visibility` done, from 0 (just past its edge) to 1 (in its place).
  ///
  /// Visibility outside 0...1 is clamped. Not a number counts as fully shown, so a broken
  /// transition leaves the frame where it can be read rather than off screen. The
  /// distance is rounded away from the place, so the frame reaches its place only when
  /// the transition ends, never a step early.
  public func offset(at visibility: Double) -> Int {
    let hidden = 1 - min(1, max(0, visibility.isNaN ? 1 : visibility))
    switch edge {
    case .bottom: return Int((Double(container.height - frame.y) * hidden).rounded(.up))
    case .top: return -Int((Double(frame.maxY) * hidden).rounded(.up))
    }
  }

  /// `offset(at:)` with `visibility` taken in sixteenths: the steps a message slides by,
  /// in cells and in points alike (finer than a frame of a 250 ms slide at 60 Hz).
  public func steppedOffset(at visibility: Double) -> Int {
    offset(at: (visibility * 16).rounded() / 16)
  }
}

/// Keeps the last frame and turns each new one into the bytes that change the terminal
/// from one to the other.
///
///     var renderer = Renderer(encoder: ANSIEncoder(depth: environment.colorDepth))
///     device.write(renderer.render(screen, cursor: .hidden))
public struct Renderer: Sendable {
  /// The encoder, which remembers the terminal's cursor and style.
  public var encoder: ANSIEncoder
  /// The frame the terminal shows now, or nil before the first frame.
  public private(set) var previous: Screen?

  /// Makes a renderer that will repaint everything on its first frame.
  public init(encoder: ANSIEncoder) {
    self.encoder = encoder
  }

  /// The bytes that bring the terminal from the previous frame to `screen`.
  ///
  /// The first frame, and the first after a size change or `invalidate()`, clears the
  /// terminal and then draws only the cells that are not plain blanks.
  public mutating func render(_ screen: Screen, cursor: ANSIEncoder.CursorPlacement) -> [UInt8] {
    var prefix: [UInt8] = []
    var base = previous
    if base == nil || base?.width != screen.width || base?.height != screen.height {
      prefix = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
      encoder.didClearScreen()
      base = Screen(width: screen.width, height: screen.height)
    }
    let changes = screen.changes(from: base)
    previous = screen
    return prefix + encoder.encode(changes, in: screen, cursor: cursor)
  }

  /// Forgets the terminal's contents, so the next frame repaints it whole (after a
  /// resume from suspension, or when something else wrote to the terminal).
  public mutating func invalidate() {
    previous = nil
    encoder.invalidate()
  }
}

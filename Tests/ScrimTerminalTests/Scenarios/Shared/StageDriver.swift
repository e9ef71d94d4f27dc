@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A renderer under test, driven as a user would: keys, text, clicks and hovers at what the
/// screen shows, and time passing on a manual clock.
@MainActor
protocol StageDriver: AnyObject {
  var stage: Stage { get }
  var clock: ManualClock { get }
  func press(_ key: Key) throws
  func type(_ text: String) throws
  func pointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws
  func advance(by duration: Duration) throws
  /// Whether the screen shows `text`.
  func shows(_ text: String) -> Bool
}

extension StageDriver {
  /// Clicks the middle of the frame of a target on screen.
  func click(_ target: StageTarget) throws {
    let point = try #require(center(of: target), "\(target) is on screen")
    try pointer(.press, x: point.x, y: point.y)
    try pointer(.release, x: point.x, y: point.y)
  }

  /// Moves the pointer over a target.
  func hover(_ target: StageTarget) throws {
    let point = try #require(center(of: target), "\(target) is on screen")
    try pointer(.move, x: point.x, y: point.y)
  }

  /// The middle cell of a target as the stage lays it out now.
  func center(of target: StageTarget) -> (x: Int, y: Int)? {
    var frame: Rect?
    for layer in stage.snapshot().layers {
      switch (layer, target) {
      case (.modal(let state), .modal(.action(let index))):
        frame = state.layout.buttons.buttons.first { $0.index == index }?.frame
        frame?.y -= state.scroll.buttons
      case (.modal(let state), .modal(.control(let index))):
        frame = state.layout.items.first { $0.index == index }?.frame
      case (.modal(let state), .modal(.scrim)):
        let corner = Rect(x: 0, y: 0, width: 1, height: 1)
        frame = state.layout.frame.contains(corner) ? nil : corner
      case (.snackbar(let state), .snackbarAction): frame = state.layout.action?.frame
      case (.snackbar(let state), .snackbar): frame = state.layout.text.frame
      case (.banner(let state), .bannerAction(let position, let index))
      where state.position == position:
        frame = state.layout.buttons.buttons.first { $0.index == index }?.frame
      case (.banner(let state), .banner(let position)) where state.position == position:
        frame = state.layout.frame
      default: continue
      }
    }
    guard let frame, !frame.isEmpty else { return nil }
    return (frame.x + frame.width / 2, frame.y + frame.height / 2)
  }
}

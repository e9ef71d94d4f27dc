@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A renderer under test, driven as a user would: keys, text, clicks and hovers at what the
/// screen shows, and time passing on a manual clock.
///
/// A driver only delivers; the steps a scenario takes (`press`, `type`, `click`, `advance`...)
/// record, after each, the accessibility trees the renderer exposes in its transcript, so
/// that renderers can be compared step by step.
@MainActor
protocol StageDriver: AnyObject {
  var stage: Stage { get }
  var clock: ManualClock { get }
  /// The steps taken so far, each with the trees after it, and the endings noted.
  var transcript: ScenarioTranscript { get }
  /// The accessibility trees this renderer exposes now; by default the stage's.
  var accessibilityTrees: [AccessibilityNode] { get }
  func sendKey(_ key: Key) throws
  func sendText(_ text: String) throws
  func sendPointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws
  func passTime(_ duration: Duration) throws
  /// Whether the screen shows `text`.
  func shows(_ text: String) -> Bool
}

extension StageDriver {
  var accessibilityTrees: [AccessibilityNode] { stage.accessibilityTrees }

  /// Presses a key.
  func press(_ key: Key) throws {
    try sendKey(key)
    record("press \(key)")
  }

  /// Types text.
  func type(_ text: String) throws {
    try sendText(text)
    record("type \"\(text)\"")
  }

  /// Uses the pointer at a position; the position is left out of the transcript, since
  /// each renderer has its own units.
  func pointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    try sendPointer(kind, x: x, y: y)
    record("pointer \(kind)")
  }

  /// Lets time pass.
  func advance(by duration: Duration) throws {
    try passTime(duration)
    record("advance \(duration)")
  }

  /// Notes an ending (a handler that ran, a completion and its reason) in the transcript.
  func note(_ text: String) {
    transcript.note(text)
  }

  /// Clicks the middle of the frame of a target on screen.
  func click(_ target: StageTarget) throws {
    let point = try #require(center(of: target), "\(target) is on screen")
    try sendPointer(.press, x: point.x, y: point.y)
    try sendPointer(.release, x: point.x, y: point.y)
    record("click \(target)")
  }

  /// Moves the pointer over a target.
  func hover(_ target: StageTarget) throws {
    let point = try #require(center(of: target), "\(target) is on screen")
    try sendPointer(.move, x: point.x, y: point.y)
    record("hover \(target)")
  }

  private func record(_ step: String) {
    transcript.record(step, trees: accessibilityTrees)
  }

  /// The middle cell of a target as the stage lays it out now.
  func center(of target: StageTarget) -> (x: Int, y: Int)? {
    var frame: Rect?
    for layer in stage.scene().layers {
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

@_spi(Renderer) import ScrimCore
import ScrimTerminal
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

/// The text renderer: input goes to the stage as it is, time through `update()`.
@MainActor
final class TextDriver: StageDriver {
  let clock = ManualClock()
  let stage: Stage
  let renderer: TextStageRenderer

  init(size: Size) {
    stage = Stage(clock: clock, size: size, measurer: TerminalTextMeasurer())
    renderer = TextStageRenderer(stage: stage)
  }

  func press(_ key: Key) throws { stage.handle(.key(key)) }
  func type(_ text: String) throws { stage.handle(.text(text)) }
  func pointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    stage.handle(.pointer(PointerInput(kind, x: x, y: y)))
  }
  func advance(by duration: Duration) throws {
    clock.advance(by: duration)
    stage.update()
  }
  func shows(_ text: String) -> Bool {
    renderer.lines.contains { $0.contains(text) }
  }
}

/// The terminal: keys and clicks go in as the bytes a terminal sends, and the screen is
/// read back from the bytes the app wrote.
@MainActor
final class TerminalDriver: StageDriver {
  var harness: AppHarness
  var clock: ManualClock { harness.clock }
  var stage: Stage { harness.app.stage }

  init(size: Size) throws {
    // No escape delay: a lone Esc is taken as Esc on the same turn, as the text renderer
    // takes it, so both run on the same clock.
    harness = try AppHarness(
      columns: size.width, rows: size.height, reducesMotion: false, escapeDelay: .zero)
  }

  func press(_ key: Key) throws {
    let bytes: String
    switch key {
    case .tab: bytes = "\t"
    case .backTab: bytes = "\u{1B}[Z"
    case .up: bytes = "\u{1B}[A"
    case .down: bytes = "\u{1B}[B"
    case .right: bytes = "\u{1B}[C"
    case .left: bytes = "\u{1B}[D"
    case .enter: bytes = "\r"
    case .escape: bytes = "\u{1B}"
    case .backspace: bytes = "\u{7F}"
    case .delete: bytes = "\u{1B}[3~"
    case .home: bytes = "\u{1B}[H"
    case .end: bytes = "\u{1B}[F"
    case .clearToStart: bytes = "\u{15}"
    case .pageUp: bytes = "\u{1B}[5~"
    case .pageDown: bytes = "\u{1B}[6~"
    }
    try harness.type(bytes)
  }

  func type(_ text: String) throws { try harness.type(text) }

  func pointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    let at = "\(x + 1);\(y + 1)"
    switch kind {
    case .press: try harness.type("\u{1B}[<0;\(at)M")
    case .release: try harness.type("\u{1B}[<0;\(at)m")
    case .move: try harness.type("\u{1B}[<35;\(at)M")
    case .scroll(let lines): try harness.type("\u{1B}[<\(lines < 0 ? 64 : 65);\(at)M")
    case .otherButton: try harness.type("\u{1B}[<2;\(at)M")
    }
  }

  func advance(by duration: Duration) throws { try harness.advance(by: duration) }

  func shows(_ text: String) -> Bool { harness.find(text) != nil }
}

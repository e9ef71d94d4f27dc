@_spi(Renderer) import ScrimCore
import Synchronization

/// The smallest renderer there is: a stage loop's scene as lines of plain text, and a
/// record of everything the loop asked of it.
///
/// It is built on the core's renderer contract alone (`StageRenderer`), with no terminal or
/// window code at all, so whatever it shows as the terminal and GTK do is decided by the
/// core. Input goes to `loop.handle(_:)` and a turn follows, as a device's would; the app's
/// calls (`loop.present`, `loop.show`) take a turn at once.
///
///     let renderer = TextRenderer(clock: clock, size: Size(width: 80, height: 24))
///     try renderer.loop.present(alert)
///     renderer.lines  // ["Delete draft?", "[Cancel]", ">Delete<"]
@_spi(Renderer)
@MainActor
public final class TextRenderer {
  /// One thing the loop asked of the renderer.
  public enum Event: Hashable, Sendable, CustomStringConvertible {
    /// An announcement, by its text.
    case announce(String)
    /// The accessibility trees to mirror, by their labels.
    case mirror([String])
    /// A scene to show, with the layers that changed.
    case present([StageLayerID])
    /// The next wake-up.
    case wake(StageWake)
    /// A turn asked for by the app's call.
    case needsDisplay

    /// The event in a word or two, for a test's message.
    public var description: String {
      switch self {
      case .announce(let text): return "announce \(text)"
      case .mirror(let labels): return "mirror \(labels)"
      case .present(let layers): return "present \(layers)"
      case .wake(let wake): return "wake \(wake)"
      case .needsDisplay: return "needs display"
      }
    }
  }

  /// The loop the renderer presents for; its stage is `stage`.
  public let loop: StageLoop<TextRenderer>
  /// What the loop asked, in order; `clearEvents()` forgets it.
  public private(set) var events: [Event] = []
  /// Every announcement handed over, in order.
  public private(set) var announcements: [Announcement] = []
  /// The trees mirrored last.
  public private(set) var mirroredTrees: [AccessibilityNode] = []
  /// Whether a frame shows only when the test says so (`showFrame()`), as a window's
  /// does at its next frame; by default it shows when presented.
  public var presentsLater = false
  private let wakes = Mutex(0)

  /// Makes a renderer and its loop's stage.
  ///
  /// - Parameters:
  ///   - clock: The stage's clock; a manual one in tests.
  ///   - size: The stage's size, in the measurer's units.
  ///   - measurer: Measures text; a column a character by default.
  ///   - reducesMotion: Whether transitions are skipped.
  ///   - snackbars: The snackbar manager to show; the loop's rule decides by default.
  public init<C: Clock>(
    clock: C, size: Size, measurer: any TextMeasurer = FixedWidthMeasurer(),
    reducesMotion: Bool = false, snackbars: SnackbarManager? = nil
  ) where C.Duration == Duration {
    loop = StageLoop(
      clock: clock, size: size, measurer: measurer, reducesMotion: reducesMotion,
      snackbars: snackbars)
    loop.attach(self)
  }

  /// The stage the loop owns.
  public var stage: Stage { loop.stage }

  /// How many times the stage's wake handler woke the renderer, from any thread.
  public nonisolated var wakeCount: Int { wakes.withLock { $0 } }

  /// Hands an input to the stage and takes the turn a device takes after its input.
  ///
  /// - Returns: `.passedThrough` when the host should get it.
  @discardableResult
  public func handle(_ input: StageInput) -> InputDisposition {
    let disposition = loop.handle(input)
    loop.turn()
    return disposition
  }

  /// Reports the frame presented last as on screen, for a renderer that `presentsLater`.
  public func showFrame() {
    loop.didPaint()
  }

  /// Forgets the events recorded so far.
  public func clearEvents() {
    events = []
  }

  /// The scene presented last as lines, bottom layer first; the focused button is marked
  /// `>…<`, the others `[…]`, a field's error follows it after `! `, and a status list's
  /// rows are "name  [state]".
  public var lines: [String] {
    guard let scene = loop.scene else { return [] }
    return scene.layers.flatMap { layer -> [String] in
      switch layer {
      case .modal(let state): return Self.lines(of: state)
      case .banner(let state):
        let actions = state.layout.buttons.buttons.map { button in
          Self.button(button.title, focused: state.focusedAction == button.index)
        }
        let texts = state.accessibility.children.filter {
          [.heading, .staticText].contains($0.role)
        }
        return ["banner: " + texts.map(\.label).joined(separator: " — ")] + actions
      case .snackbar(let state):
        let action = state.layout.action.map {
          Self.button($0.title, focused: state.isActionFocused)
        }
        let text = state.accessibility.children.first { $0.role == .staticText }?.label ?? ""
        return ["snackbar: " + text] + (action.map { [$0] } ?? [])
      case .menu(let state):
        return state.panels.flatMap { panel in
          ["menu: " + (panel.title ?? "")]
            + panel.rows.map { Self.button($0.title, focused: $0.isHighlighted) }
        }
      }
    }
  }

  private static func lines(of state: ModalLayerState) -> [String] {
    var lines: [String] = []
    if let title = state.layout.title { lines += title.lines }
    if let message = state.layout.message { lines += message.lines }
    for item in state.layout.items {
      if case .progress(let progress)? = state.control(item.index) {
        lines.append("progress: " + (progress.percentage.map { "\($0)%" } ?? "running"))
      } else if case .textArea(let view)? = state.control(item.index) {
        lines += view.rows.map { "| " + $0 }
      } else if case .statusList(let list)? = state.control(item.index) {
        lines += list.rows.map { $0.state.isEmpty ? $0.name : "\($0.name)  [\($0.state)]" }
      } else if case .textField(let field)? = state.control(item.index) {
        lines += item.lines
        lines += field.errorLines.map { "! " + $0 }
      } else {
        lines += item.lines
      }
    }
    for frame in state.layout.buttons.buttons {
      lines.append(button(frame.title, focused: state.focus == .action(frame.index)))
    }
    return lines
  }

  private static func button(_ title: String, focused: Bool) -> String {
    focused ? ">\(title)<" : "[\(title)]"
  }
}

@_spi(Renderer) extension TextRenderer: StageRenderer {
  /// Records the scene's changed layers; shows it now unless `presentsLater`.
  public func present(_ scene: Scene, changes: SceneChanges) -> Bool {
    events.append(.present(changes.layers))
    return !presentsLater
  }

  /// Records the trees.
  public func mirrorAccessibility(_ trees: [AccessibilityNode]) {
    mirroredTrees = trees
    events.append(.mirror(trees.map(\.label)))
  }

  /// Records the announcement.
  public func announce(_ announcement: Announcement) {
    announcements.append(announcement)
    events.append(.announce(announcement.text))
  }

  /// Records the wake-up; the test moves the clock and takes the turn itself.
  public func scheduleWake(_ wake: StageWake) {
    events.append(.wake(wake))
  }

  /// Records the request and takes the turn at once.
  public func setNeedsDisplay() {
    events.append(.needsDisplay)
    loop.turn()
  }

  /// Counts the wake-up; the test takes the turn itself.
  public nonisolated func wake() {
    wakes.withLock { $0 += 1 }
  }
}

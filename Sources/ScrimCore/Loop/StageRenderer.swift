/// What a device does for a `StageLoop`: show the scene the loop hands it, mirror what is
/// shown for assistive technology, speak announcements, and wake the loop when asked.
///
/// A renderer decides nothing about the modals and messages: the loop runs the turns in the
/// one order every renderer shares (input, `update()`, announcements, one `scene()`,
/// present, `didPaint()`), and tells it when to wake. The terminal (`TerminalApp`), a GTK
/// window (`GTKApp`), line mode and the tests' text renderer conform.
///
///     extension MyRenderer: StageRenderer {
///       func present(_ scene: Scene, changes: SceneChanges) -> Bool { paint(scene); return true }
///       ...
///     }
@_spi(Renderer)
@MainActor
public protocol StageRenderer: AnyObject, Sendable {
  /// What `present(_:changes:)` throws when the device fails; `Never` for most.
  associatedtype PresentFailure: Error = Never

  /// Shows `scene`, the one the loop made this turn; `changes` says what differs from the
  /// scene presented before it.
  ///
  /// - Returns: Whether the frame is on screen when this returns; false when the device
  ///   shows it later (a window's next frame), and the renderer calls the loop's
  ///   `didPaint()` then.
  /// - Throws: `PresentFailure` when the device cannot show it.
  func present(_ scene: Scene, changes: SceneChanges) throws(PresentFailure) -> Bool

  /// Mirrors the accessibility trees of what shows, bottom to top, for assistive
  /// technology; the loop calls it when they may have changed.
  func mirrorAccessibility(_ trees: [AccessibilityNode])

  /// Speaks, shows or hands on one announcement; the loop hands each over once, in order.
  func announce(_ announcement: Announcement)

  /// Sets the loop's next wake-up, replacing the one set before.
  func scheduleWake(_ wake: StageWake)

  /// Asks for a turn after the app changed the stage from outside the loop's turns: the
  /// loop's façade (`present`, `show`) calls it.
  func setNeedsDisplay()

  /// Asks for a turn from any thread: the stage's `wakeHandler` (a suspension token
  /// released elsewhere, a message shown straight through its manager).
  nonisolated func wake()
}

extension StageRenderer {
  /// Mirrors nothing: for a renderer whose device has no accessibility tree of its own.
  public func mirrorAccessibility(_ trees: [AccessibilityNode]) {}
}

/// When a `StageLoop` next needs a turn.
@_spi(Renderer)
public enum StageWake: Hashable, Sendable {
  /// Nothing is due: sleep until input, a call from the app or a wake-up.
  case idle
  /// A timer or deadline falls due after this long.
  case after(Duration)
  /// A transition runs: a turn each frame, on the device's frame clock when it has one,
  /// and no later than this long.
  case nextFrame(within: Duration)

  /// How long until the turn is due at the latest, or nil when none is.
  public var delay: Duration? {
    switch self {
    case .idle: return nil
    case .after(let delay), .nextFrame(within: let delay): return delay
    }
  }
}

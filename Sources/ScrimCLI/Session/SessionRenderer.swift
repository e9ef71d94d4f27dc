import ScrimCore

/// What a session needs from the device it shows on: a stage (whose clock runs every timer
/// the session sets), a loop that runs until stopped, and a way to wake it.
///
/// The terminal (`TerminalApp`) and a GTK window (scrim-gtk's) are renderers; a session
/// shows a command's content on either through `SessionShell`.
///
///     let shell = SessionShell(renderer: app)
///     try model.show(on: shell.stage, endingIn: shell.ending)
///     let end = try await shell.run(closing: true)
@MainActor
package protocol SessionRenderer: AnyObject, Sendable {
  /// The stage the session shows on; its clock is the session's.
  var stage: Stage { get }
  /// Asks for a frame after the session changed the stage from outside the renderer's own
  /// handlers.
  func setNeedsDisplay()
  /// Ends `runSession()` after the current event.
  func stop()
  /// Shows the stage and handles input and timers until `stop()`, or until the device
  /// ends the run (Ctrl-C, a closed window, the end of input).
  ///
  /// - Returns: Why the loop ended.
  /// - Throws: A failure to report when the device fails.
  func runSession() async throws(CommandFailure) -> SessionStop
  /// Shows one frame and returns, leaving it where the device can (a terminal's screen):
  /// a box that stays after its program exits.
  func showOnce() throws(CommandFailure)
  /// Hands `work` to the renderer's loop from any thread; it runs on the main actor, between
  /// events.
  nonisolated func post(_ work: @escaping @MainActor @Sendable () -> Void)
  /// Hears which program and box the session is about to ask: a renderer that answers for
  /// the user (`AnsweringRenderer`) matches its answers by it.
  func willAsk(_ name: QuestionName)
  /// Hears that the session follows input (`isFollowing`) or that input it followed ended:
  /// a renderer that answers for the user waits for a box's button only while its input
  /// can still bring one.
  func followsInput(_ isFollowing: Bool)
}

extension SessionRenderer {
  /// Needs no name: a person reads the box.
  package func willAsk(_ name: QuestionName) {}
  /// Needs nothing: a person waits as long as they like.
  package func followsInput(_ isFollowing: Bool) {}
}

// The façade every app offers (TerminalApp, GTKApp, line mode): the stage's presenting
// calls, each followed by a request for the turn that draws what it changed. An app
// forwards to these; the rule is written here once.
extension StageLoop {
  /// Presents a modal and asks for a turn to draw it.
  ///
  /// - Throws: `PresentationError` when the modal breaks a presentation rule.
  public func present(
    _ modal: any Modal, replacingActive: Bool = false,
    completion: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try stage.present(modal, replacingActive: replacingActive, completion: completion)
    renderer?.setNeedsDisplay()
  }

  /// Presents a modal as UIKit's `present(_:animated:completion:)` does, and asks for a
  /// turn to draw it.
  ///
  /// - Throws: `PresentationError` when the modal breaks a presentation rule.
  public func present(
    _ modal: any Modal, animated: Bool, presented: (@MainActor () -> Void)? = nil,
    dismissed: (@MainActor (DismissResult) -> Void)? = nil
  ) throws(PresentationError) {
    try stage.present(modal, animated: animated, presented: presented, dismissed: dismissed)
    renderer?.setNeedsDisplay()
  }

  /// Presents a modal and returns how it ended, asking for a turn when it shows and when it
  /// has gone; cancelling the awaiting task takes the modal away with `.taskCancelled`.
  public func present(_ modal: any Modal) async throws(PresentationError) -> DismissResult {
    // A wake-up, not a turn now: the modal is queued only once the call below runs.
    renderer?.wake()
    defer { renderer?.setNeedsDisplay() }
    return try await stage.present(modal)
  }

  /// Shows a snackbar and asks for a turn to draw it.
  @discardableResult
  public func show(_ message: SnackbarMessage) -> MessageID {
    defer { renderer?.setNeedsDisplay() }
    return stage.show(message)
  }

  /// Shows a banner and asks for a turn to draw it.
  ///
  /// - Throws: `BannerError` for more than two actions or a blank action title.
  @discardableResult
  public func show(_ banner: Banner) throws(BannerError) -> MessageID {
    defer { renderer?.setNeedsDisplay() }
    return try stage.show(banner)
  }
}

import ScrimCore
import Testing

/// `SnackbarManager.default` is shared with every test in the process (a `TerminalApp` on a
/// `ContinuousClock` shows it), so these tests assume nothing about what it holds: their
/// message has a category of its own, which waits behind others rather than replacing
/// them, and they end only that message.
@MainActor
@Suite struct SnackbarDefaultManagerTests {
  private static let category = "SnackbarDefaultManagerTests"

  @Test("the default manager is one shared instance, as MDC's defaultManager is")
  func sharedInstance() {
    #expect(SnackbarManager.default === SnackbarManager.default)
  }

  @Test("SnackbarManager.show shows on the default manager, as MDC's static show does")
  func staticShow() {
    let manager = SnackbarManager.default
    let motion = manager.reducesMotion
    manager.reducesMotion = true
    defer { manager.reducesMotion = motion }
    var message = SnackbarMessage(text: "Fascinating")
    message.category = Self.category
    var ended: MessageEndReason?
    message.completion = { ended = $0 }
    let id = SnackbarManager.show(message)
    // On screen when the manager was idle; otherwise queued behind what another test shows.
    let isVisible = manager.visibleMessageID == id
    let isQueued = manager.queuedMessages.contains {
      $0.category == Self.category && $0.text == "Fascinating"
    }
    #expect(isVisible || isQueued, "on the default manager")
    if isVisible { #expect(manager.visibleMessage?.text == "Fascinating") }
    manager.dismiss(id)
    #expect(ended == .programmatic)
    #expect(manager.visibleMessageID != id)
    #expect(!manager.queuedMessages.contains { $0.category == Self.category })
  }
}

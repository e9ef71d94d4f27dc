import ScrimCore
import Testing

@MainActor
@Suite struct SnackbarDefaultManagerTests {
  @Test("SnackbarManager.show shows on the default manager, as MDC's static show does")
  func staticShow() {
    // The default manager is shared with other tests: this one leaves it as it found it,
    // idle, within one turn of the main actor.
    let manager = SnackbarManager.default
    let motion = manager.reducesMotion
    manager.reducesMotion = true
    defer { manager.reducesMotion = motion }
    let id = SnackbarManager.show(SnackbarMessage(text: "Fascinating"))
    #expect(manager.visibleMessageID == id)
    #expect(manager.visibleMessage?.text == "Fascinating")
    manager.dismissAll()
    #expect(!manager.hasMessagesShowingOrQueued)
  }
}

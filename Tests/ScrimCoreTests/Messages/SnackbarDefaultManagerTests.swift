import ScrimCore
import Testing

@MainActor
@Suite struct SnackbarDefaultManagerTests {
  @Test("SnackbarManager.show shows on the default manager, as MDC's static show does")
  func staticShow() {
    let id = SnackbarManager.show(SnackbarMessage(text: "Fascinating"))
    #expect(SnackbarManager.default.visibleMessageID == id)
    #expect(SnackbarManager.default.visibleMessage?.text == "Fascinating")
    SnackbarManager.default.dismissAll()
  }
}

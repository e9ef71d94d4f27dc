import ScrimCore
import Testing

@Suite struct MessageGuidelinesTests {
  private func rules(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.rule) }

  @Test("a snackbar action titled Dismiss or Cancel is discouraged")
  func dismissAction() {
    for title in ["Dismiss", "CANCEL", "OK"] {
      let message = SnackbarMessage(text: "Saved", action: SnackbarMessage.Action(title: title))
      #expect(rules(Guidelines.check(message)) == ["snackbar.dismiss-action"])
    }
    let undo = SnackbarMessage(text: "Deleted", action: SnackbarMessage.Action(title: "Undo"))
    #expect(Guidelines.check(undo).isEmpty)
  }

  @Test("an empty snackbar is an error and a short one a warning, errors first")
  func emptyAndShort() {
    let message = SnackbarMessage(text: " ", duration: .seconds(1))
    #expect(rules(Guidelines.check(message)) == ["snackbar.empty-text", "snackbar.short-duration"])
    let long = SnackbarMessage(
      text: "Sent", action: SnackbarMessage.Action(title: "Open the sent folder"))
    #expect(rules(Guidelines.check(long)) == ["snackbar.long-action"])
  }

  @Test("more than two banner actions is an error; two dismissive ones a warning")
  func bannerRules() {
    let three = Banner(description: "A", actions: ["1", "2", "3"].map { Banner.Action(title: $0) })
    #expect(rules(Guidelines.check(three)) == ["banner.too-many-actions"])
    let twoDismissive = Banner(
      description: "A",
      actions: [
        Banner.Action(title: "Close", role: .dismissive),
        Banner.Action(title: "Later", role: .dismissive),
      ])
    #expect(rules(Guidelines.check(twoDismissive)) == ["banner.two-dismissive"])
    let empty = Banner(icon: "a very long icon name that is a sentence", description: "")
    #expect(rules(Guidelines.check(empty)) == ["banner.empty", "banner.long-icon"])
    #expect(Guidelines.check(Banner(icon: "⚠", title: "Offline", description: "")).isEmpty)
  }
}

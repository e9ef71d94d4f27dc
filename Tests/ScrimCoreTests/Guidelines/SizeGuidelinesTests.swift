import ScrimCore
import Testing

@MainActor
@Suite struct SizeGuidelinesTests {
  private func rules(_ diagnostics: [Diagnostic]) -> Set<String> { Set(diagnostics.map(\.rule)) }

  @Test("an alert title that wraps at the width it is shown is flagged; the same fits wider")
  func titleOnOneLine() {
    let alert = AlertController(
      title: "Delete the quarterly report draft and all of its attachments?", message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    #expect(
      rules(Guidelines.check(alert, in: Size(width: 40, height: 24))).contains("title.multi-line"))
    #expect(
      !rules(Guidelines.check(alert, in: Size(width: 120, height: 40))).contains("title.multi-line")
    )
  }

  @Test("an alert message that scrolls, or runs long, is flagged")
  func longAlertMessage() {
    let alert = AlertController(
      title: "Can't sync drafts",
      message: String(repeating: "The server did not answer in time. ", count: 12))
    alert.addAction(AlertAction(title: "OK"))
    #expect(
      rules(Guidelines.check(alert, in: Size(width: 80, height: 8))).contains("alert.scrolls"))
    #expect(
      rules(Guidelines.check(alert, in: Size(width: 80, height: 40))).contains("alert.long-message")
    )
  }

  @Test("a snackbar over two lines at its width is flagged (MDC)")
  func snackbarTwoLines() {
    let text = "Draft deleted with its twelve attachments; they stay in the bin for thirty days"
    let message = SnackbarMessage(text: text)
    #expect(
      rules(Guidelines.check(message, in: Size(width: 30, height: 24))).contains(
        "snackbar.long-text"))
    #expect(
      !rules(Guidelines.check(message, in: Size(width: 200, height: 24))).contains(
        "snackbar.long-text"))
  }

  @Test("a banner that stays, or whose title does not fit one line, is flagged (JET)")
  func bannerRules() throws {
    let staying = Banner(
      title: "You are offline", description: "Changes are saved on this device.",
      actions: [Banner.Action(title: "Retry")])
    #expect(
      rules(Guidelines.check(staying, in: Size(width: 80, height: 24))).contains("banner.stays"))
    let long = Banner(
      title: "The download of the quarterly report and its attachments is complete",
      description: "report.pdf")
    let found = rules(Guidelines.check(long, in: Size(width: 30, height: 24)))
    #expect(found.contains("banner.long-title") && !found.contains("banner.stays"))
  }
}

import ScrimCore
import Testing

/// Seed rules that had no test of their own: JET's "a dialog's title identifies the task",
/// JET's "keep a banner's messaging short, truncate instead of scrolling", and MDC's
/// message attributes (Body 1 by default, `messageFont` and `messageColor` overriding it).
@MainActor
@Suite struct SeedRuleTests {
  private func rules(_ diagnostics: [Diagnostic]) -> Set<String> { Set(diagnostics.map(\.rule)) }

  @Test(
    "a dialog without a title is flagged (JET); an alert without one is not (MDC's is optional)")
  func dialogWithoutTitle() {
    let untitled = Dialog(title: "")
    untitled.message = "Choose where to export the draft."
    untitled.addAction(AlertAction(title: "Cancel", style: .cancel))
    untitled.addAction(AlertAction(title: "Export"))
    #expect(rules(Guidelines.check(untitled)).contains("dialog.no-title"))
    untitled.title = "Export draft"
    #expect(!rules(Guidelines.check(untitled)).contains("dialog.no-title"))
    let alert = AlertController(title: nil, message: "Discard the draft?")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Discard", style: .destructive))
    #expect(!rules(Guidelines.check(alert)).contains("dialog.no-title"))
  }

  @Test("a banner description cut short at its width is flagged (JET); the same fits wider")
  func longBannerDescription() {
    let banner = Banner(
      title: "Sync",
      description: "Every draft, its attachments and its comments were copied to the server")
    #expect(
      rules(Guidelines.check(banner, in: Size(width: 30, height: 24))).contains(
        "banner.long-description"))
    #expect(
      !rules(Guidelines.check(banner, in: Size(width: 200, height: 24))).contains(
        "banner.long-description"))
  }

  @Test("an alert's message is drawn in the scheme's Body 1 and its title in Headline 6 (MDC)")
  func messageFontDefault() {
    var scheme = ContainerScheme()
    scheme.typographyScheme.body1 = TextStyle(isItalic: true)
    scheme.typographyScheme.headline6 = TextStyle(weight: .bold, isUppercase: true)
    let alert = AlertController(title: "Discard draft?", message: "It cannot be restored.")
    alert.addAction(AlertAction(title: "Discard", style: .destructive))
    alert.applyTheme(withScheme: scheme)
    let style = alert.resolvedStyle()
    #expect(style.message.style == TextStyle(isItalic: true))
    #expect(style.title.style == TextStyle(weight: .bold, isUppercase: true))
  }

  @Test("messageFont and messageColor override the scheme's, whenever the scheme is applied")
  func messageStyleOverride() {
    let alert = AlertController(title: "Discard draft?", message: "It cannot be restored.")
    alert.addAction(AlertAction(title: "Discard", style: .destructive))
    let plain = alert.resolvedStyle()
    alert.appearance.messageStyle = TextStyle(weight: .dim)
    alert.appearance.messageColor = Color(hex: 0x5F6368)
    alert.applyTheme(withScheme: .dark)
    let style = alert.resolvedStyle()
    #expect(style.message.style == TextStyle(weight: .dim))
    #expect(style.message.color == Color(hex: 0x5F6368))
    #expect(style.title == alert.resolvedStyle(fallback: .dark).title)
    #expect(plain.message.color != style.message.color)
  }
}

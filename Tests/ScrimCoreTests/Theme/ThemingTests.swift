import ScrimCore
import Testing

@MainActor
@Suite struct ThemingTests {
  private func actions() -> [AlertAction] {
    [
      AlertAction(title: "Cancel", style: .cancel, emphasis: .medium),
      AlertAction(title: "Delete", style: .destructive, emphasis: .high),
      AlertAction(title: "Later"),
    ]
  }

  @Test("applying a scheme before or after adding actions gives the same style", arguments: 0..<3)
  func orderIndependent(schemeIndex: Int) {
    let scheme = ContainerScheme.builtIn[schemeIndex]
    let before = AlertController(title: "Delete?", message: "It cannot be undone.")
    before.applyTheme(withScheme: scheme)
    for action in actions() { before.addAction(action) }
    let after = AlertController(title: "Delete?", message: "It cannot be undone.")
    for action in actions() { after.addAction(action) }
    after.applyTheme(withScheme: scheme)
    #expect(before.resolvedStyle() == after.resolvedStyle())
    #expect(before.resolvedStyle().buttons.count == 3)
  }

  @Test("emphasis high is contained, medium outlined, low text")
  func emphasisToKind() {
    let alert = AlertController(title: "T", message: nil)
    for action in actions() { alert.addAction(action) }
    alert.applyTheme(withScheme: .light)
    #expect(alert.resolvedStyle().buttons.map(\.kind) == [.outlined, .contained, .text])
  }

  @Test("a destructive contained button fills with the error colour; others use primary")
  func destructiveUsesError() {
    let alert = AlertController(title: "T", message: nil)
    let delete = AlertAction(title: "Delete", style: .destructive, emphasis: .high)
    let save = AlertAction(title: "Save", emphasis: .high)
    let later = AlertAction(title: "Later", style: .destructive)
    alert.addAction(delete)
    alert.addAction(save)
    alert.addAction(later)
    let colors = ColorScheme.light
    #expect(alert.resolvedButtonStyle(for: delete)?.fillColor == colors.error)
    #expect(alert.resolvedButtonStyle(for: delete)?.title.color == colors.onError)
    #expect(alert.resolvedButtonStyle(for: save)?.fillColor == colors.primary)
    #expect(alert.resolvedButtonStyle(for: later)?.title.color == colors.error)
    #expect(alert.resolvedButtonStyle(for: AlertAction(title: "Stranger")) == nil)
  }

  @Test("the light scheme resolves to the seed's defaults")
  func lightDefaults() {
    let alert = AlertController(title: "T", message: "M")
    alert.addAction(AlertAction(title: "OK"))
    alert.applyTheme(withScheme: .light)
    let style = alert.resolvedStyle()
    #expect(style.containerColor == .white)
    #expect(style.corners == .rounded)
    #expect(style.elevation == 24)
    #expect(style.scrimColor == .black.withAlpha(0.32))
    #expect(style.title.style.weight == .bold)
    #expect(style.title.color == Color.black.withAlpha(0.87).composited(over: .white))
    #expect(style.message.color == Color(hex: 0x666666))
    #expect(style.buttons[0].title.style.isUppercase)
    #expect(ColorScheme.light.snackbarBackground == Color(hex: 0x323232))
    #expect(ShapeScheme.material.snackbarElevation == 6)
  }

  @Test("the dark scheme uses MaterialDark201907's surface, primary and error")
  func darkValues() {
    let dialog = Dialog(title: "Rename")
    dialog.addAction(AlertAction(title: "Rename", emphasis: .high))
    dialog.applyTheme(withScheme: .dark)
    let style = dialog.resolvedStyle()
    #expect(style.containerColor == Color(hex: 0x121212))
    #expect(style.buttons[0].fillColor == Color(hex: 0xBB86FC))
    #expect(style.buttons[0].title.color == .black)
    #expect(ColorScheme.dark.error == Color(hex: 0xCF6679))
  }

  @Test("high contrast draws square, shadowless containers with full-opacity text")
  func highContrast() {
    let alert = AlertController(title: "T", message: "M")
    alert.applyTheme(withScheme: .highContrast)
    let style = alert.resolvedStyle()
    #expect(style.corners == .square)
    #expect(!style.castsShadow)
    #expect(style.message.color == .white)
  }

  @Test("without a scheme the fallback is used, and applying one changes the revision")
  func fallbackAndRevision() {
    let alert = AlertController(title: "T", message: nil)
    alert.addAction(AlertAction(title: "OK", emphasis: .high))
    #expect(alert.containerScheme == nil)
    #expect(alert.resolvedStyle() == alert.resolvedStyle(fallback: .light))
    #expect(alert.resolvedStyle(fallback: .dark).containerColor == Color(hex: 0x121212))
    let revision = alert.revision
    alert.applyTheme(withScheme: .dark)
    #expect(alert.revision != revision)
    #expect(alert.presentationOptions.scrimColor == ColorScheme.dark.scrim)
  }

  @Test("disabled buttons resolve to onSurface at the disabled opacity")
  func disabled() {
    let alert = AlertController(title: "T", message: nil)
    let ok = AlertAction(title: "OK", emphasis: .high)
    ok.isEnabled = false
    alert.addAction(ok)
    let style = alert.resolvedButtonStyle(for: ok)
    #expect(style?.castsShadow == false)
    #expect(style?.fillColor == Color.black.withAlpha(0.12).composited(over: .white))
  }

  @Test("action-sheet rows are text buttons in onSurface, destructive rows in error")
  func sheetRows() {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy", emphasis: .high))
    sheet.addAction(AlertAction(title: "Delete", style: .destructive))
    let style = sheet.resolvedStyle()
    #expect(style.buttons.map(\.kind) == [.text, .text])
    #expect(style.buttons[1].title.color == ColorScheme.light.error)
    #expect(style.elevation == 8)
  }

  @Test("snackbars resolve to #323232 with white text at elevation 6 in the light scheme")
  func snackbar() {
    let style = ResolvedSnackbarStyle(scheme: .light)
    #expect(style.backgroundColor == Color(hex: 0x323232))
    #expect(style.text.color == .white)
    #expect(style.action.style.isUppercase)
    #expect(style.elevation == 6 && style.castsShadow)
    #expect(ResolvedSnackbarStyle(scheme: .dark).backgroundColor == Color(hex: 0xD0D0D0))
  }

  @Test("banners resolve to the surface with text buttons and a divider that can be seen")
  func banner() {
    let style = ResolvedBannerStyle(scheme: .light)
    #expect(style.backgroundColor == .white)
    #expect(style.button.kind == .text)
    #expect(style.button.title.color == ColorScheme.light.primary)
    #expect(style.dividerColor == Color.black.withAlpha(0.6).composited(over: .white))
    for scheme in ContainerScheme.builtIn {
      let banner = ResolvedBannerStyle(scheme: scheme)
      #expect(banner.dividerColor.contrastRatio(with: banner.backgroundColor) >= 3)
    }
  }
}

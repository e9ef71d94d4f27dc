import ScrimCore
import Testing

@MainActor
@Suite struct ModalAppearanceTests {
  private func alert() -> AlertController {
    let alert = AlertController(title: "Delete draft?", message: "Gone for good.")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    let off = AlertAction(title: "Archive")
    off.isEnabled = false
    alert.addAction(off)
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    alert.applyTheme(withScheme: .dark)
    return alert
  }

  @Test("per-alert colours, typography, corners and elevation override the scheme")
  func overrides() {
    let alert = alert()
    let base = alert.resolvedStyle()
    let red = Color(hex: 0xB00020)
    let cream = Color(hex: 0xFFF8E1)
    let revision = alert.revision
    alert.appearance = ModalAppearance(
      titleColor: red, titleStyle: TextStyle(weight: .regular, isItalic: true),
      messageColor: red, buttonTitleColor: red, backgroundColor: cream, cornerRadius: 0,
      elevation: 0)
    #expect(alert.revision != revision, "a renderer draws the change")
    let style = alert.resolvedStyle()
    #expect(style.title.color == red && style.title.style.isItalic)
    #expect(style.message.color == red && style.message.style == base.message.style)
    #expect(style.containerColor == cream)
    #expect(style.corners == .square && !style.castsShadow)
    #expect(style.buttons[0].title.color == red && style.buttons[2].title.color == red)
    #expect(style.buttons[1].title == base.buttons[1].title, "a disabled button keeps its look")
  }

  @Test("no overrides leave the scheme's style as it is")
  func noOverrides() {
    let alert = alert()
    let base = alert.resolvedStyle()
    alert.appearance = ModalAppearance()
    #expect(alert.resolvedStyle() == base)
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Each text's typography role, the surface's and buttons' corners and where a button's
/// title sits are resolved by the core, so a painter reads them rather than asking what
/// kind of modal it paints.
@MainActor
@Suite struct TextRoleAndShapeTests {
  private func modal(_ style: AlertController.Style) -> AlertController {
    let modal = AlertController(
      title: "Share", message: "Choose where to send it", preferredStyle: style)
    modal.addAction(AlertAction(title: "Copy link"))
    let disabled = AlertAction(title: "Print")
    disabled.isEnabled = false
    modal.addAction(disabled)
    modal.addAction(AlertAction(title: "Delete", style: .destructive))
    modal.addAction(AlertAction(title: "Cancel", style: .cancel))
    return modal
  }

  @Test("an alert's title is Headline 6, its message Body 1 and its buttons Button (MDC)")
  func alertRoles() {
    let style = modal(.alert).resolvedStyle()
    #expect(style.title.role == .headline6)
    #expect(style.message.role == .body1)
    #expect(style.control.role == .body1 && style.placeholder.role == .body1)
    #expect(style.buttons.map(\.title.role) == Array(repeating: .button, count: 4))
    #expect(style.buttons.allSatisfy { $0.cornerRadius == style.cornerRadius })
  }

  @Test("an action sheet's title and rows are Subtitle 1, its message Body 2; rows are square")
  func sheetRoles() {
    let style = modal(.actionSheet).resolvedStyle()
    #expect(style.title.role == .subtitle1)
    #expect(style.message.role == .body2)
    #expect(style.buttons.map(\.title.role) == Array(repeating: .subtitle1, count: 4))
    #expect(style.buttons.allSatisfy { $0.cornerRadius == 0 })
    #expect(style.cornerRadius == 4, "the sheet itself keeps the theme's corners")
  }

  @Test("a role's style is the scheme's style for that role", arguments: [false, true])
  func roleMatchesStyle(highContrast: Bool) {
    let type: TypographyScheme = highContrast ? .highContrast : .material
    var scheme = ContainerScheme.light
    scheme.typographyScheme = type
    for kind in [AlertController.Style.alert, .actionSheet] {
      let alert = modal(kind)
      alert.applyTheme(withScheme: scheme)
      let style = alert.resolvedStyle()
      for text in [style.title, style.message, style.control, style.placeholder] {
        #expect(text.style == type.style(for: text.role))
      }
      let enabled = style.buttons.enumerated().filter { $0.offset != 1 }.map(\.element)
      for button in enabled {
        #expect(button.title.style == type.style(for: button.title.role))
      }
    }
    #expect(type.style(for: .headline6) == type.headline6)
    #expect(type.style(for: .caption) == type.caption)
  }

  @Test("an action sheet's row titles lead in points and are centred in cells")
  func rowAlignment() {
    let sheet = modal(.actionSheet)
    let points = sheet.layout(
      in: Size(width: 360, height: 640), measurer: FixedWidthMeasurer(), metrics: .points)
    #expect(points.buttons.titleAlignment == .leading)
    let cells = sheet.layout(in: Size(width: 40, height: 16), measurer: FixedWidthMeasurer())
    #expect(cells.buttons.titleAlignment == .center)
    let alert = modal(.alert).layout(
      in: Size(width: 600, height: 400), measurer: FixedWidthMeasurer(), metrics: .points)
    #expect(alert.buttons.titleAlignment == .center)
  }

  @Test("a bottom sheet meets the window's edge square; a popover and an alert are rounded")
  func surfaceCorners() {
    let sheet = modal(.actionSheet)
    let style = sheet.resolvedStyle()
    let fonts = FixedWidthMeasurer()
    let bottom = sheet.layout(in: Size(width: 360, height: 640), measurer: fonts, metrics: .points)
    #expect(bottom.placement == .bottomSheet)
    #expect(bottom.cornerRadius(in: style) == 0)
    sheet.sourceRect = Rect(x: 100, y: 100, width: 80, height: 44)
    let popover = sheet.layout(
      in: Size(width: 1024, height: 768), measurer: fonts, metrics: .points)
    #expect(popover.placement == .popover(.below))
    #expect(popover.cornerRadius(in: style) == 4)
    let alert = modal(.alert)
    alert.appearance.cornerRadius = 12
    let centered = alert.layout(
      in: Size(width: 600, height: 400), measurer: fonts, metrics: .points)
    #expect(centered.cornerRadius(in: alert.resolvedStyle()) == 12)
  }
}

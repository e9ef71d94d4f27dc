@_spi(Renderer) import ScrimCore
import Testing

/// The rule of the user's text size (MDC's Dynamic Type, a desktop's text-scaling
/// factor): what size each role resolves to, how tall lines and rows grow, and who opts
/// out.
@MainActor
@Suite struct ContentSizeCategoryTests {
  @Test("a factor is held within 0.5 to 4, and one that is no positive number is 1")
  func factorsAreBounded() {
    #expect(ContentSizeCategory(scale: 1.5).scale == 1.5)
    #expect(ContentSizeCategory(scale: 0.1).scale == 0.5)
    #expect(ContentSizeCategory(scale: 100).scale == 4)
    #expect(ContentSizeCategory(scale: .infinity).scale == 4)
    for garbled in [0, -1, -.infinity, .nan] as [Double] {
      #expect(ContentSizeCategory(scale: garbled) == .default)
    }
  }

  @Test("every role's size is the theme's times the factor")
  func typeScaleFollows() {
    let large = TypeScale.material.adjusted(for: ContentSizeCategory(scale: 1.5))
    #expect(
      large
        == TypeScale(
          headline6: 30, subtitle1: 24, body1: 24, body2: 21, button: 21, caption: 18))
    #expect(TypeScale.material.adjusted(for: .default) == .material)
  }

  @Test("lines grow with their text, rows holding a line by as much, never below a target")
  func metricsFollow() {
    let large = LayoutMetrics.points.adjusted(for: ContentSizeCategory(scale: 1.5))
    #expect(large.titleLineHeight == 48 && large.bodyLineHeight == 36)
    // A 48 pt control row holds a 24 pt line: the line grew by 12, and so does the row.
    #expect(large.controlHeight == 60 && large.buttonHeight == 48)
    #expect(large.sheetRowHeight == 68 && large.minimumSnackbarHeight == 60)
    #expect(large.minimumFieldWidth == 240)
    // Paddings and the container's widths stay: text wraps into more lines instead.
    #expect(large.modalHorizontalPadding == 24 && large.maximumModalWidth == 560)
    let small = LayoutMetrics.points.adjusted(for: ContentSizeCategory(scale: 0.5))
    #expect(small.bodyLineHeight == 12 && small.titleLineHeight == 16)
    #expect(small.controlHeight == 48 && small.buttonHeight == 36)
    #expect(LayoutMetrics.cells.adjusted(for: .default) == .cells)
  }

  @Test("an app's outlandish metrics saturate rather than trap")
  func hugeMetrics() {
    var metrics = LayoutMetrics.points
    metrics.bodyLineHeight = .max / 2
    metrics.controlHeight = .max - 1
    metrics.minimumFieldWidth = .min
    let large = metrics.adjusted(for: ContentSizeCategory(scale: 4))
    #expect(large.bodyLineHeight == .max && large.controlHeight == .max)
    #expect(large.minimumFieldWidth == .min)
  }

  private func alert() -> AlertController {
    let alert = AlertController(title: "Discard draft?", message: "Your changes are lost.")
    alert.addAction(AlertAction(title: "Discard", style: .destructive))
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    return alert
  }

  @Test("a modal resolves its title, message and buttons at the factor's sizes")
  func modalFollows() {
    let style = alert().resolvedStyle(contentSize: ContentSizeCategory(scale: 2))
    #expect(style.title.font.size == 40 && style.message.font.size == 32)
    #expect(style.control.font.size == 32 && style.buttons.allSatisfy { $0.title.size == 28 })
    #expect(alert().resolvedStyle(contentSize: .default) == alert().resolvedStyle())
  }

  @Test("an opted-out modal, or one whose scheme opted out, keeps its theme's sizes")
  func optingOut() {
    let large = ContentSizeCategory(scale: 2)
    let own = alert()
    own.appearance.adjustsFontForContentSizeCategory = false
    #expect(own.contentSizeCategory(large) == .default)
    #expect(own.resolvedStyle(contentSize: large) == own.resolvedStyle())

    var fixed = ContainerScheme.dark
    fixed.typographyScheme.adjustsFontForContentSizeCategory = false
    let themed = alert()
    themed.applyTheme(withScheme: fixed)
    #expect(themed.resolvedStyle(contentSize: large).title.font.size == 20)
    // The stage's scheme decides for a modal with none of its own.
    #expect(alert().contentSizeCategory(large, fallback: fixed) == .default)
    // The modal's own say wins over its scheme's.
    themed.appearance.adjustsFontForContentSizeCategory = true
    #expect(themed.resolvedStyle(contentSize: large).title.font.size == 40)
    #expect(fixed.adjusted(for: large) == fixed)
  }

  @Test("an opted-out modal is laid out as at the theme's sizes")
  func optedOutLayoutIsUnchanged() {
    let measurer = ProportionalMeasurer()
    let room = Size(width: 800, height: 600)
    let own = alert()
    own.appearance.adjustsFontForContentSizeCategory = false
    let base = own.layout(in: room, measurer: measurer, metrics: .points)
    let large = own.layout(
      in: room, measurer: measurer, metrics: .points, contentSize: ContentSizeCategory(scale: 2))
    #expect(large == base)
    let followed = alert().layout(
      in: room, measurer: measurer, metrics: .points, contentSize: ContentSizeCategory(scale: 2))
    #expect(followed.metrics.bodyLineHeight == 48)
    #expect(followed.frame.height > base.frame.height)
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTesting
import Synchronization
import Testing

/// Each run reaches the renderer's measurer in its own role and size, so a pixel renderer
/// wraps a title in the font it paints it in; a terminal's measurer, with one size,
/// answers for every role.
@MainActor
@Suite struct StageTypographyTests {
  /// Points in proportion to the font's size (`ProportionalMeasurer` is 16 pt), noting
  /// every font it is asked to measure in.
  final class SizedMeasurer: TextMeasurer {
    let size: Double
    let asked = Mutex<Set<TextFont>>([])
    private let face = ProportionalMeasurer()

    init(size: Double = 16) {
      self.size = size
    }

    func measurer(for font: TextFont) -> any TextMeasurer {
      asked.withLock { _ = $0.insert(font) }
      return SizedMeasurer(size: font.size)
    }

    func width(of text: String) -> Int {
      Int((Double(face.width(of: text)) * size / 16).rounded(.up))
    }

    func isWide(_ character: Character, width: Int) -> Bool {
      face.isWide(character, width: 0)
    }
  }

  private func stage(_ measurer: some TextMeasurer) -> Stage {
    Stage(
      clock: ManualClock(), size: Size(width: 900, height: 700), measurer: measurer,
      metrics: .points, reducesMotion: true)
  }

  private func modal(_ stage: Stage) throws -> ModalLayerState {
    for case .modal(let state) in stage.scene().layers { return state }
    throw ModalMissing()
  }

  private struct ModalMissing: Error {}

  @Test("an alert's title is measured in Headline 6 at 20 pt, its buttons in Button at 14 pt")
  func rolesReachTheMeasurer() throws {
    let measurer = SizedMeasurer()
    let stage = stage(measurer)
    let title = "Permanently delete every archived conversation from this device?"
    let alert = AlertController(title: title, message: "This cannot be undone.")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    try stage.present(alert)
    let state = try modal(stage)
    let asked = measurer.asked.withLock { $0 }
    #expect(asked.contains(TextFont(role: .headline6, size: 20, weight: .bold, isItalic: false)))
    #expect(asked.contains(TextFont(role: .button, size: 14, weight: .bold, isItalic: false)))
    #expect(asked.contains(TextFont(role: .body1, size: 16, weight: .regular, isItalic: false)))
    #expect(state.style.title.font.size == 20 && state.style.message.font.size == 16)
    // The title wraps at its 20 pt widths: every line fits, and at 16 pt it would not have
    // wrapped where it did.
    let block = try #require(state.layout.title)
    let headline = SizedMeasurer(size: 20)
    #expect(block.lines.allSatisfy { headline.width(of: $0) <= block.frame.width })
    #expect(SizedMeasurer().wrap(title, width: block.frame.width).lines != block.lines)
    let button = try #require(state.layout.buttons.buttons.first)
    #expect(button.frame.width == SizedMeasurer(size: 14).width(of: "CANCEL") + 16)
  }

  @Test("a banner's title is measured in Subtitle 1, its description in Body 2")
  func bannerRoles() throws {
    let measurer = SizedMeasurer()
    let stage = stage(measurer)
    try stage.show(Banner(title: "You are offline", description: "Changes are saved."))
    stage.update()
    var banner: BannerLayerState?
    for case .banner(let state) in stage.scene().layers { banner = state }
    let style = try #require(banner).style
    #expect(style.title.role == .subtitle1 && style.message.role == .body2)
    let asked = measurer.asked.withLock { $0 }
    #expect(asked.contains(style.title.font) && asked.contains(style.message.font))
  }

  @Test("a list's title is measured bold, in the style both renderers draw it in")
  func listTitle() throws {
    let measurer = SizedMeasurer()
    let stage = stage(measurer)
    let dialog = Dialog(title: "Size")
    dialog.addControl(.choice(ChoiceList(title: "Pick a size", options: ["S", "M", "L"])))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    let style = try modal(stage).style
    #expect(style.listTitle.style.weight == .bold && style.listTitle.role == .body1)
    #expect(measurer.asked.withLock { $0.contains(style.listTitle.font) })
  }

  @Test("a theme's type scale sizes the runs it resolves")
  func themeScale() throws {
    var scheme = ContainerScheme.light
    scheme.typographyScheme.scale.headline6 = 24
    let alert = AlertController(title: "Big", message: "Title")
    alert.addAction(AlertAction(title: "OK"))
    alert.applyTheme(withScheme: scheme)
    let stage = stage(SizedMeasurer())
    try stage.present(alert)
    #expect(try modal(stage).style.title.font.size == 24)
  }

  @Test("the dark theme lays Material's elevation overlay over a raised surface; light none")
  func elevationOverlay() throws {
    for (scheme, expected) in [(ContainerScheme.dark, 0.1648), (.light, 0)] {
      let stage = stage(SizedMeasurer())
      stage.scheme = scheme
      let alert = AlertController(title: "Raised", message: "at 24")
      alert.addAction(AlertAction(title: "OK"))
      try stage.present(alert)
      let style = try modal(stage).style
      #expect(style.elevation == 24)
      // 4.5·ln(25) + 2 percent.
      #expect(abs(style.elevationOverlayOpacity - expected) < 0.0005, "\(scheme)")
    }
  }
}

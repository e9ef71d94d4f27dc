@_spi(Renderer) import ScrimCore
@_spi(Renderer) import ScrimTerminal
import Testing

/// A translucent banner lets the colours beneath show through, as the scrim blends them.
@MainActor
@Suite struct BannerTranslucencyTests {
  private let measurer = TerminalTextMeasurer()

  /// A 40×6 screen whose left half is black and right half white, with a top banner
  /// painted over it at `opacity`.
  private func paint(opacity: Double?, context: PaintContext = PaintContext()) -> (Screen, Color) {
    var screen = Screen(width: 40, height: 6)
    screen.fill(Rect(x: 0, y: 0, width: 20, height: 6), with: .blank(CellStyle(background: .black)))
    screen.fill(
      Rect(x: 20, y: 0, width: 20, height: 6), with: .blank(CellStyle(background: .white)))
    var banner = Banner(description: "Saved")
    banner.backgroundOpacity = opacity
    let layout = banner.layout(in: screen.size, scheme: .light, measurer: measurer)
    let style = ResolvedBannerStyle(scheme: .light).applying(banner)
    BannerPainter.paint(
      image: banner.displayedImage, layout: layout, style: style, offset: 0, into: &screen,
      context: context)
    return (screen, style.backgroundColor)
  }

  @Test("each cell's background is the surface at its opacity over the cell beneath")
  func blendsOverWhatIsBeneath() {
    let (screen, surface) = paint(opacity: 0.9)
    let layer = surface.withAlpha(0.9)
    #expect(screen[1, 0]?.style.background == layer.composited(over: .black))
    #expect(screen[30, 0]?.style.background == layer.composited(over: .white))
    #expect(screen[1, 0]?.style.background != screen[30, 0]?.style.background)
    // The divider row and the text keep their place and colour.
    #expect(screen.lines[0].contains("Saved"))
    #expect(screen[1, 5]?.style.background == .black, "below the banner nothing changes")
  }

  @Test("an opaque banner, and a monochrome terminal, paint the plain surface")
  func opaqueStaysOpaque() {
    let (screen, surface) = paint(opacity: nil)
    #expect(screen[1, 0]?.style.background == surface)
    let (mono, monoSurface) = paint(opacity: 0.5, context: PaintContext(isMonochrome: true))
    #expect(mono[1, 0]?.style.background == monoSurface)
  }

  @Test("the terminal's default background is blended over when known, else kept opaque")
  func defaultBackground() {
    var banner = Banner(description: "Saved")
    banner.backgroundOpacity = 0.5
    let style = ResolvedBannerStyle(scheme: .light).applying(banner)
    var context = PaintContext()
    for known in [nil, Color.black] {
      context.defaultBackground = known
      var screen = Screen(width: 30, height: 4)
      let layout = banner.layout(in: screen.size, scheme: .light, measurer: measurer)
      BannerPainter.paint(
        image: banner.displayedImage, layout: layout, style: style, offset: 0, into: &screen,
        context: context)
      let expected = known.map { style.backgroundColor.withAlpha(0.5).composited(over: $0) }
      #expect(screen[1, 0]?.style.background == expected ?? style.backgroundColor)
    }
  }

  @Test("an image without a glyph shows its label, in a slot widened for it")
  func imageLabel() {
    var screen = Screen(width: 60, height: 6)
    var banner = Banner(title: "Backup", description: "Finished at 14:02.")
    banner.image = ModalImage(source: .file("/tmp/done.png"), accessibilityLabel: "Done")
    let layout = banner.layout(in: screen.size, scheme: .light, measurer: measurer)
    BannerPainter.paint(
      image: banner.displayedImage, layout: layout, style: ResolvedBannerStyle(scheme: .light),
      offset: 0,
      into: &screen, context: PaintContext())
    #expect(screen.lines[0].contains("Done  Backup"))
    banner.image?.glyph = "✓"
    var glyphScreen = Screen(width: 60, height: 6)
    BannerPainter.paint(
      image: banner.displayedImage,
      layout: banner.layout(in: glyphScreen.size, scheme: .light, measurer: measurer),
      style: ResolvedBannerStyle(scheme: .light), offset: 0, into: &glyphScreen,
      context: PaintContext())
    #expect(glyphScreen.lines[0].contains("✓"))
    #expect(!glyphScreen.lines[0].contains("Done"))
  }
}

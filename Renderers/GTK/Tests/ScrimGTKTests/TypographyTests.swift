import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// Each run is laid out, wrapped and painted in the font of the role the core resolves for
/// it, in points with Pango: nothing measured in one size is painted in another.
@MainActor
@Suite("Text is wrapped and painted in its own role's font", .serialized)
struct TypographyTests {
  /// The window's drawing, as the canvas that painted it.
  private func paint(_ app: GTKApp) throws -> Canvas {
    let size = app.stage.size
    let surface = try #require(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)))
    defer { cairo_surface_destroy(surface) }
    let cairo = try #require(cairo_create(surface))
    defer { cairo_destroy(cairo) }
    return app.draw(on: cairo)
  }

  @Test("a Headline 6 title wraps where its 20 pt width says, and is painted at 20 pt")
  func headlineWraps() throws {
    let driver = try GTKDriver(reducesMotion: true)
    let title = "Permanently delete every archived conversation and attachment from this device?"
    let alert = AlertController(title: title, message: "This cannot be undone.")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(50))
    var modal: ModalLayerState?
    for case .modal(let state) in driver.stage.scene().layers { modal = state }
    let state = try #require(modal)
    let block = try #require(state.layout.title)
    let font = state.style.title.font
    #expect(font == TextFont(role: .headline6, size: 20, weight: .bold, isItalic: false))
    let headline = PangoTextMeasurer(font: font)
    let lines = block.lines
    #expect(lines.count >= 2, "\(lines)")
    for line in lines {
      #expect(headline.width(of: line) <= block.frame.width, "\(line) fits its 20 pt line")
    }
    // Each line is as full as 20 pt allows: its next word would not have fit.
    for (line, next) in zip(lines, lines.dropFirst()) {
      let word = next.split(separator: " ").first.map(String.init) ?? next
      #expect(headline.width(of: line + " " + word) > block.frame.width, "\(line) | \(word)")
    }
    let body = PangoTextMeasurer()
    #expect(
      body.wrap(title, width: block.frame.width).lines != lines,
      "16 pt would have wrapped it elsewhere")
    let canvas = try paint(driver.app)
    let painted = zip(canvas.paintedText, canvas.paintedFonts).filter { lines.contains($0.0.text) }
    #expect(painted.count == lines.count)
    #expect(painted.allSatisfy { $0.1 == font }, "painted in the font it was wrapped in")
  }

  @Test("a banner's title is painted in Subtitle 1, the role the core resolves for it")
  func bannerTitle() throws {
    let driver = try GTKDriver(reducesMotion: true)
    try driver.app.show(Banner(title: "You are offline", description: "Changes are saved."))
    try driver.advance(by: .milliseconds(50))
    var banner: BannerLayerState?
    for case .banner(let state) in driver.stage.scene().layers { banner = state }
    let style = try #require(banner).style
    #expect(style.title.role == .subtitle1 && style.title.size == 16)
    let canvas = try paint(driver.app)
    let fonts = zip(canvas.paintedText, canvas.paintedFonts)
    let title = try #require(fonts.first { $0.0.text == "You are offline" })
    #expect(title.1 == style.title.font)
    let message = try #require(fonts.first { $0.0.text == "Changes are saved." })
    #expect(message.1 == style.message.font && message.1.size == 14)
  }
}

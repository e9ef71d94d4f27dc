import CGTK
@_spi(Renderer) import ScrimCore
import Testing

/// Issue 24 in a window: MDC's title icon drawn from a PNG, JET's banner image from the
/// icon theme, and a translucent banner blended over what is beneath.
@MainActor
@Suite struct ImageComponentTests {
  /// The picture's colour: an amber disc on a transparent square.
  static let amber = Color(hex: 0xF9A825)

  /// Writes a 48×48 PNG of an amber disc into a fresh directory and returns its path;
  /// the same file every run, so the screenshots compare.
  static func writePicture(named name: String) -> String {
    let directory = String(cString: g_get_tmp_dir()) + "/scrim-image-tests"
    g_mkdir_with_parents(directory, 0o755)
    let path = "\(directory)/\(name).png"
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 48, 48) else {
      return path
    }
    let cairo = cairo_create(surface)
    cairo_set_source_rgb(
      cairo, Double(amber.red) / 255, Double(amber.green) / 255, Double(amber.blue) / 255)
    cairo_arc(cairo, 24, 24, 22, 0, 2 * Double.pi)
    cairo_fill(cairo)
    cairo_destroy(cairo)
    cairo_surface_write_to_png(surface, path)
    cairo_surface_destroy(surface)
    return path
  }

  @Test("an alert's title icon is drawn from its PNG above the title", arguments: Theme.allCases)
  func titleIcon(_ theme: Theme) throws {
    let driver = try GTKDriver(scheme: theme.scheme)
    let alert = AlertController(
      title: "Storage almost full", message: "Free up space to keep syncing your drafts.")
    alert.titleIcon = ModalImage(
      glyph: "⚠", source: .file(Self.writePicture(named: "disc")), accessibilityLabel: "Warning")
    alert.addAction(AlertAction(title: "Later", style: .cancel))
    alert.addAction(AlertAction(title: "Manage"))
    alert.applyTheme(withScheme: theme.scheme)
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(400))
    let (image, _) = try driver.photograph()
    let row = try #require(
      driver.stage.scene().layers.lazy.compactMap { layer -> Rect? in
        if case .modal(let state) = layer { return state.layout.titleIcon }
        return nil
      }.first)
    // The disc's centre, 12 pt into the 24 pt square at the row's leading edge.
    #expect(image[row.x + 12, row.y + 12].distance(to: Pixel(Self.amber)) <= 2)
    #expect(!driver.shows("⚠"), "the picture, not the glyph")
    try driver.checkScreenshot("titleIcon-\(theme)")
  }

  @Test(
    "a translucent banner blends over the window, its image from the icon theme",
    arguments: Theme.allCases)
  func translucentBanner(_ theme: Theme) throws {
    var scheme = theme.scheme
    // A vivid canvas, so that what shows through is plain to see.
    scheme.colorScheme.background = scheme.colorScheme.primary
    let driver = try GTKDriver(scheme: scheme)
    let picture = Self.writePicture(named: "scrim-test-badge")
    let directory = String(picture[..<(picture.lastIndex(of: "/") ?? picture.endIndex)])
    gtk_icon_theme_add_search_path(
      gtk_icon_theme_get_for_display(gdk_display_get_default()), directory)
    var banner = Banner(
      title: "Backup finished", description: "All 1,204 files are on the server.",
      duration: .seconds(60))
    banner.image = ModalImage(source: .themedIcon("scrim-test-badge"), accessibilityLabel: "Done")
    banner.backgroundOpacity = 0.9
    try driver.app.show(banner)
    try driver.advance(by: .milliseconds(400))
    let (image, _) = try driver.photograph()
    let style = ResolvedBannerStyle(scheme: scheme)
    let expected = style.backgroundColor.withAlpha(0.9).composited(over: scheme.colorScheme.primary)
    // The banner's right end, past its text.
    #expect(image[630, 4].distance(to: Pixel(expected)) <= 2)
    #expect(image[630, 4].distance(to: Pixel(style.backgroundColor)) > 8)
    let icon = try #require(
      driver.stage.scene().layers.lazy.compactMap { layer -> Rect? in
        if case .banner(let state) = layer { return state.layout.icon }
        return nil
      }.first)
    #expect(
      image[icon.x + icon.width / 2, icon.y + icon.height / 2].distance(to: Pixel(Self.amber))
        <= 2)
    try driver.checkScreenshot("translucentBanner-\(theme)")
  }
}

@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// GTK draws each modal's own corner radius, the number its resolved style carries (its
/// scheme's, or MDC's per-alert `cornerRadius`), not the stage's.
@MainActor
@Suite("Corner radius in a GTK window", .serialized)
struct CornerRadiusDrawingTests {
  /// The pixel `inset` points inside the alert's top-left corner, and the alert's surface.
  private func corner(radius: Double?, inset: Int) throws -> (pixel: Pixel, surface: Pixel) {
    let driver = try GTKDriver(scheme: .light)
    let alert = AlertController(title: "Archive?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "OK"))
    alert.appearance.cornerRadius = radius
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(300))
    let (image, _) = try driver.photograph()
    let state = try #require(driver.stage.scene().modalState)
    #expect(state.style.cornerRadius == radius ?? 4, "Material's 4 unless overridden")
    let frame = state.layout.frame
    let surface = Pixel(state.style.containerColor)
    return (image[frame.x + inset, frame.y + inset], surface)
  }

  @Test("a 24 pt radius leaves its corner clear, where the stage's 4 pt would fill it")
  func largeRadiusIsDrawn() throws {
    let (pixel, surface) = try corner(radius: 24, inset: 3)
    #expect(pixel.distance(to: surface) > 40, "\(pixel) is outside the rounded corner")
  }

  @Test("a radius of 0 fills its corner, and the default 4 pt is rounded")
  func squareAndDefault() throws {
    let (square, surface) = try corner(radius: 0, inset: 0)
    #expect(square.distance(to: surface) < 8, "\(square) is the surface")
    let (rounded, _) = try corner(radius: nil, inset: 0)
    #expect(rounded.distance(to: surface) > 40, "\(rounded) is outside a 4 pt corner")
  }

  @Test(
    "an alert drawn at MDC's cornerRadius of 16 and of 0, light and dark", arguments: Theme.allCases
  )
  func screenshots(_ theme: Theme) throws {
    for radius in [16.0, 0] {
      let driver = try GTKDriver(scheme: theme.scheme)
      let alert = AlertController(
        title: "Archive the draft?", message: "It moves to Archive, out of your drafts.")
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "Archive"))
      alert.applyTheme(withScheme: theme.scheme)
      alert.appearance.cornerRadius = radius
      try driver.app.present(alert)
      try driver.advance(by: .milliseconds(300))
      try driver.checkScreenshot("cornerRadius\(Int(radius))-\(theme)")
    }
  }
}

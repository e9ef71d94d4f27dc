import CGTK
@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// The light and dark themes every component is shown in.
enum Theme: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case light
  case dark

  var scheme: ContainerScheme { self == .light ? .light : .dark }
  var testDescription: String { rawValue }
}

/// Where the README's GTK screenshots are kept: the recorded images the component tests
/// compare with, so the pictures in the README are always what the renderer paints.
func screenshotDirectory() -> String {
  // This file's own path, whoever calls.
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  // …/Renderers/GTK/Tests/ScrimGTKTests/Support/Screenshot.swift → the repository root.
  parts.removeLast(6)
  return parts.joined(separator: "/") + "/docs/screenshots/gtk"
}

extension GTKDriver {
  /// Renders the window's drawing and compares it with `docs/screenshots/gtk/name.png`
  /// and with what the stage's snapshot says it shows.
  func checkScreenshot(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (surface, _) = try #require(app.renderImage())
    defer { cairo_surface_destroy(surface) }
    PNGSnapshot.check(
      surface, scene: SceneGeometry(stage.scene()), named: name, in: screenshotDirectory(),
      sourceLocation: sourceLocation)
  }
}

extension GTKDriver {
  /// The window's drawing as pixels, and the scene the stage says it shows.
  func photograph() throws -> (image: PixelImage, scene: SceneGeometry) {
    let (surface, _) = try #require(app.renderImage())
    defer { cairo_surface_destroy(surface) }
    let image = try #require(PixelImage(surface))
    return (image, SceneGeometry(stage.scene()))
  }

  /// The first progress bar's track and filled widths in pixels, as painted.
  func progressBar() throws -> (filled: Int, track: Int) {
    let (image, scene) = try photograph()
    let gauge = try #require(scene.gauges.first, "a determinate progress bar shows")
    return try #require(
      ScreenshotComparison.measureBar(gauge, in: image), "the bar's track at \(gauge.frame)")
  }
}

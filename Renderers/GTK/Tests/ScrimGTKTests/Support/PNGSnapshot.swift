import CGTK
import Testing

/// Compares a rendered image with a recorded PNG and the scene it shows
/// (`ScreenshotComparison`); records it instead when SCRIM_RECORD_SNAPSHOTS=1, which fails
/// the test, so that a run that only recorded never passes (CI never records).
enum PNGSnapshot {
  /// Checks `surface` (an ARGB32 Cairo image) against `directory/name.png` and `scene`.
  static func check(
    _ surface: OpaquePointer, scene: SceneGeometry, named name: String, in directory: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = "\(directory)/\(name).png"
    if let record = getenv("SCRIM_RECORD_SNAPSHOTS"), String(cString: record) == "1" {
      g_mkdir_with_parents(directory, 0o755)
      cairo_surface_write_to_png(surface, path)
      Issue.record(
        "recorded \(path); run again without SCRIM_RECORD_SNAPSHOTS to compare",
        sourceLocation: sourceLocation)
      return
    }
    guard let reference = load(path) else {
      Issue.record(
        "no recorded image at \(path); record it with SCRIM_RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
      return
    }
    guard let actual = PixelImage(surface) else {
      Issue.record("\(name): the rendering is not an image", sourceLocation: sourceLocation)
      return
    }
    let findings = ScreenshotComparison.findings(actual, reference: reference, scene: scene)
    guard !findings.isEmpty else { return }
    let written = String(cString: g_get_tmp_dir()) + "/\(name)-actual.png"
    cairo_surface_write_to_png(surface, written)
    for finding in findings {
      Issue.record(
        "\(name) differs from \(path): \(finding); this run's image is \(written)",
        sourceLocation: sourceLocation)
    }
  }

  /// The PNG at `path` as pixels, or nil when there is none.
  static func load(_ path: String) -> PixelImage? {
    guard g_file_test(path, G_FILE_TEST_EXISTS) != 0,
      let surface = cairo_image_surface_create_from_png(path)
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
    return PixelImage(surface)
  }
}

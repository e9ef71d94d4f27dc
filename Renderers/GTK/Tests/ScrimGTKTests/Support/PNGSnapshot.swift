import CGTK
import Testing

/// Compares a rendered image with a recorded PNG within a tolerance; records it instead
/// when SCRIM_RECORD_SNAPSHOTS=1, which fails the test, so that a run that only recorded
/// never passes (CI never records).
enum PNGSnapshot {
  /// How far a channel may stray before a pixel counts as different (antialiasing, font
  /// hinting).
  static let channelTolerance = 24
  /// The share of pixels that may differ.
  static let pixelTolerance = 0.005

  /// Checks `surface` (an ARGB32 Cairo image) against `directory/name.png`.
  static func check(
    _ surface: OpaquePointer, named name: String, in directory: String,
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
    guard g_file_test(path, G_FILE_TEST_EXISTS) != 0,
      let reference = cairo_image_surface_create_from_png(path),
      cairo_surface_status(reference) == CAIRO_STATUS_SUCCESS
    else {
      Issue.record(
        "no recorded image at \(path); record it with SCRIM_RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
      return
    }
    defer { cairo_surface_destroy(reference) }
    let difference = differingShare(surface, reference)
    if difference > pixelTolerance {
      let actual = String(cString: g_get_tmp_dir()) + "/\(name)-actual.png"
      cairo_surface_write_to_png(surface, actual)
      let percent = (difference * 10_000).rounded() / 100
      Issue.record(
        "\(name): \(percent)% of pixels differ from \(path); this run's image is \(actual)",
        sourceLocation: sourceLocation)
    }
  }

  /// The share of pixels that differ by more than the channel tolerance; 1 when the sizes
  /// differ.
  static func differingShare(_ a: OpaquePointer, _ b: OpaquePointer) -> Double {
    cairo_surface_flush(a)
    cairo_surface_flush(b)
    let width = Int(cairo_image_surface_get_width(a))
    let height = Int(cairo_image_surface_get_height(a))
    guard width == Int(cairo_image_surface_get_width(b)),
      height == Int(cairo_image_surface_get_height(b)), width > 0, height > 0,
      let dataA = cairo_image_surface_get_data(a), let dataB = cairo_image_surface_get_data(b)
    else { return 1 }
    let strideA = Int(cairo_image_surface_get_stride(a))
    let strideB = Int(cairo_image_surface_get_stride(b))
    var differing = 0
    for y in 0..<height {
      for x in 0..<width {
        let pa = dataA + y * strideA + x * 4
        let pb = dataB + y * strideB + x * 4
        for channel in 0..<4 where abs(Int(pa[channel]) - Int(pb[channel])) > channelTolerance {
          differing += 1
          break
        }
      }
    }
    return Double(differing) / Double(width * height)
  }
}

import CGTK
@_spi(Renderer) import ScrimCore

/// One pixel of an opaque image, channel by channel.
struct Pixel: Hashable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  var alpha: UInt8

  /// The pixel a colour paints when it covers it fully.
  init(_ color: Color) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: 255)
  }

  init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The largest difference in any one channel.
  func distance(to other: Pixel) -> Int {
    max(
      abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
      abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
  }

  /// The pixel of a native-endian 0xAARRGGBB word.
  init(word: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: word >> 16), green: UInt8(truncatingIfNeeded: word >> 8),
      blue: UInt8(truncatingIfNeeded: word), alpha: UInt8(truncatingIfNeeded: word >> 24))
  }

  /// The pixel as a native-endian 0xAARRGGBB word.
  var word: UInt32 {
    UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// The difference of each channel, this pixel's minus the other's.
  func signedDifference(from other: Pixel) -> (red: Int, green: Int, blue: Int, alpha: Int) {
    (
      Int(red) - Int(other.red), Int(green) - Int(other.green), Int(blue) - Int(other.blue),
      Int(alpha) - Int(other.alpha)
    )
  }
}

/// A copy of a Cairo ARGB32 image as values, so that tests can read, compare and change
/// it without Cairo's premultiplied, platform-ordered bytes.
struct PixelImage: Equatable {
  var width: Int
  var height: Int
  /// Row by row, top to bottom, as 0xAARRGGBB words: equal pixels compare as one
  /// integer, which keeps a comparison of a whole image quick in a debug build.
  var words: [UInt32]

  /// A copy of `surface`, or nil when it is not an image of pixels.
  init?(_ surface: OpaquePointer) {
    cairo_surface_flush(surface)
    let format = cairo_image_surface_get_format(surface)
    width = Int(cairo_image_surface_get_width(surface))
    height = Int(cairo_image_surface_get_height(surface))
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      let data = cairo_image_surface_get_data(surface)
    else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let hasAlpha = format == CAIRO_FORMAT_ARGB32
    words = []
    words.reserveCapacity(width * height)
    for y in 0..<height {
      let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
      // Premultiplied, but the screenshots are opaque; RGB24 leaves the top byte unset.
      words += UnsafeBufferPointer(start: row, count: width).map {
        hasAlpha ? $0 : $0 | 0xFF00_0000
      }
    }
  }

  subscript(x: Int, y: Int) -> Pixel {
    get { Pixel(word: words[y * width + x]) }
    set { words[y * width + x] = newValue.word }
  }

  /// The whole image as a rectangle.
  var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// Writes the image as a PNG at `path`, for a person to look at.
  func write(to path: String) {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let data = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
        for x in 0..<width {
          row[x] = words[y * width + x]
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    cairo_surface_write_to_png(surface, path)
  }
}

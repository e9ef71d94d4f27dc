import CGTK
import ScrimCore

extension PictureCache {
  /// The most pictures made from pixels that are kept; past it they are all let go.
  static let maximumPixelSurfaces = 16

  /// `pixels` as an ARGB32 Cairo image, made once and kept, or nil when Cairo cannot make
  /// one of its size.
  func surface(for pixels: PixelImage) -> OpaquePointer? {
    if let kept = pixelSurfaces[pixels] { return kept }
    guard let made = Self.makeSurface(pixels) else { return nil }
    if pixelSurfaces.count >= Self.maximumPixelSurfaces {
      for surface in pixelSurfaces.values { cairo_surface_destroy(surface) }
      pixelSurfaces.removeAll()
    }
    pixelSurfaces[pixels] = made
    return made
  }

  /// Cairo's ARGB32 is premultiplied and one native-endian word a pixel; the app's bytes
  /// are straight red, green, blue and alpha.
  private static func makeSurface(_ pixels: PixelImage) -> OpaquePointer? {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height))
    else { return nil }
    cairo_surface_flush(surface)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let base = UnsafeMutableRawPointer(data)
    pixels.rgba.withUnsafeBufferPointer { bytes in
      for y in 0..<pixels.height {
        for x in 0..<pixels.width {
          let at = (y * pixels.width + x) * 4
          let alpha = UInt32(bytes[at + 3])
          func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
          let word =
            alpha << 24 | premultiplied(bytes[at]) << 16 | premultiplied(bytes[at + 1]) << 8
            | premultiplied(bytes[at + 2])
          base.storeBytes(of: word, toByteOffset: y * stride + x * 4, as: UInt32.self)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}

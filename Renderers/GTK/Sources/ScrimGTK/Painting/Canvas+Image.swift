import CGTK
import ScrimCore

extension Canvas {
  /// Paints `image`'s picture (a PNG file, a themed icon or pixels) fitted into `box` with its
  /// aspect kept, tinted when it has a tint, at the box's leading edge or centred.
  ///
  /// - Returns: False when there is no picture or it cannot be loaded, so the caller can
  ///   draw the glyph or the label instead.
  @discardableResult
  func drawPicture(_ image: ModalImage, in box: Rect, alignment: Alignment) -> Bool {
    guard let source = image.source, !box.isEmpty,
      let surface = PictureCache.shared.surface(for: source, size: min(box.width, box.height))
    else { return false }
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    guard width > 0, height > 0 else { return false }
    let scale = min(Double(box.width) / width, Double(box.height) / height)
    let shownWidth = width * scale
    let x =
      alignment == .center ? Double(box.x) + (Double(box.width) - shownWidth) / 2 : Double(box.x)
    let y = Double(box.y) + (Double(box.height) - height * scale) / 2
    cairo_save(cairo)
    cairo_translate(cairo, x, y)
    cairo_scale(cairo, scale, scale)
    if let tint = image.tintColor {
      // MDC's tint: the tint colour through the picture's own shape.
      setColor(tint, alpha: 1)
      cairo_mask_surface(cairo, surface, 0, 0)
    } else {
      cairo_set_source_surface(cairo, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
      cairo_paint(cairo)
    }
    cairo_restore(cairo)
    return true
  }
}

/// Pictures loaded once and kept: a frame is painted many times a second while a banner
/// slides, and decoding a PNG each time would show.
@MainActor
final class PictureCache {
  static let shared = PictureCache()

  private var surfaces: [String: OpaquePointer?] = [:]
  /// Pictures made from pixels in memory, by their bytes; bounded (`maximumPixelSurfaces`),
  /// since an app may make a new one for every frame.
  var pixelSurfaces: [PixelImage: OpaquePointer] = [:]

  /// The picture as an ARGB32 Cairo image, or nil when it cannot be found or read (nil is
  /// kept too, so a missing file is looked for once).
  func surface(for source: ModalImage.Source, size: Int) -> OpaquePointer? {
    let key: String
    switch source {
    case .file(let path): key = "file:\(path)"
    case .themedIcon(let name): key = "icon:\(name)@\(size)"
    case .pixels(let pixels): return surface(for: pixels)
    }
    if let cached = surfaces[key] { return cached }
    let loaded = load(source, size: size)
    surfaces[key] = loaded
    return loaded
  }

  private func load(_ source: ModalImage.Source, size: Int) -> OpaquePointer? {
    var file: OpaquePointer?
    switch source {
    case .file(let path): file = g_file_new_for_path(path)
    case .themedIcon(let name):
      guard let display = gdk_display_get_default(),
        let theme = gtk_icon_theme_get_for_display(display),
        let paintable = gtk_icon_theme_lookup_icon(
          theme, name, nil, Int32(max(1, size)), 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
      else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
      file = gtk_icon_paintable_get_file(paintable)
    case .pixels:
      // Kept apart, by their bytes (`surface(for:)` of a `PixelImage`).
      return nil
    }
    guard let file else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let texture = gdk_texture_new_from_file(file, nil) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let width = gdk_texture_get_width(texture)
    let height = gdk_texture_get_height(texture)
    guard width > 0, height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else { return nil }
    cairo_surface_flush(surface)
    // GDK's default download format is Cairo's ARGB32: premultiplied, native order.
    gdk_texture_download(
      texture, cairo_image_surface_get_data(surface),
      gsize(cairo_image_surface_get_stride(surface)))
    cairo_surface_mark_dirty(surface)
    return surface
  }
}

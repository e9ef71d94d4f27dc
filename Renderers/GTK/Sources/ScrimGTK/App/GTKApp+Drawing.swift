import CGTK
@_spi(Renderer) import ScrimCore

extension GTKApp {
  /// Paints the stage on a Cairo context whose origin is the stage's: the scene of the
  /// loop's last turn.
  ///
  /// - Returns: The canvas painted on, which knows the text it painted.
  @discardableResult
  public func draw(on cairo: OpaquePointer) -> Canvas {
    let canvas = Canvas(cairo: cairo)
    StagePainter.paint(
      loop.scene ?? stage.scene(), scheme: stage.scheme, metrics: metrics,
      paintsBackground: paintsBackground, on: canvas)
    return canvas
  }

  /// Tells the stage that the frame painted from its scene is on screen: a snackbar or
  /// banner shown whole in it starts its time now, and the app wakes when that time ends.
  ///
  /// The window's drawing area calls it after each draw. A renderer that shows
  /// `renderImage()` itself (a test's driver) calls it after each image it shows;
  /// a message nothing has shown never times out.
  public func didPaint() {
    loop.didPaint()
  }

  /// Paints the stage into a new ARGB image of its size, the same painting as the window's
  /// drawing area, for screenshots and tests.
  ///
  /// - Returns: The image (a `cairo_surface_t`, which the caller destroys) and the text
  ///   painted on it; nil when Cairo could not make an image.
  public func renderImage() -> (surface: OpaquePointer, text: [String])? {
    let size = stage.size
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)),
      let cairo = cairo_create(surface)
    else { return nil }
    if !paintsBackground {
      // What a window without content shows under the stage.
      cairo_set_source_rgb(cairo, 1, 1, 1)
      cairo_paint(cairo)
    }
    let text = draw(on: cairo).paintedText.map(\.text)
    cairo_destroy(cairo)
    cairo_surface_flush(surface)
    return (surface, text)
  }
}

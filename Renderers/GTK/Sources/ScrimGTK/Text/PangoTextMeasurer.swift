import CGTK
import ScrimCore
import Synchronization

/// Measures text in points with Pango, in the font the stage's layout is made for: Body 1
/// (16 pt) of `FontRole.family`.
///
/// The core measures every run with one measurer; titles and buttons are painted in their
/// own roles' sizes, and a title wider than the line it was wrapped to is painted smaller
/// (`Canvas.drawText`), so text never leaves the frame the core gave it.
///
/// Widths are cached per string, since wrapping asks for each character many times.
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
  // Pango objects are not thread-safe; every use goes through the lock.
  private let state: Mutex<MeasurerState>
  private let terminal = TerminalTextMeasurer()

  /// Makes a measurer in the layout font.
  public init() {
    state = Mutex(MeasurerState(role: .layout))
  }

  deinit {
    state.withLock { $0.release() }
  }

  /// The width of `text` in whole points, rounded up.
  public func width(of text: String) -> Int {
    state.withLock { $0.width(of: text) }
  }

  /// Whether `character` is wide as in a terminal (a CJK ideograph), beside which a line
  /// may break: in points every letter is wider than two.
  public func isWide(_ character: Character, width: Int) -> Bool {
    terminal.width(of: character) >= 2
  }
}

/// The measurer's Pango layout and cache, used under its lock only.
private struct MeasurerState: ~Copyable {
  let context: OpaquePointer
  let layout: OpaquePointer
  var cache: [String: Int] = [:]

  init(role: FontRole) {
    let fontMap = pango_cairo_font_map_get_default()
    context = pango_font_map_create_context(fontMap)
    pango_cairo_context_set_resolution(context, 96)
    layout = pango_layout_new(context)
    let font = role.fontDescription(weight: .regular)
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
  }

  mutating func width(of text: String) -> Int {
    if let known = cache[text] { return known }
    pango_layout_set_text(layout, text, -1)
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    let width = Int(logical.width)
    if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
    cache[text] = width
    return width
  }

  func release() {
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
  }
}

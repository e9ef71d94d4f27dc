import CGTK
import ScrimCore
import Synchronization

/// Measures text in points with Pango, in one font of `PangoFont.family`: Body 1 (16 pt)
/// unless made for another.
///
/// The core lays each run out with `measurer(for:)`, the measurer of the run's own role and
/// size, which the painter then paints in (`Canvas.drawText`): layout, wrapping and
/// painting agree, and nothing is shrunk to fit.
///
/// Widths are cached per string, since wrapping asks for each character many times and
/// each layout asks again for every title: the cache holds a sheet of 100,000 actions.
/// Text longer than a line could ever be (a 10 MB message measured as one paragraph) is
/// measured in pieces, and only as far as `widest`: no window is wider, so no layout
/// decision changes past it, while shaping all of it would take seconds.
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
  /// The most a width is reported as, in points: wider than any screen.
  public static let widest = 1 << 20

  // Pango objects are not thread-safe; every use goes through the lock.
  private let state: Mutex<MeasurerState>
  private let terminal = TerminalTextMeasurer()
  /// The font it measures in.
  public let font: TextFont
  /// The measurers of the other fonts asked for, made once each.
  private let others: Mutex<[TextFont: PangoTextMeasurer]> = Mutex([:])

  /// Makes a measurer in `font`, Body 1 of Material's type scale unless told.
  public init(font: TextFont = TextFont(.body1)) {
    self.font = font
    state = Mutex(MeasurerState(font: font))
  }

  deinit {
    state.withLock { $0.release() }
  }

  /// The width of `text` in whole points, rounded up; at most `widest`.
  public func width(of text: String) -> Int {
    state.withLock { $0.width(of: text) }
  }

  /// The measurer of `font`: this one, or one made for it and kept.
  public func measurer(for font: TextFont) -> any TextMeasurer {
    guard font != self.font else { return self }
    return others.withLock { known in
      if let measurer = known[font] { return measurer }
      let measurer = PangoTextMeasurer(font: font)
      // A theme has a handful of fonts; a program that makes themes without end keeps a
      // bounded set.
      if known.count >= 64 { known.removeAll() }
      known[font] = measurer
      return measurer
    }
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
  var cacheBytes = 0
  var long: [(text: String, width: Int)] = []

  init(font: TextFont) {
    let fontMap = pango_cairo_font_map_get_default()
    context = pango_font_map_create_context(fontMap)
    // The desktop's text size reaches the measurer as the core's sizes (the stage's
    // `contentSizeCategory`, from `gtk-xft-dpi`), not as a resolution: fonts are absolute,
    // one point a pixel, so a size is never scaled twice.
    pango_cairo_context_set_resolution(context, 96)
    layout = pango_layout_new(context)
    let description = PangoFont.description(of: font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
  }

  mutating func width(of text: String) -> Int {
    let bytes = text.utf8.count
    if bytes > Self.pieceBytes {
      // A few long texts, compared rather than hashed: a layout measures its message's
      // paragraphs once or twice.
      if let known = long.first(where: { $0.text == text }) { return known.width }
      let width = piecewiseWidth(of: text)
      if long.count >= 4 { long.removeFirst() }
      long.append((text, width))
      return width
    }
    if let known = cache[text] { return known }
    let width = measure(text)
    cacheBytes += bytes
    if cache.count >= Self.cacheEntries || cacheBytes > Self.cacheBytes {
      cache.removeAll(keepingCapacity: true)
      cacheBytes = bytes
    }
    cache[text] = width
    return width
  }

  /// Enough for every title of a sheet of 100,000 actions, a few MB at most.
  private static let cacheEntries = 262_144
  private static let cacheBytes = 8 << 20
  /// How much of a long text Pango shapes at once.
  private static let pieceBytes = 4096

  /// The sum of the widths of `text`'s pieces, cut after a space where one is near, up to
  /// `PangoTextMeasurer.widest`.
  private func piecewiseWidth(of text: String) -> Int {
    var total = 0
    var start = text.startIndex
    while start < text.endIndex, total < PangoTextMeasurer.widest {
      var end = start
      var bytes = 0
      var afterSpace: String.Index?
      while end < text.endIndex, bytes < Self.pieceBytes {
        let character = text[end]
        bytes += character.utf8.count
        end = text.index(after: end)
        if character == " " { afterSpace = end }
      }
      if end < text.endIndex, let afterSpace { end = afterSpace }
      total += measure(String(text[start..<end]))
      start = end
    }
    return min(total, PangoTextMeasurer.widest)
  }

  private func measure(_ text: String) -> Int {
    pango_layout_set_text(layout, text, -1)
    var logical = PangoRectangle()
    pango_layout_get_pixel_extents(layout, nil, &logical)
    return min(Int(logical.width), PangoTextMeasurer.widest)
  }

  func release() {
    g_object_unref(UnsafeMutableRawPointer(layout))
    g_object_unref(UnsafeMutableRawPointer(context))
  }
}

import CGTK
import ScrimCore

/// A Cairo context with the few shapes Material's anatomy needs, and Pango text in the
/// type scale's roles; it also notes every run of text it paints, so tests can ask what a
/// frame shows.
@MainActor
public final class Canvas {
  /// How a line of text sits in its box.
  public enum Alignment: Sendable {
    /// From the box's left edge.
    case leading
    /// Centred across the box.
    case center
  }

  let cairo: OpaquePointer
  // Released in deinit, which runs wherever the last reference goes; nothing else touches
  // it after that.
  nonisolated(unsafe) private let layout: OpaquePointer
  private var clips: [Rect] = []
  /// How far down painting is moved now (`translated(y:)`), so that clips and noted text
  /// frames are kept where they show.
  var shift = 0
  /// The runs of text painted so far, in order, each with the box it was painted in.
  public private(set) var paintedText: [(text: String, frame: Rect)] = []
  /// The font each run of `paintedText` was painted in, in the same order.
  public private(set) var paintedFonts: [TextFont] = []
  /// How many runs of text painting asked for, shown or not: what a painter that skips
  /// the content out of view keeps small however long the content is.
  private(set) var textRequests = 0

  /// Paints on `cairo`, whose origin is the stage's.
  public init(cairo: OpaquePointer) {
    self.cairo = cairo
    layout = pango_cairo_create_layout(cairo)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  // MARK: - Shapes

  /// Fills `rect`, with rounded corners of `radius`.
  func fill(_ rect: Rect, color: Color, alpha: Double = 1, radius: Double = 0) {
    guard !rect.isEmpty else { return }
    setColor(color, alpha: alpha)
    path(rect, radius: radius)
    cairo_fill(cairo)
  }

  /// Strokes just inside `rect` with a line `width` wide.
  func stroke(
    _ rect: Rect, color: Color, width: Double = 1, radius: Double = 0, inset: Double? = nil
  ) {
    guard !rect.isEmpty else { return }
    setColor(color, alpha: 1)
    cairo_set_line_width(cairo, width)
    let inset = inset ?? width / 2
    path(
      x: Double(rect.x) + inset, y: Double(rect.y) + inset,
      width: Double(rect.width) - 2 * inset, height: Double(rect.height) - 2 * inset,
      radius: radius)
    cairo_stroke(cairo)
  }

  /// A circle filled or stroked.
  func circle(
    centerX: Double, centerY: Double, radius: Double, color: Color, alpha: Double = 1,
    lineWidth: Double? = nil
  ) {
    setColor(color, alpha: alpha)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, centerX, centerY, radius, 0, 2 * Double.pi)
    if let lineWidth {
      cairo_set_line_width(cairo, lineWidth)
      cairo_stroke(cairo)
    } else {
      cairo_fill(cairo)
    }
  }

  /// Material's elevation shadow under `rect`: a soft penumbra that grows and falls with
  /// the elevation, in layers of black at low opacity.
  func shadow(of rect: Rect, elevation: Double, radius: Double) {
    guard elevation > 0, !rect.isEmpty else { return }
    let spread = min(24, elevation) / 2
    let drop = min(24, elevation) / 3
    let layers = 6
    for layer in 1...layers {
      let grow = spread * Double(layer) / Double(layers)
      setColor(.black, alpha: 0.05)
      path(
        x: Double(rect.x) - grow / 2, y: Double(rect.y) + drop - grow / 2,
        width: Double(rect.width) + grow, height: Double(rect.height) + grow,
        radius: radius + grow / 2)
      cairo_fill(cairo)
    }
  }

  // MARK: - Text

  /// Paints one line of text vertically centred in `box`, in its resolved font and colour.
  ///
  /// The font (`ResolvedTextStyle.font`) is the one the layout measured the text in, so it
  /// fits the box it was wrapped to. Nothing is scaled; text wider than its box goes on
  /// past it, under whatever clip is in force.
  ///
  /// - Returns: The width painted; 0 for text outside the clips, which is not laid out.
  @discardableResult
  func drawText(
    _ text: String, in box: Rect, style: ResolvedTextStyle, alignment: Alignment = .leading
  ) -> Double {
    // Outside every clip nothing would show, and laying the text out is the cost: a long
    // message has thousands of lines above and below the body's viewport.
    textRequests += 1
    let shown = box.offset(by: shift)
    guard !text.isEmpty, box.width > 0, isVisible(shown) else { return 0 }
    let width = setLayout(text, font: style.font)
    let height = layoutHeight()
    let x =
      alignment == .center ? Double(box.x) + (Double(box.width) - width) / 2 : Double(box.x)
    let y = Double(box.y) + (Double(box.height) - height) / 2
    setColor(style.color, alpha: style.weight == .dim ? 0.6 : 1)
    cairo_move_to(cairo, x.rounded(), y.rounded())
    pango_cairo_show_layout(cairo, layout)
    paintedText.append((text, shown))
    paintedFonts.append(style.font)
    return width
  }

  /// The width `text` takes in `font`.
  func textWidth(_ text: String, font: TextFont) -> Double {
    setLayout(text, font: font)
  }

  private func setLayout(_ text: String, font: TextFont) -> Double {
    let description = PangoFont.description(of: font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    pango_layout_set_text(layout, text, -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return Double(logical.width) / Double(PANGO_SCALE)
  }

  private func layoutHeight() -> Double {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return Double(logical.height) / Double(PANGO_SCALE)
  }

  // MARK: - State

  /// Runs `body` with painting clipped to `rect`.
  func clipped(to rect: Rect, _ body: () -> Void) {
    cairo_save(cairo)
    cairo_rectangle(
      cairo, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
    cairo_clip(cairo)
    clips.append(rect.offset(by: shift))
    body()
    clips.removeLast()
    cairo_restore(cairo)
  }

  /// The part of the present coordinates (after `translated(y:)`) that every clip in force
  /// lets show: empty when they share nothing, nil when nothing is clipped.
  var visibleBand: Rect? {
    guard let first = clips.first else { return nil }
    return clips.dropFirst().reduce(first) { $0.intersection($1) }.offset(by: -shift)
  }

  /// Runs `body` painted at `opacity`, as one layer (a fade).
  func faded(_ opacity: Double, _ body: () -> Void) {
    guard opacity < 1 else { return body() }
    cairo_push_group(cairo)
    body()
    cairo_pop_group_to_source(cairo)
    cairo_paint_with_alpha(cairo, max(0, opacity))
  }

  /// Whether any of `rect` is inside every clip in force.
  private func isVisible(_ rect: Rect) -> Bool {
    clips.allSatisfy { $0.intersects(rect) }
  }

  func setColor(_ color: Color, alpha: Double) {
    cairo_set_source_rgba(
      cairo, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      color.alpha * alpha)
  }

  private func path(_ rect: Rect, radius: Double) {
    path(
      x: Double(rect.x), y: Double(rect.y), width: Double(rect.width),
      height: Double(rect.height), radius: radius)
  }

  private func path(x: Double, y: Double, width: Double, height: Double, radius: Double) {
    let r = max(0, min(radius, width / 2, height / 2))
    cairo_new_sub_path(cairo)
    guard r > 0 else {
      cairo_rectangle(cairo, x, y, width, height)
      return
    }
    let half = Double.pi / 2
    cairo_arc(cairo, x + width - r, y + r, r, -half, 0)
    cairo_arc(cairo, x + width - r, y + height - r, r, 0, half)
    cairo_arc(cairo, x + r, y + height - r, r, half, 2 * half)
    cairo_arc(cairo, x + r, y + r, r, 2 * half, 3 * half)
    cairo_close_path(cairo)
  }
}

extension ResolvedTextStyle {
  /// The style's weight.
  var weight: TextStyle.Weight { style.weight }

  /// This colour and weight at `role`'s size in Material's type scale: for a mark or a
  /// glyph (▲, ✓, a percentage) that sits in a box of its own, which no text is wrapped to.
  func marking(as role: TypographyRole) -> ResolvedTextStyle {
    ResolvedTextStyle(color: color, style: style, role: role)
  }
}

extension Canvas {
  /// Runs `body` painted `y` points lower; clips and noted text frames stay in the stage's
  /// coordinates.
  func translated(y: Int, _ body: () -> Void) {
    guard y != 0 else { return body() }
    cairo_save(cairo)
    cairo_translate(cairo, 0, Double(y))
    shift += y
    body()
    shift -= y
    cairo_restore(cairo)
  }
}

extension Rect {
  /// The rectangle moved `dy` down.
  func offset(by dy: Int) -> Rect { Rect(x: x, y: y + dy, width: width, height: height) }
}

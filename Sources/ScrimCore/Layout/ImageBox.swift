/// The room an image control takes in a body `width` wide: its picture's size where
/// pictures are drawn (scaled down to the width, its aspect kept), else its glyph or its
/// label between the brackets a field has, on one control row.
struct ImageBox {
  /// The picture's or the fallback's width, at most the body's.
  var width: Int
  /// Its height: the picture's, a control row for a fallback, 0 when nothing shows.
  var height: Int
  /// The fallback as it fits (cut with "…"): drawn instead of the picture where it cannot
  /// be drawn, inside the box.
  var lines: [String]

  /// The largest side a picture is laid out at, in points: an app's `Int.max` would
  /// overflow the body's sums.
  static let largestSide = 1 << 14

  init(
    size asked: Size, fallback: String?, isLabel: Bool, width available: Int,
    metrics: LayoutMetrics,
    measurer: some TextMeasurer
  ) {
    let room = max(0, available)
    if metrics.drawsPictures {
      let size = Size(
        width: min(asked.width, Self.largestSide), height: min(asked.height, Self.largestSide))
      let shown = min(room, size.width)
      // Scaled down, not cropped: a chart cut at its side would say something else.
      height = size.width > shown ? size.height * shown / size.width : size.height
      width = shown
      lines = fallback.map { [measurer.truncate($0, width: shown)] } ?? []
      return
    }
    guard let fallback else {
      (width, height, lines) = (0, 0, [])
      return
    }
    let chrome = isLabel ? metrics.fieldChrome : 0
    let shown = measurer.truncate(fallback, width: max(0, room - chrome))
    width = min(room, measurer.width(of: shown) + chrome)
    height = metrics.controlHeight
    lines = [shown]
  }

  /// The width the image asks of the modal: its picture's, or its fallback's unwrapped.
  static func naturalWidth(
    size: Size, fallback: String?, isLabel: Bool, metrics: LayoutMetrics,
    measurer: some TextMeasurer
  ) -> Int {
    ImageBox(
      size: size, fallback: fallback, isLabel: isLabel, width: Int.max, metrics: metrics,
      measurer: measurer
    ).width
  }
}

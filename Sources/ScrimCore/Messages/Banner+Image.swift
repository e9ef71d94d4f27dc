extension Banner {
  /// The picture the banner shows: its `image`, else its `icon` as a glyph, else nil.
  public var displayedImage: ModalImage? {
    if let image { return image }
    return icon.map { ModalImage(glyph: $0) }
  }
}

extension Banner {
  /// `metrics` with the icon's slot widened to the image's accessibility label when that
  /// label is what the renderer draws (no glyph, and no picture it can draw), up to a
  /// quarter of the width, so that the label is read rather than cut to two cells.
  func metricsForImage(
    in container: Size, measurer: some TextMeasurer, metrics: LayoutMetrics
  ) -> LayoutMetrics {
    guard let image = displayedImage, image.glyph == nil,
      !(metrics.drawsPictures && image.source != nil), let label = image.text
    else { return metrics }
    var widened = metrics
    widened.bannerIconWidth = max(
      metrics.bannerIconWidth, min(measurer.width(of: label), container.width / 4))
    return widened
  }
}

// Where each image control's picture (or what stands in for it) goes inside its item
// frame, so that every renderer draws it in the same place.

extension ModalLayout {
  /// Decides each image control's box: as wide as its picture or fallback, centred in the
  /// body, as tall as its item.
  mutating func placeImages(
    of content: ModalContent, metrics: LayoutMetrics, measurer: some TextMeasurer
  ) {
    for item in items where content.items.indices.contains(item.index) {
      guard case .image(let size, let fallback, let isLabel) = content.items[item.index] else {
        continue
      }
      let frame = item.frame
      let box = ImageBox(
        size: size, fallback: fallback, isLabel: isLabel, width: frame.width, metrics: metrics,
        measurer: measurer)
      imageFrames[item.index] = Rect(
        x: frame.x + (frame.width - box.width) / 2, y: frame.y, width: box.width,
        height: frame.height)
    }
  }
}

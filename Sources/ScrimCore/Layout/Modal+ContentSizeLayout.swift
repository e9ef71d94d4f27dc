extension Modal {
  /// Lays the modal out in a container as `layout(in:measurer:metrics:)` does, with its
  /// text sized for the user's `contentSize` as it follows it
  /// (`contentSizeCategory(_:fallback:)`): what a stage of that text size shows.
  ///
  /// - Parameters:
  ///   - container: The container's size, in the units of `metrics`.
  ///   - measurer: Measures text in the units of `metrics`.
  ///   - metrics: The numbers the layout uses at the theme's sizes.
  ///   - contentSize: The user's text size.
  ///   - fallback: The scheme of a modal that has none. Defaults to `.light`.
  @_spi(Renderer) public func layout(
    in container: Size, measurer: some TextMeasurer, metrics: LayoutMetrics,
    contentSize: ContentSizeCategory, fallback: ContainerScheme = .light
  ) -> ModalLayout {
    let adjusted = metrics.adjusted(for: contentSizeCategory(contentSize, fallback: fallback))
    let content = layoutContent(
      style: resolvedStyle(fallback: fallback, contentSize: contentSize), measurer: measurer,
      rowBound: max(1, container.height / max(1, adjusted.controlHeight)))
    return ModalLayout.make(for: content, in: container, measurer: measurer, metrics: adjusted)
  }
}

extension SnackbarMessage {
  /// Lays the message out in a container, its action titled as `scheme`'s button style
  /// shows it (upper-cased in Material).
  ///
  ///     message.layout(in: Size(width: 80, height: 24), scheme: .light, measurer: measurer)
  ///
  /// - Parameters:
  ///   - container: The container's size, in the units of `metrics`.
  ///   - scheme: The scheme whose button style titles the action.
  ///   - position: The edge to attach to.
  ///   - measurer: Measures text in the units of `metrics`.
  ///   - metrics: The numbers the layout uses; terminal cells by default.
  @_spi(Renderer) public func layout(
    in container: Size, scheme: ContainerScheme, position: SnackbarLayout.Position = .bottom,
    measurer: some TextMeasurer, metrics: LayoutMetrics = .cells
  ) -> SnackbarLayout {
    let style = ResolvedSnackbarStyle(scheme: scheme)
    return SnackbarLayout.make(
      text: text, actionTitle: action.map { scheme.typographyScheme.button.displayText($0.title) },
      position: position, in: container, measurer: measurer, metrics: metrics,
      textFont: style.text.font, actionFont: style.action.font)
  }
}

extension Banner {
  /// Lays the banner out in a container at its position, its actions in reading order and
  /// titled as `scheme`'s button style shows them.
  ///
  /// - Parameters:
  ///   - container: The container's size, in the units of `metrics`.
  ///   - scheme: The scheme whose button style titles the actions.
  ///   - measurer: Measures text in the units of `metrics`.
  ///   - metrics: The numbers the layout uses; terminal cells by default.
  @_spi(Renderer) public func layout(
    in container: Size, scheme: ContainerScheme, measurer: some TextMeasurer,
    metrics: LayoutMetrics = .cells
  ) -> BannerLayout {
    let style = ResolvedBannerStyle(scheme: scheme)
    return BannerLayout.make(
      title: title, message: description, hasIcon: displayedImage != nil,
      actionTitles: displayedActions.map { scheme.typographyScheme.button.displayText($0.title) },
      position: position, in: container, measurer: measurer,
      metrics: metricsForImage(in: container, measurer: measurer, metrics: metrics),
      fonts: (style.title.font, style.message.font, style.button.title.font))
  }
}

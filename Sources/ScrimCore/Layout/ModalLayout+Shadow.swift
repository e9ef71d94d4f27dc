extension ModalLayout {
  /// Whether a shadow is drawn under a modal laid out this way in `style`.
  ///
  /// Only when the style has elevation and the layout is not degraded: a degraded modal
  /// fills a container too small for it and leaves no room around it for a shadow.
  public func showsShadow(in style: ResolvedModalStyle) -> Bool {
    style.castsShadow && !isDegraded
  }
}

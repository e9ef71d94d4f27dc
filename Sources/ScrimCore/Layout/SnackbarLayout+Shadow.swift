extension SnackbarLayout {
  /// Whether a shadow is drawn under a snackbar laid out this way in `style`.
  ///
  /// Only when the style has elevation and the layout is not degraded: a degraded
  /// snackbar was squeezed into a container too small for it, its margins gone, and
  /// leaves no room around it for a shadow.
  public func showsShadow(in style: ResolvedSnackbarStyle) -> Bool {
    style.castsShadow && !isDegraded
  }
}

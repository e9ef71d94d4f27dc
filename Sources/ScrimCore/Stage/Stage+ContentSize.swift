// The user's text size as the stage's layers follow it: the active modal by its own say
// or its scheme's, snackbars and banners by the stage's scheme.

extension Stage {
  /// The numbers the active modal was laid out with: the stage's, adjusted for the text
  /// size it follows.
  var modalMetrics: LayoutMetrics { session?.layout.metrics ?? metrics }

  /// The scheme snackbars and banners are drawn in: the stage's, its type scale adjusted
  /// for the user's text size when it follows it.
  var messageScheme: ContainerScheme { scheme.adjusted(for: contentSizeCategory) }

  /// The numbers snackbars and banners are laid out with.
  var messageMetrics: LayoutMetrics {
    metrics.adjusted(for: scheme.contentSizeCategory(contentSizeCategory))
  }
}

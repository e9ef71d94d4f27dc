import ScrimCore

/// One entry of the catalog: a live example of a component and what it demonstrates.
@MainActor
struct CatalogExample {
  /// What the example shows when it runs.
  enum Content {
    /// An alert, action sheet or dialog, made fresh each time.
    case modal(@MainActor (ContainerScheme, Rect?) -> any Modal)
    /// Snackbars shown at once, in order.
    case snackbars(@MainActor () -> [SnackbarMessage])
    /// A banner.
    case banner(@MainActor () -> Banner)
    /// Messages held back and let go again with a suspension token.
    case suspension
  }

  var title: String
  var summary: String
  var content: Content
}

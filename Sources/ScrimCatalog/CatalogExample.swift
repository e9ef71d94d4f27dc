import ScrimCore

/// One entry of the catalog: a live example of a component and what it demonstrates.
///
/// Package-wide so that another renderer's catalog (the GTK window's) lists the same
/// examples.
@MainActor
package struct CatalogExample {
  /// What the example shows when it runs.
  package enum Content {
    /// An alert, action sheet or dialog, made fresh each time.
    case modal(@MainActor (ContainerScheme, Rect?) -> any Modal)
    /// Snackbars shown at once, in order.
    case snackbars(@MainActor () -> [SnackbarMessage])
    /// A banner.
    case banner(@MainActor () -> Banner)
    /// A popup menu, made fresh each time.
    case menu(@MainActor () -> Menu)
    /// Messages held back and let go again with a suspension token.
    case suspension
  }

  /// The example's name in the list.
  package var title: String
  /// What it demonstrates, in a sentence.
  package var summary: String
  /// What it shows.
  package var content: Content
}

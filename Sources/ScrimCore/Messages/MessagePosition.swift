/// The edge of the screen a transient message attaches to, slides in from and leaves by.
///
/// Snackbars and banners share it: `Banner.Position` and `SnackbarPosition` are this type.
/// Each position shows one banner at a time; all snackbars share the stage's one position.
///
///     app.snackbarPosition = .top
///     banner.position = .bottom
public enum MessagePosition: Hashable, Sendable, CaseIterable {
  /// The top edge, below the top app bar (Material's place for banners).
  case top
  /// The bottom edge (the default for snackbars).
  case bottom
}

/// The edge snackbars attach to: the name `Stage.snackbarPosition` has always used.
public typealias SnackbarPosition = MessagePosition

import CGTK

/// Why a window's run ended, besides the content's own ending.
enum WindowEnding: Equatable {
  /// The window was closed.
  case closed
  /// A signal arrived.
  case interrupted(Int32)
}

import ScrimCore

/// The colour themes `--theme` offers.
package enum ThemeName: String, Hashable, Sendable, CaseIterable {
  /// Dark text on a light surface.
  case light
  /// Light text on a dark surface.
  case dark
  /// Maximum contrast, for low vision.
  case contrast

  /// The container scheme the renderer applies for this theme.
  package var containerScheme: ContainerScheme {
    switch self {
    case .light: return .light
    case .dark: return .dark
    case .contrast: return .highContrast
    }
  }
}

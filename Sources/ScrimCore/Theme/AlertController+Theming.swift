extension AlertController {
  /// Themes the alert or action sheet with a container scheme, as MDC's
  /// `applyTheme(withScheme:)` does.
  ///
  /// The scheme is stored and resolved when `resolvedStyle()` is read, so actions added
  /// later are themed too. The scheme's scrim colour replaces the presentation
  /// options' scrim colour; set `presentationOptions.scrimColor` afterwards to override it.
  public func applyTheme(withScheme scheme: ContainerScheme) {
    appliedScheme = scheme
    presentationOptions.scrimColor = scheme.colorScheme.scrim
  }

  /// The scheme applied with `applyTheme(withScheme:)`, or nil for none.
  public var containerScheme: ContainerScheme? { appliedScheme }
}

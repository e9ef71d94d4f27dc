extension Modal {
  /// No scheme, for modals that cannot be themed.
  public var containerScheme: ContainerScheme? { nil }

  /// No overrides: the scheme decides everything.
  public var appearance: ModalAppearance { ModalAppearance() }

  /// The modal's look, resolved from its applied scheme (or `fallback` when none was
  /// applied) and its current actions.
  ///
  /// Resolution happens on each call, so the result is the same whether the scheme was
  /// applied before or after the actions were added (MDC requires "after"; Scrim does
  /// not).
  ///
  /// - Parameter fallback: The scheme to use when none was applied. Defaults to `.light`.
  /// - Complexity: O(n) in the number of actions.
  public func resolvedStyle(fallback: ContainerScheme = .light) -> ResolvedModalStyle {
    resolvedStyle(scheme: containerScheme ?? fallback)
  }

  /// The modal's look resolved from `scheme`, whichever the modal was themed with.
  func resolvedStyle(scheme: ContainerScheme) -> ResolvedModalStyle {
    let preferred = preferredAction
    let traits = actions.map { action in
      ResolvedModalStyle.ActionTraits(
        emphasis: action.emphasis, style: action.style, isEnabled: action.isEnabled,
        isPreferred: action === preferred)
    }
    return ResolvedModalStyle(
      kind: kind, hasMessage: !(message ?? "").isEmpty, actions: traits,
      scheme: scheme, scrimColor: presentationOptions.scrimColor
    ).applying(appearance, enabled: traits.map(\.isEnabled))
  }

  /// The resolved style of `action`'s button, or nil when it is not one of the modal's
  /// actions.
  public func resolvedButtonStyle(
    for action: AlertAction, fallback: ContainerScheme = .light
  ) -> ResolvedButtonStyle? {
    guard let index = actions.firstIndex(where: { $0 === action }) else { return nil }
    let style = resolvedStyle(fallback: fallback)
    return style.buttons.indices.contains(index) ? style.buttons[index] : nil
  }
}

// What the app (or a command standing in for one) asks of the active modal from outside
// the user's input: end a modal whose work is done, put focus on a stop. They go through
// the stage, the one write door, so a renderer or a command never sets the presenter's
// state behind it.
extension Stage {
  /// What keyboard focus rests on in the active modal, or nil when nothing does.
  public var focus: FocusTarget? { presenter.focus }

  /// The active modal's focus stops in the order Tab visits them: its focusable controls,
  /// then its enabled buttons in display order; empty when no modal is up.
  public var focusOrder: [FocusTarget] {
    presenter.activeModal.map { presenter.focusOrder(of: $0) } ?? []
  }

  /// Puts keyboard focus on `target` in the active modal, or on no stop for nil, as the
  /// app asks it (a form that starts on its first field, OK once it is enabled).
  ///
  ///     stage.moveFocus(to: .control(0))
  ///
  /// - Returns: Whether focus is now there: false while no modal is up or it is leaving,
  ///   and for a target that is not one of `focusOrder`'s stops.
  @discardableResult
  public func moveFocus(to target: FocusTarget?) -> Bool {
    guard presenter.activeModal != nil, presenter.phase != .dismissing else { return false }
    presenter.focus = target
    return presenter.focus == target
  }

  /// Ends `modal` as the app ends it, running no action's handler: its completion gets
  /// `.programmatic` (a gauge whose input ran out, a box whose time is up).
  ///
  ///     stage.dismiss(gauge)
  ///
  /// A waiting modal is removed at once; the active one transitions out.
  public func dismiss(_ modal: any Modal) {
    presenter.dismiss(modal)
  }
}

import ScrimCore

extension ZenityShownBox {
  /// Puts focus where zenity's box starts it: a form on its first field, not on its first
  /// combo (the stage's rule for boxes whose buttons keep their order).
  ///
  /// A text box's text area, its first control, takes focus by the stage's own rule.
  package func placeStartingFocus(on stage: Stage) {
    switch request.box {
    case .forms where !modal.controls.isEmpty: stage.moveFocus(to: .control(0))
    default: break
    }
  }

  /// Puts focus on OK once it is enabled, as zenity's progress box does at 100% and at the
  /// end of its input, so that Return chooses it.
  ///
  /// - Returns: Whether focus moved.
  @discardableResult
  package func focusOK(on stage: Stage) -> Bool {
    guard let ok = okAction, ok.isEnabled,
      let index = modal.actions.firstIndex(where: { $0 === ok }), stage.focus != .action(index)
    else { return false }
    return stage.moveFocus(to: .action(index))
  }
}

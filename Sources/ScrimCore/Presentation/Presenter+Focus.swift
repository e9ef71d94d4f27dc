/// What keyboard focus rests on in the active modal.
public enum FocusTarget: Hashable, Sendable {
  /// The control at this index in `Modal.controls`.
  case control(Int)
  /// The action at this index in `Modal.actions`.
  case action(Int)
}

extension Presenter {
  /// What keyboard focus rests on in the active modal, or nil when nothing can take it.
  public var focus: FocusTarget? {
    get { active?.focus }
    set {
      guard let modal = active?.modal else { return }
      if let newValue, !focusOrder(of: modal).contains(newValue) { return }
      active?.focus = newValue
    }
  }

  /// The arrangement that decides the active modal's focus order.
  func arrangement(of modal: any Modal) -> ButtonArrangement {
    buttonArrangement ?? modal.naturalArrangement
  }

  /// Everything that can take focus, in the order Tab visits it: the focusable controls
  /// in reading order, then the enabled buttons in display order.
  func focusOrder(of modal: any Modal) -> [FocusTarget] {
    let controls = modal.controls.indices.filter { modal.controls[$0].isFocusable }
    let buttons = modal.displayOrder(for: arrangement(of: modal)).filter(\.isEnabled)
      .compactMap { action in modal.actions.firstIndex { $0 === action } }
    return controls.map(FocusTarget.control) + buttons.map(FocusTarget.action)
  }

  /// Where focus starts: the first control, else the default action, else Cancel, else the first
  /// enabled button.
  ///
  /// A lone destructive action never gets it first, so Return cannot delete by accident.
  func initialFocus(for modal: any Modal) -> FocusTarget? {
    if let first = modal.controls.indices.first(where: { modal.controls[$0].isFocusable }) {
      return .control(first)
    }
    let candidates = [modal.defaultAction, modal.cancelAction].compactMap { $0 }
    for action in candidates where action.isEnabled {
      if let index = modal.actions.firstIndex(where: { $0 === action }) {
        return .action(index)
      }
    }
    return focusOrder(of: modal).first
  }

  /// Moves focus `step` places along the focus order, wrapping at either end.
  func moveFocus(by step: Int) {
    guard let modal = active?.modal else { return }
    let order = focusOrder(of: modal)
    guard !order.isEmpty else {
      active?.focus = nil
      return
    }
    guard let current = active?.focus, let index = order.firstIndex(of: current) else {
      active?.focus = step >= 0 ? order.first : order.last
      return
    }
    let count = order.count
    active?.focus = order[((index + step) % count + count) % count]
  }
}

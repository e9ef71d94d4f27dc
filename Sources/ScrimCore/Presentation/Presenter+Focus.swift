/// What keyboard focus rests on in the active modal.
public enum FocusTarget: Hashable, Sendable {
  /// The control at this index in `Modal.controls`.
  case control(Int)
  /// The action at this index in `Modal.actions`.
  case action(Int)
}

extension Presenter {
  /// What keyboard focus rests on in the active modal, or nil when nothing can take it.
  ///
  /// Read-only outside the core: input moves it, and an app moves it with
  /// `Stage.moveFocus(to:)`, the stage being the one door that writes the presenter's state.
  public internal(set) var focus: FocusTarget? {
    get { active?.focus }
    set {
      guard let modal = active?.modal else { return }
      if let newValue, !focusOrder(of: modal).contains(newValue) { return }
      let before = active?.focus
      active?.focus = newValue
      if newValue != before { focusArrived(in: modal) }
    }
  }

  /// Tells a text field that focus came to it, so it can select its text.
  func focusArrived(in modal: any Modal) {
    guard case .control(let index)? = active?.focus, modal.controls.indices.contains(index),
      case .textField(let field) = modal.controls[index]
    else { return }
    field.focusArrived()
  }

  /// The arrangement that decides the active modal's focus order.
  func arrangement(of modal: any Modal) -> ButtonArrangement {
    buttonArrangement ?? modal.naturalArrangement
  }

  /// Everything that can take focus, in the order Tab visits it: the focusable controls
  /// in reading order, then the enabled buttons in display order.
  func focusOrder(of modal: any Modal) -> [FocusTarget] {
    let controls = modal.controls.indices.filter { modal.controls[$0].isTabStop }
    let actions = modal.actions
    let buttons = modal.displayOrderIndices(for: arrangement(of: modal))
      .filter { actions[$0].isEnabled }
    return controls.map(FocusTarget.control) + buttons.map(FocusTarget.action)
  }

  /// Where focus starts: a choice list when buttons are in the order added (whiptail's menu),
  /// else the first control, else the default action, else Cancel, else the first enabled
  /// button.
  ///
  /// A lone destructive action never gets it first, so Return cannot delete by accident.
  /// In the order added, an explicitly preferred action gets it even when it is Cancel, so
  /// that whiptail's `--defaultno` focuses No.
  func initialFocus(for modal: any Modal) -> FocusTarget? {
    if let field = fileChooserField(in: modal) { return field }
    let asAdded = modal.presentationOptions.buttonOrder == .asAdded
    let tabStops = modal.controls.indices.filter {
      modal.controls[$0].isTabStop && modal.controls[$0].takesInitialFocus
    }
    if asAdded, modal.presentationOptions.listTakesFirstFocus,
      let list = tabStops.first(where: { modal.controls[$0].isList })
    {
      return .control(list)
    }
    if let first = tabStops.first {
      return .control(first)
    }
    let preferred = asAdded ? modal.preferredAction : nil
    let candidates = [preferred, modal.defaultAction, modal.cancelAction].compactMap { $0 }
    for action in candidates where action.isEnabled {
      if let index = modal.actions.firstIndex(where: { $0 === action }) {
        return .action(index)
      }
    }
    return focusOrder(of: modal).first
  }

  /// With `focusesDefaultWhenEnabled`, puts focus on the default action the turn it became
  /// enabled, or when focus rests on a disabled button while the default is enabled.
  func followEnabledDefault() {
    guard let modal = active?.modal, modal.presentationOptions.focusesDefaultWhenEnabled,
      let action = modal.defaultAction,
      let index = modal.actions.firstIndex(where: { $0 === action })
    else { return }
    let wasEnabled = active?.defaultWasEnabled ?? action.isEnabled
    active?.defaultWasEnabled = action.isEnabled
    guard action.isEnabled, active?.focus != .action(index) else { return }
    var restsOnDisabled = false
    if case .action(let focused)? = active?.focus, modal.actions.indices.contains(focused) {
      restsOnDisabled = !modal.actions[focused].isEnabled
    }
    if !wasEnabled || restsOnDisabled { focus = .action(index) }
  }

  /// Moves focus `step` places along the focus order, wrapping at either end unless
  /// `wraps` is false, when it stays at the end it reached.
  func moveFocus(by step: Int, wraps: Bool = true) {
    guard let modal = active?.modal else { return }
    let cache = focusCache(of: modal)
    let order = cache.order
    guard !order.isEmpty else {
      active?.focus = nil
      return
    }
    guard let current = active?.focus, let index = cache.positions[current] else {
      active?.focus = step >= 0 ? order.first : order.last
      return
    }
    guard wraps || order.indices.contains(index + step) else { return }
    active?.focus = order[wrapped(index + step, count: order.count)]
  }
}

extension Presenter {
  /// Whether `target` is a text field of the active modal.
  func isTextField(_ target: FocusTarget) -> Bool {
    guard case .control(let index) = target, let modal = active?.modal,
      modal.controls.indices.contains(index), case .textField = modal.controls[index]
    else { return false }
    return true
  }

  /// Tab when the text fields share one stop: from a field to the first target past the
  /// fields, and into the fields at the one last edited.
  func moveFocus(acrossFieldsBy step: Int) {
    guard let modal = active?.modal else { return }
    let order = focusCache(of: modal).order
    guard let current = active?.focus, let start = order.firstIndex(of: current) else {
      return moveFocus(by: step)
    }
    var index = start
    for _ in 0..<order.count {
      index = wrapped(index + step, count: order.count)
      let target = order[index]
      if !isTextField(target) {
        active?.focus = target
        return
      }
      if !isTextField(current) {
        let field = active?.lastField ?? order.first(where: isTextField) ?? target
        active?.focus = field
        return
      }
    }
  }

  /// Up and Down among the text fields alone, wrapping.
  func moveFocus(amongFieldsBy step: Int) {
    guard let modal = active?.modal else { return }
    let fields = focusCache(of: modal).order.filter(isTextField)
    guard let current = active?.focus, let index = fields.firstIndex(of: current) else { return }
    active?.focus = fields[wrapped(index + step, count: fields.count)]
  }

  /// `index` brought into 0..<count, going round at either end.
  private func wrapped(_ index: Int, count: Int) -> Int {
    (index % count + count) % count
  }
}

/// The focus order of the active modal and where each target is in it, kept while the
/// modal's revision and arrangement stay the same, so a key costs no search.
struct FocusOrderCache {
  let revision: Int
  let arrangement: ButtonArrangement
  let order: [FocusTarget]
  let positions: [FocusTarget: Int]
}

extension Presenter {
  /// The active modal's focus order, made again only when it may have changed.
  func focusCache(of modal: any Modal) -> FocusOrderCache {
    let revision = modal.revision
    let arrangement = arrangement(of: modal)
    if let cache = active?.focusCache, cache.revision == revision,
      cache.arrangement == arrangement
    {
      return cache
    }
    let order = focusOrder(of: modal)
    var positions: [FocusTarget: Int] = [:]
    positions.reserveCapacity(order.count)
    for (index, target) in order.enumerated() { positions[target] = index }
    let cache = FocusOrderCache(
      revision: revision, arrangement: arrangement, order: order, positions: positions)
    active?.focusCache = cache
    return cache
  }
}

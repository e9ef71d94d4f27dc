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
    let asAdded = modal.presentationOptions.buttonOrder == .asAdded
    let tabStops = modal.controls.indices.filter { modal.controls[$0].isTabStop }
    if asAdded, let list = tabStops.first(where: { modal.controls[$0].isList }) {
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
    let count = order.count
    guard wraps || order.indices.contains(index + step) else { return }
    active?.focus = order[((index + step) % count + count) % count]
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

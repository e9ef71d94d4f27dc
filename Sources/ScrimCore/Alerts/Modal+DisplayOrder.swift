/// How a modal's buttons are arranged on screen.
public enum ButtonArrangement: Hashable, Sendable {
  /// Side by side: Cancel leading, the preferred action trailing.
  case row
  /// One above the other: the preferred action on top, Cancel at the bottom.
  case stack
}

extension Modal {
  /// The actions in the order a renderer shows them for `arrangement`, so that every
  /// renderer agrees.
  ///
  /// In a row, Cancel comes first (leading) and the preferred action last (trailing);
  /// in a stack, the preferred action is on top and Cancel at the bottom (UIKit, HIG,
  /// JET: "OK on right, Cancel on left"). Other actions keep the order they were added.
  /// With `PresentationOptions.buttonOrder` `.asAdded`, all keep the order they were added.
  ///
  /// - Complexity: O(n) in the number of actions.
  public func displayOrder(for arrangement: ButtonArrangement) -> [AlertAction] {
    let actions = self.actions
    return displayOrderIndices(for: arrangement).map { actions[$0] }
  }

  /// The indices in `actions` of `displayOrder(for:)`, found without searching, so that a
  /// sheet of 100,000 actions costs no more than a linear pass.
  ///
  /// - Complexity: O(n) in the number of actions.
  public func displayOrderIndices(for arrangement: ButtonArrangement) -> [Int] {
    let order = DisplayOrder(self, arrangement: arrangement)
    return (0..<order.count).map { order[$0] }
  }

  /// The arrangement used before a layout decides: action sheets stack, others use a row.
  public var naturalArrangement: ButtonArrangement { kind == .actionSheet ? .stack : .row }

  /// The cancel action, if any (the first one, should an invalid modal have two).
  public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

  /// The action Return chooses when no button has focus: the preferred action, or else
  /// the only enabled action that is neither Cancel nor destructive.
  ///
  /// A destructive action is never chosen by default: with "Cancel" and "Delete" and no
  /// preferred action, Return on a field does nothing rather than delete.
  public var defaultAction: AlertAction? {
    if let preferred = preferredAction { return preferred }
    // The first candidate, and whether there is a second, without collecting them: a
    // sheet may hold 100,000 actions and a screen reader asks on every key.
    var candidate: AlertAction?
    for action in actions where action.style == .default && action.isEnabled {
      if candidate != nil { return nil }
      candidate = action
    }
    return candidate
  }

  /// Whether a tap on the scrim dismisses this modal.
  public var dismissesOnBackgroundTap: Bool {
    presentationOptions.dismissOnBackgroundTap ?? kind.dismissesOnBackgroundTapByDefault
  }

  /// Whether Esc dismisses this modal when it has no Cancel action.
  public var dismissesOnEscape: Bool {
    presentationOptions.dismissOnEscape ?? (kind != .alert)
  }
}

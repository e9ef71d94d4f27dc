extension Presenter {
  /// How many keys and texts a modal holds while it waits for its actions; what comes
  /// after is dropped, as a terminal whose input buffer is full takes no more.
  public static let heldInputLimit = 256

  /// Holds `event` for the active modal while it has no action to give it to
  /// (`PresentationOptions.holdsInputUntilActions`).
  ///
  /// - Returns: Whether the modal waits for its actions: the event is held, or dropped past
  ///   `heldInputLimit`; either way nothing else may take it.
  func holdsInput(_ event: PresentationEvent) -> Bool {
    guard let modal = active?.modal, active?.phase != .dismissing,
      modal.presentationOptions.holdsInputUntilActions, modal.actions.isEmpty
    else { return false }
    if (active?.heldInput.count ?? 0) < Self.heldInputLimit { active?.heldInput.append(event) }
    return true
  }

  /// Takes what the active modal held once it has an action: the events, oldest first, to
  /// apply now; none while it still waits.
  func takeReleasedInput() -> [PresentationEvent] {
    guard let held = active?.heldInput, !held.isEmpty, active?.modal.actions.isEmpty == false
    else { return [] }
    active?.heldInput = []
    return held
  }

  /// Drops the oldest `count` events the active modal holds.
  func discardHeldInput(count: Int) {
    guard count > 0, let held = active?.heldInput, !held.isEmpty else { return }
    active?.heldInput.removeFirst(min(count, held.count))
  }

  /// How many keys and texts the active modal holds for its actions.
  public var heldInputCount: Int { active?.heldInput.count ?? 0 }
}

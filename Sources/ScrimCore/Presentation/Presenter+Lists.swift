extension Presenter {
  /// The row the keyboard is on in the active modal's choice list at `control` (an index in
  /// `Modal.controls`), or nil when there is no such list.
  ///
  /// A radio group's is its selection; a radiolist's, checklist's or menu's is kept by
  /// the presenter while the modal shows, never by the list, and starts at the list's
  /// `startingHighlightIndex` (else its selection).
  public func highlightedIndex(ofList control: Int) -> Int? {
    guard let modal = active?.modal, modal.controls.indices.contains(control),
      case .choice(let list) = modal.controls[control]
    else { return nil }
    return (active?.lists[control] ?? ListState(for: list)).highlight(in: list)
  }

  /// Runs `body` on the state of the list at `index` of the active modal, made when the
  /// list is first touched.
  func withList<Result>(
    _ list: ChoiceList, at index: Int, _ body: (inout ListState) -> Result
  ) -> Result {
    var state = active?.lists[index] ?? ListState(for: list)
    let result = body(&state)
    active?.lists[index] = state
    return result
  }
}

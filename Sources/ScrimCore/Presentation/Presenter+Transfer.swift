// Two lists that items move between (`TransferLists`): which one the keyboard is in, the
// showing's own (`ShowingEdits.listKeysAway`).
extension Presenter {
  /// `^` and `$` (dialog's buildlist) put the list keys in the first or the second of two
  /// transfer lists, whichever has them now.
  ///
  /// - Returns: Whether the text was such a key for such a list.
  func transferListTakes(_ text: String, in modal: any Modal) -> Bool {
    if text.count > 1, keyedTransferList(in: modal) != nil {
      // Keys that arrived together are taken one by one: one may send the keys on to the
      // other list before the next.
      for character in text {
        let key = String(character)
        if !transferListTakes(key, in: modal) { _ = handleText(key, in: modal) }
      }
      return true
    }
    guard text == "^" || text == "$", let (index, list) = keyedTransferList(in: modal),
      let partner = list.transferPartner, let other = modal.controlIndex(of: .choice(partner))
    else { return false }
    if (text == "^") != (index < other) { moveListKeys(from: list, to: partner, at: other) }
    return true
  }

  /// Whether the list at control `index` takes the list keys while a button has focus:
  /// false for the one of two transfer lists the keyboard is not in.
  func holdsListKeys(ofControl index: Int) -> Bool {
    active?.edits.listKeysAway.contains(index) != true
  }

  /// The transfer lists of `modal` the keyboard starts outside, by control index.
  func transferListsStartingAway(in modal: any Modal) -> Set<Int> {
    var away: Set<Int> = []
    for (index, control) in modal.controls.enumerated() {
      if case .choice(let list) = control, !list.startsWithListKeys { away.insert(index) }
    }
    return away
  }

  /// When moving an item emptied the list the keys are in, they follow the item to the
  /// other list, onto it (at `arrival`, the row it arrived at), as dialog's cursor does.
  func followTransfer(from list: ChoiceList, arrival: Int?, in modal: any Modal) {
    guard list.items.isEmpty, let partner = list.transferPartner,
      let other = modal.controlIndex(of: .choice(partner))
    else { return }
    moveListKeys(from: list, to: partner, at: other)
    if let arrival {
      withList(partner, at: other) { $0.moveHighlight(to: arrival, in: partner) }
    }
  }

  /// The transfer list that has the list keys: the focused one, or the one that holds them
  /// while a button has focus.
  private func keyedTransferList(in modal: any Modal) -> (Int, ChoiceList)? {
    if case .control(let index)? = active?.focus, modal.controls.indices.contains(index),
      case .choice(let list) = modal.controls[index], list.transferPartner != nil
    {
      return (index, list)
    }
    guard let (index, list) = untabbedList(in: modal), list.transferPartner != nil else {
      return nil
    }
    return (index, list)
  }

  /// Moves the list keys to `partner`, onto the row closest to the one they were on.
  private func moveListKeys(from list: ChoiceList, to partner: ChoiceList, at index: Int) {
    let from = active?.modal.controlIndex(of: .choice(list))
    if let from, let row = highlightedIndex(ofList: from),
      let closest = list.closestPartnerRow?(row)
    {
      withList(partner, at: index) { $0.moveHighlight(to: closest, in: partner) }
    }
    if let from { edits.listKeysAway.insert(from) }
    edits.listKeysAway.remove(index)
    if partner.isTabStop { active?.focus = .control(index) }
  }
}

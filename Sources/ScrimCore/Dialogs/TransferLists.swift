/// Two lists that items move between (dialog's buildlist; Material's transfer of items
/// between an available list and a chosen one): Space or a click on an item moves it to
/// the other list, `^` and `$` go to the first or the second list.
///
///     let lists = TransferLists(items: ["vim", "nano"].map { .init(title: $0) }, chosen: [1])
///     dialog.addControl(.choice(lists.available))
///     dialog.addControl(.choice(lists.chosen))
///     // after the dialog: lists.chosenIndices
///
/// Each list keeps its items in the order given, unless `keepsOrderOfChoosing`, where the
/// second list keeps them in the order they came to it. A screen reader gets two lists
/// whose items can be chosen several at a time; choosing one moves it.
@MainActor
public final class TransferLists {
  /// The items not chosen, in the order given.
  public let available: ChoiceList
  /// The items chosen.
  public let chosen: ChoiceList
  /// Whether the chosen list keeps its items in the order they were chosen (dialog's
  /// `--reorder`) rather than the order given.
  ///
  /// Defaults to false.
  public var keepsOrderOfChoosing = false
  /// The indices (in the items given) of the chosen items, in the chosen list's order.
  public private(set) var chosenIndices: [Int]

  private let items: [ChoiceList.Item]

  /// Makes the two lists; `chosen` (indices into `items`, out-of-range ones dropped) start
  /// in the second.
  public init(
    items: [ChoiceList.Item], chosen: [Int], availableTitle: String = "Available",
    chosenTitle: String = "Chosen"
  ) {
    self.items = items
    let picked = Set(chosen.filter { items.indices.contains($0) })
    chosenIndices = items.indices.filter { picked.contains($0) }
    available = ChoiceList(title: availableTitle, items: [])
    self.chosen = ChoiceList(title: chosenTitle, items: [])
    for list in [available, self.chosen] {
      list.selectionMode = .multiple
      list.showsMarks = false
      list.movesFocusAtEnds = false
    }
    // The keys start in the first list, or in the second when the first is empty.
    available.isTransferSource = true
    available.transferPartner = self.chosen
    self.chosen.transferPartner = available
    available.transfer = { [weak self] row in self?.move(row, toChosen: true) }
    self.chosen.transfer = { [weak self] row in self?.move(row, toChosen: false) }
    available.closestPartnerRow = { [weak self] row in self?.closest(to: row, fromChosen: false) }
    self.chosen.closestPartnerRow = { [weak self] row in self?.closest(to: row, fromChosen: true) }
    fill()
  }

  /// The row of the other list whose item is closest, in the order given, to the item at
  /// `row`: the one before it unless the one after is nearer, as dialog's `^` and `$` go.
  private func closest(to row: Int, fromChosen: Bool) -> Int? {
    let from = fromChosen ? chosenIndices : availableIndices
    let to = fromChosen ? availableIndices : chosenIndices
    guard from.indices.contains(row), !to.isEmpty else { return nil }
    let item = from[row]
    let before = to.lastIndex { $0 < item }
    let after = to.firstIndex { $0 > item }
    switch (before, after) {
    case (let before?, let after?):
      return item - to[before] > to[after] - item ? after : before
    case (let before?, nil): return before
    case (nil, let after?): return after
    case (nil, nil): return nil
    }
  }

  /// The indices (in the items given) of the items not chosen, in order.
  public var availableIndices: [Int] {
    let picked = Set(chosenIndices)
    return items.indices.filter { !picked.contains($0) }
  }

  /// Moves the item at `row` of one list to the other.
  ///
  /// - Returns: The row of the other list it arrived at.
  private func move(_ row: Int, toChosen: Bool) -> Int? {
    let from = toChosen ? availableIndices : chosenIndices
    guard from.indices.contains(row) else { return nil }
    let item = from[row]
    if toChosen {
      chosenIndices.append(item)
      if !keepsOrderOfChoosing { chosenIndices.sort() }
    } else {
      chosenIndices.removeAll { $0 == item }
    }
    fill()
    return (toChosen ? chosenIndices : availableIndices).firstIndex(of: item)
  }

  private func fill() {
    available.items = availableIndices.map { items[$0] }
    chosen.items = chosenIndices.map { items[$0] }
  }
}

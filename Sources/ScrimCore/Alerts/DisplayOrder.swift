/// A modal's buttons in display order as arithmetic over its actions' indices: where the
/// preferred action and Cancel go and the rest in the order they were added, found with one
/// pass and no array of 100,000 indices, so that a tree cut to a window around focus costs
/// the window.
struct DisplayOrder {
  /// How many actions there are.
  let count: Int
  /// The action shown first, moved from its place, if any.
  private let leading: Int?
  /// The action shown last, moved from its place, if any.
  private let trailing: Int?
  /// The moved actions' indices, ascending.
  private let moved: [Int]

  @MainActor
  init(_ modal: some Modal, arrangement: ButtonArrangement) {
    let actions = modal.actions
    count = actions.count
    guard modal.presentationOptions.buttonOrder != .asAdded else {
      leading = nil
      trailing = nil
      moved = []
      return
    }
    let preferredAction = modal.preferredAction
    var preferred: Int?
    var cancel: Int?
    for (index, action) in actions.enumerated() {
      if preferred == nil, let preferredAction, action === preferredAction { preferred = index }
      if cancel == nil, action.style == .cancel { cancel = index }
      if preferred != nil, cancel != nil { break }
    }
    // Preferred and Cancel the same action: it keeps Cancel's place.
    let distinct = preferred == cancel ? nil : preferred
    switch arrangement {
    case .row: (leading, trailing) = (cancel, distinct)
    case .stack: (leading, trailing) = (distinct, cancel)
    }
    moved = [leading, trailing].compactMap { $0 }.sorted()
  }

  /// The index in `actions` of the button shown at `position`.
  subscript(position: Int) -> Int {
    if let leading, position == 0 { return leading }
    if let trailing, position == count - 1 { return trailing }
    // The middle: the actions in order, skipping the two moved ones.
    var index = position - (leading == nil ? 0 : 1)
    for skipped in moved where skipped <= index { index += 1 }
    return index
  }

  /// Where the action at `index` is shown.
  func position(of index: Int) -> Int {
    if index == leading { return 0 }
    if index == trailing { return count - 1 }
    let before = moved.reduce(0) { $0 + ($1 < index ? 1 : 0) }
    return index - before + (leading == nil ? 0 : 1)
  }
}

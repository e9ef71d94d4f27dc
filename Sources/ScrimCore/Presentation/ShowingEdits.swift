/// What the user is doing to one showing of a modal beyond focus and the lists' rows, as
/// it shows: the part each picker's keys move, which lists have given the list keys to
/// their transfer partner, and the item being renamed in its row.
///
/// The presenter's, never the models': a modal shown again, or on another stage, starts
/// afresh because its showing's entry is new. A plain value, so the stage compares it
/// before resolving a scene again.
struct ShowingEdits: Hashable {
  /// The part each date picker's keys move, by control index; a picker not named is on
  /// its starting part.
  var dateParts: [Int: DatePicker.Part] = [:]
  /// The field each time picker's keys move, by control index; a picker not named is on
  /// its starting field.
  var timeParts: [Int: TimePicker.Part] = [:]
  /// The transfer lists (by control index) that do not have the list keys while a button
  /// has focus: the other of each pair has them.
  var listKeysAway: Set<Int> = []
  /// The item being renamed in its row and its editor's text, or nil; made from the
  /// presenter's editor when read (`Presenter.showingEdits`).
  var renamed: RenamedRow?
}

/// An item being renamed in its row (`ChoiceList.renameAction`), as it shows: the new
/// detail typed so far and where its insertion point is.
struct RenamedRow: Hashable, Sendable {
  /// The list's control index.
  var control: Int
  /// The item's index in the list.
  var item: Int
  /// The editor's text: the item's new detail.
  var text: String
  /// The insertion point, in characters from the start of `text`.
  var cursor: Int

  /// The text before the insertion point, which the caret follows.
  var textBeforeCaret: String { String(text.prefix(cursor)) }
}

/// The editor of an item being renamed in its row: the presenter's, for one showing.
struct ItemRenaming {
  /// The list's control index.
  let control: Int
  /// The item's index in the list.
  let item: Int
  /// The new detail being typed, starting as the item's detail.
  let editor: TextField

  /// What it shows now.
  @MainActor var row: RenamedRow {
    RenamedRow(control: control, item: item, text: editor.text, cursor: editor.cursor)
  }
}

extension Presenter {
  /// What the user is doing to the active showing that its scene shows, the item being
  /// renamed included; empty when none is active.
  var showingEdits: ShowingEdits {
    // Asked every frame: read in place, never copying the entry.
    guard var edits = active?.edits else { return ShowingEdits() }
    edits.renamed = renamedRow
    return edits
  }

  /// The item being renamed in its row in the active showing, as it shows, or nil.
  var renamedRow: RenamedRow? { active?.renaming?.row }
}

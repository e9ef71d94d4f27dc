/// What the user is doing to one showing of a modal beyond focus and the lists' rows, as
/// it shows: the part each picker's keys move, and which lists have given the list keys to
/// their transfer partner (the item being renamed is `Presenter.Entry.renaming`).
///
/// The presenter's, never the models': a modal shown again, or on another stage, starts
/// afresh because its showing's entry is new.
struct ShowingEdits: Hashable {
  /// The part each date picker's keys move, by control index; a picker not named is on
  /// its starting part.
  var dateParts: [Int: DatePicker.Part] = [:]
  /// The field each time picker's keys move, by control index; a picker not named is on
  /// its starting field.
  var timeParts: [Int: TimePicker.Part] = [:]
  /// The focused cell of each GTK-convention date picker's grid, by control index; a
  /// picker not named has none yet.
  var focusedDayCells: [Int: Int] = [:]
  /// The transfer lists (by control index) that do not have the list keys while a button
  /// has focus: the other of each pair has them.
  var listKeysAway: Set<Int> = []
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
  /// The list itself: a list put in its place while the editor is open is not renamed.
  let list: ObjectIdentifier
  /// The item's index in the list.
  let item: Int
  /// The new detail being typed, starting as the item's detail.
  let editor: TextField

  /// What it shows now.
  @MainActor var row: RenamedRow {
    RenamedRow(control: control, item: item, text: editor.text, cursor: editor.cursor)
  }
}

/// Whether what the user is doing to a showing changed, as a few numbers the stage
/// compares every frame: reading them copies nothing of the showing.
struct ShowingEditsKey: Hashable {
  /// `Presenter.editsGeneration`: grows with every change to a showing's edits or
  /// renaming, and with every showing that starts.
  var generation: Int
  /// The open editor's revision, which grows as the user types into it; nil without one.
  var editor: Int?
  /// How many fields show their errors: within a showing they are only ever added to.
  var revealedErrors: Int
}

extension Presenter {
  /// What the user is doing to the active showing beyond focus and lists; setting it to
  /// something new counts a new generation, so the stage sees it changed.
  var edits: ShowingEdits {
    get { active?.edits ?? ShowingEdits() }
    set {
      // A key that leaves the part where it was (a day moved) changes nothing here: the
      // stage then makes only the picker's node again, not the whole tree.
      guard active?.edits != newValue else { return }
      active?.edits = newValue
      editsGeneration &+= 1
    }
  }

  /// The item being renamed in its row in the active showing, and its editor; setting it
  /// counts a new generation.
  var renaming: ItemRenaming? {
    get { active?.renaming }
    set {
      active?.renaming = newValue
      editsGeneration &+= 1
    }
  }

  /// The item being renamed in its row in the active showing, as it shows, or nil.
  var renamedRow: RenamedRow? { active?.renaming?.row }

  /// What the stage compares to tell that the showing's edits changed: asked every frame,
  /// so it reads a few numbers in place.
  var editsKey: ShowingEditsKey {
    ShowingEditsKey(
      generation: editsGeneration, editor: active?.renaming?.editor.revision,
      revealedErrors: active?.revealedErrors.count ?? 0)
  }
}

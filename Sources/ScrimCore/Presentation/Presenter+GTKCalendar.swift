// The keys of a date picker with GTK's convention: its focused day is the showing's
// (`ShowingEdits.focusedDayCells`), as GTK 3 keeps it apart from the picked day.
extension Presenter {
  /// The cell of GTK's grid the focused day is on in the picker at control `index`, or nil
  /// while it has none.
  func focusedDayCell(ofControl index: Int) -> Int? {
    active?.edits.focusedDayCells[index]
  }

  /// Gives `key` to a GTK-convention picker: the arrows move its focused day, Return is
  /// kept from the default button (GTK's calendar does not pass it on); the rest is not
  /// the picker's.
  ///
  /// - Returns: Whether the picker used it.
  func gtkCalendarUses(_ key: Key, at index: Int) -> Bool {
    if key == .enter { return true }
    guard
      let cell = DatePicker.gtkFocusedCell(after: key, from: focusedDayCell(ofControl: index))
    else { return false }
    edits.focusedDayCells[index] = cell
    return true
  }

  /// Space on a GTK-convention picker picks its focused day, if it has one.
  ///
  /// - Returns: Whether the picker used the text.
  func gtkCalendarUses(text: String, _ picker: DatePicker, at index: Int) -> Bool {
    guard text == " " else { return false }
    if let cell = focusedDayCell(ofControl: index) {
      edits.focusedDayCells[index] = picker.gtkPick(cell: cell)
    }
    return true
  }
}

extension Presenter {
  /// What this showing adds to its control nodes (`ShowingNodes`): the errors shown, the
  /// item being renamed, and each GTK-convention picker's focused day, spoken.
  var showingNodes: ShowingNodes {
    var showing = ShowingNodes(fieldErrors: fieldErrors, renamed: renamedRow)
    guard let cells = active?.edits.focusedDayCells, !cells.isEmpty, let modal = active?.modal
    else { return showing }
    for (index, cell) in cells where modal.controls.indices.contains(index) {
      guard case .datePicker(let picker) = modal.controls[index] else { continue }
      showing.focusedDays[index] = picker.spoken(picker.gtkDate(ofCell: cell))
    }
    return showing
  }
}

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
  /// `node` with the focused day of each GTK-convention picker added to its hint, so a
  /// screen reader hears where Space would pick: "Tuesday 10 August 2004; focused: Sunday
  /// 25 July 2004".
  func describingFocusedDays(in node: AccessibilityNode) -> AccessibilityNode {
    guard let entry = active, !entry.edits.focusedDayCells.isEmpty else { return node }
    var node = node
    if node.role == .datePicker, case .modal(.control(let index))? = node.target,
      let cell = entry.edits.focusedDayCells[index], entry.modal.controls.indices.contains(index),
      case .datePicker(let picker) = entry.modal.controls[index]
    {
      let focused = picker.spoken(picker.gtkDate(ofCell: cell))
      node.hint = [node.hint, "focused: \(focused)"].compactMap { $0 }.joined(separator: "; ")
    }
    node.children = node.children.map(describingFocusedDays)
    return node
  }
}

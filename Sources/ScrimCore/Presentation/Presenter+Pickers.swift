// What the presenter does for a date or time picker beyond handing it keys: which part
// its keys move (the showing's own), where focus lands on it, and a click on a day.
extension Presenter {
  /// The part the keys move in the active modal's date picker at control `index`.
  func datePart(ofControl index: Int, _ picker: DatePicker) -> DatePicker.Part {
    active?.edits.dateParts[index] ?? picker.startingPart
  }

  /// The field the keys move in the active modal's time picker at control `index`.
  func timePart(ofControl index: Int, _ picker: TimePicker) -> TimePicker.Part {
    active?.edits.timeParts[index] ?? picker.startingPart
  }

  /// After `key` moved focus from `before` onto a date or time picker, puts the keys on
  /// its first part when focus came forward, its last when it came back.
  func pickerEntered(by key: Key, from before: FocusTarget?) {
    guard let focus = active?.focus, focus != before, case .control(let index) = focus,
      let modal = active?.modal, modal.controls.indices.contains(index)
    else { return }
    let forward = [.tab, .controlTab, .down, .right].contains(key)
    switch modal.controls[index] {
    case .datePicker(let picker):
      edits.dateParts[index] = picker.enteredPart(forward: forward)
    case .timePicker(let picker):
      edits.timeParts[index] = picker.enteredPart(forward: forward)
    default: break
    }
  }

  /// Gives `key` to the date or time picker at control `index`, on the part its keys move.
  ///
  /// - Returns: Whether the picker used it; nil when the control is no picker.
  func pickerUses(_ key: Key, _ control: Control, at index: Int) -> Bool? {
    switch control {
    case .datePicker(let picker) where picker.keyConvention == .gtk:
      return gtkCalendarUses(key, at: index)
    case .datePicker(let picker):
      return movingDatePart(of: picker, at: index) { picker.uses(key, part: &$0) }
    case .timePicker(let picker):
      let before = timePart(ofControl: index, picker)
      var part = before
      let used = picker.uses(key, part: &part)
      if part != before { edits.timeParts[index] = part }
      return used
    default:
      return nil
    }
  }

  /// Gives typed text (dialog's `+`, `-`, `hjkl`) to the picker at control `index`.
  ///
  /// - Returns: Whether the picker used it; nil when the control is no picker.
  func pickerUses(text: String, _ control: Control, at index: Int) -> Bool? {
    switch control {
    case .datePicker(let picker) where picker.keyConvention == .gtk:
      return gtkCalendarUses(text: text, picker, at: index)
    case .datePicker(let picker):
      return movingDatePart(of: picker, at: index) { picker.uses(text: text, part: &$0) }
    case .timePicker(let picker):
      return picker.uses(text: text, part: timePart(ofControl: index, picker))
    default:
      return nil
    }
  }

  /// Runs `use` on the part the date picker at `index` has the keys on, keeping the part
  /// it moved to; the showing's edits are written only when the part moved, as most keys
  /// move the date.
  private func movingDatePart(
    of picker: DatePicker, at index: Int, _ use: (inout DatePicker.Part) -> Bool
  ) -> Bool {
    let before = datePart(ofControl: index, picker)
    var part = before
    let used = use(&part)
    if part != before { edits.dateParts[index] = part }
    return used
  }

  /// A click on `day` of the picker at `index`: focus goes to it, onto its days, and the
  /// day is picked.
  func clickDay(_ day: Int, ofControl index: Int, in modal: any Modal) {
    guard modal.controls.indices.contains(index),
      case .datePicker(let picker) = modal.controls[index]
    else { return }
    active?.focus = .control(index)
    edits.dateParts[index] = .day
    picker.pick(day: day)
    if picker.keyConvention == .gtk {
      edits.focusedDayCells[index] = picker.gtkCell(of: picker.date)
    }
  }
}

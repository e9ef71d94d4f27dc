// What the presenter does for a date or time picker beyond handing it keys: which part
// focus lands on, and a click on a day.
extension Presenter {
  /// After `key` moved focus from `before` onto a date or time picker, puts the keys on
  /// its first part when focus came forward, its last when it came back.
  func pickerEntered(by key: Key, from before: FocusTarget?) {
    guard let focus = active?.focus, focus != before, case .control(let index) = focus,
      let modal = active?.modal, modal.controls.indices.contains(index)
    else { return }
    let forward = [.tab, .controlTab, .down, .right].contains(key)
    switch modal.controls[index] {
    case .datePicker(let picker): picker.focusEntered(forward: forward)
    case .timePicker(let picker): picker.focusEntered(forward: forward)
    default: break
    }
  }

  /// A click on `day` of the picker at `index`: focus goes to it and the day is picked.
  func clickDay(_ day: Int, ofControl index: Int, in modal: any Modal) {
    guard modal.controls.indices.contains(index),
      case .datePicker(let picker) = modal.controls[index]
    else { return }
    active?.focus = .control(index)
    picker.pick(day: day)
  }
}

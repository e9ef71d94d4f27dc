import ScrimCore

// A choice list in line mode: its items numbered once (a menu may hold hundreds), then one
// question, answered by number or tag; a checklist takes several at once.
extension AccessibleRunner {
  /// Lists the items and asks for the choice (or, for a checklist, the checked items), then
  /// hands each change to the stage as a screen reader's activation.
  ///
  /// - Returns: What stopped the asking, or nil.
  func fill(_ list: ChoiceList, at index: Int, on stage: Stage) -> LineInput? {
    say(list.title + ":")
    let isChecklist = list.selectionMode == .multiple
    for (number, item) in list.items.enumerated() {
      var line = "  \(number + 1). \(UserText.visible(item.title))"
      if list.showsDetails, let detail = item.detail, !detail.isEmpty {
        line += " — \(UserText.visible(detail))"
      }
      if isChecklist, list.isChecked(number) { line += " (checked)" }
      io.write(line + "\n")
    }
    let titles = list.items.map(\.title)
    guard isChecklist else {
      switch ask(among: titles, fallback: list.selectedIndex, noun: "an option") {
      case .answer(let option):
        stage.handle(.accessibilityActivate(.modal(.choiceOption(control: index, option: option))))
        return nil
      case .stopped(let input): return input
      }
    }
    switch askMany(among: titles, current: list.checkedIndices) {
    case .answer(let wanted):
      // Each item whose mark must change is activated once, as a click on its row would be.
      let current = Set(list.checkedIndices)
      for option in current.symmetricDifference(wanted).sorted() {
        stage.handle(.accessibilityActivate(.modal(.choiceOption(control: index, option: option))))
      }
      return nil
    case .stopped(let input): return input
    }
  }
}

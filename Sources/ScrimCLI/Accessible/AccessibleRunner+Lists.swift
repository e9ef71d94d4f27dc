import ScrimCore

// A list in line mode, read from its node: its items numbered once (a menu may hold
// hundreds), then one question, answered by number or name; a list that takes several
// (a checklist) takes several at once.
extension AccessibleRunner {
  /// Lists the items and asks for the choice (or, for a checklist, the checked items), then
  /// hands each change to the stage as a screen reader's activation of the item.
  ///
  /// - Returns: What stopped the asking, or nil.
  func fill(list: AccessibilityNode, on stage: Stage) -> LineInput? {
    say(list.label + ":")
    let items = list.children
    for (index, item) in items.enumerated() {
      io.write(LineReading.itemLine(item, number: index + 1, in: list) + "\n")
    }
    let labels = items.map(\.label)
    guard list.isMultiselectable else {
      switch ask(among: labels, fallback: items.firstIndex(where: \.isSelected), noun: "an option")
      {
      case .answer(let option):
        if let target = items[option].target { stage.handle(.accessibilityActivate(target)) }
        return nil
      case .stopped(let input): return input
      }
    }
    let current = items.indices.filter { items[$0].isSelected }
    switch askMany(among: labels, current: current) {
    case .answer(let wanted):
      // Each item whose mark must change is activated once, as a click on its row would be.
      for option in Set(current).symmetricDifference(wanted).sorted() {
        if let target = items[option].target { stage.handle(.accessibilityActivate(target)) }
      }
      return nil
    case .stopped(let input): return input
    }
  }
}

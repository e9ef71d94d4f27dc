import ScrimCore
import ScrimTesting
import Testing

/// A tree cut to a window around focus, as a renderer that mirrors it on every key asks
/// for it: bounded, the focused row inside, and each cut row saying where it is in the set.
@MainActor
@Suite struct WindowedTreeTests {
  @Test("the window holds the focus with room on both sides and moves by half its size")
  func windowSteps() {
    let window = AccessibilityWindow(limit: 200)
    #expect(window.range(around: 5, count: 150) == 0..<150, "short runs are whole")
    #expect(window.range(around: nil, count: 100_000) == 0..<200)
    #expect(window.range(around: 120, count: 100_000) == 50..<250)
    #expect(window.range(around: 199, count: 100_000) == 50..<250, "same window: no renames")
    #expect(window.range(around: 200, count: 100_000) == 150..<350)
    #expect(window.range(around: 99_999, count: 100_000) == 99_800..<100_000)
    for focus in stride(from: 0, to: 100_000, by: 997) {
      let range = window.range(around: focus, count: 100_000)
      #expect(range.count == 200 && range.contains(focus))
    }
  }

  @Test("a list of 100,000 rows: 200 items around the highlight, each with its place")
  func longList() throws {
    let list = ChoiceList(title: "row", options: (0..<100_000).map { "Row \($0)" })
    list.startingHighlightIndex = 500
    let dialog = Dialog(title: "Pick", message: nil)
    dialog.addControl(.choice(list))
    let tree = dialog.accessibilityTree(
      focus: .control(0), arrangement: .row, highlights: [0: 500],
      window: AccessibilityWindow(limit: 200))
    let items = try #require(tree.children.first { $0.role == .list }).children
    #expect(items.count == 200)
    let focused = try #require(items.first { $0.isFocused })
    #expect(focused.label == "Row 500")
    #expect(focused.positionInSet == 501 && focused.setSize == 100_000)
    #expect(items.map(\.positionInSet) == (451...650).map { $0 })
    #expect(focused.description == #"list item "Row 500" [501 of 100000, focused]"#)
    #expect(focused.target == .modal(.choiceOption(control: 0, option: 500)))
  }

  @Test("a short list and a whole tree carry no places: their order says it")
  func shortListUnchanged() {
    let dialog = Dialog(title: "Pick", message: nil)
    dialog.addControl(.choice(ChoiceList(title: "row", options: ["A", "B"])))
    dialog.addAction(AlertAction(title: "OK"))
    let window = AccessibilityWindow(limit: 200)
    let cut = dialog.accessibilityTree(
      focus: nil, arrangement: .row, highlights: [:], window: window)
    #expect(cut == dialog.accessibilityTree(focus: nil, arrangement: .row))
    #expect(cut.flattened.allSatisfy { $0.positionInSet == nil && $0.setSize == nil })
  }

  @Test("a sheet of 100,000 actions: the buttons around the focused one, in display order")
  func longSheet() throws {
    let sheet = AlertController(title: "Pick", message: nil, preferredStyle: .actionSheet)
    for index in 0..<100_000 { sheet.addAction(AlertAction(title: "Item \(index)")) }
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.preferredAction = sheet.actions[70_000]
    let window = AccessibilityWindow(limit: 200)
    let whole = sheet.accessibilityTree(focus: .action(100_000), arrangement: .stack)
    let cut = sheet.accessibilityTree(
      focus: .action(100_000), arrangement: .stack, highlights: [:], window: window)
    let buttons = cut.children.filter { $0.role == .button }
    #expect(buttons.count == 200)
    #expect(buttons.last?.label == "Cancel" && buttons.last?.isFocused == true)
    #expect(buttons.last?.positionInSet == 100_001 && buttons.last?.setSize == 100_001)
    // The same buttons as the whole tree's at those places, apart from the places.
    let wholeButtons = whole.children.filter { $0.role == .button }
    for button in buttons {
      var bare = button
      bare.positionInSet = nil
      bare.setSize = nil
      let place = try #require(button.positionInSet)
      #expect(wholeButtons[place - 1] == bare)
    }
    let top = sheet.accessibilityTree(
      focus: .action(70_000), arrangement: .stack, highlights: [:], window: window)
    let first = try #require(top.children.first { $0.role == .button })
    #expect(first.label == "Item 70000" && first.isFocused && first.isSelected)
  }

  @Test("display order by arithmetic matches the order the buttons are shown in")
  func displayOrder() {
    let alert = AlertController(title: "Save?", message: nil, preferredStyle: .alert)
    let titles = ["A", "Cancel", "B", "Save", "C"]
    for title in titles {
      alert.addAction(AlertAction(title: title, style: title == "Cancel" ? .cancel : .default))
    }
    alert.preferredAction = alert.actions[3]
    #expect(
      alert.displayOrderIndices(for: .row).map { titles[$0] } == [
        "Cancel", "A", "B", "C", "Save",
      ])
    #expect(
      alert.displayOrderIndices(for: .stack).map { titles[$0] } == [
        "Save", "A", "B", "C", "Cancel",
      ])
  }
}

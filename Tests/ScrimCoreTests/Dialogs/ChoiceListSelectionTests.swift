import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct ChoiceListSelectionTests {
  private func present(_ list: ChoiceList) throws -> Presenter {
    let dialog = Dialog(title: "Pick")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    try presenter.present(dialog)
    return presenter
  }

  @Test("by default the arrows move the choice, as in a radio group")
  func followsFocus() throws {
    let list = ChoiceList(title: "Size", options: ["S", "M", "L"])
    let presenter = try present(list)
    presenter.handle(.key(.down))
    #expect(list.selectedIndex == 1)
    #expect(presenter.highlightedIndex(ofList: 0) == 1)
  }

  @Test("a radiolist's arrows move the highlight; Space marks the highlighted item")
  func markedMovesHighlightOnly() throws {
    let list = ChoiceList(title: "Size", options: ["S", "M", "L"], selectedIndex: 0)
    list.selectionMode = .marked
    let presenter = try present(list)
    presenter.handle(.key(.down))
    presenter.handle(.key(.down))
    #expect(presenter.highlightedIndex(ofList: 0) == 2)
    #expect(list.selectedOption == "S", "moving does not choose")
    presenter.handle(.text(" "))
    #expect(list.selectedOption == "L")
    #expect(list.isMarked(2) && !list.isMarked(0))
  }

  @Test("a radiolist may start with nothing marked, until Space marks a row")
  func markedStartsEmpty() throws {
    let list = ChoiceList(title: "Size", options: ["S", "M", "L"])
    list.selectionMode = .marked
    list.hasMarkedItem = false
    let presenter = try present(list)
    #expect(!list.items.indices.contains(where: list.isMarked))
    presenter.handle(.key(.down))
    #expect(!list.items.indices.contains(where: list.isMarked), "moving marks nothing")
    presenter.handle(.text(" "))
    #expect(list.hasMarkedItem && list.isMarked(1))
  }

  @Test("a checklist's Space checks and unchecks; its checked items come back sorted")
  func multipleToggles() throws {
    let list = ChoiceList(title: "Parts", options: ["a", "b", "c", "d"])
    list.selectionMode = .multiple
    list.checkedIndices = [3, 9]
    #expect(list.checkedIndices == [3], "an index outside the list is dropped")
    let presenter = try present(list)
    presenter.handle(.key(.down))
    presenter.handle(.text(" "))
    presenter.handle(.key(.up))
    presenter.handle(.text(" "))
    #expect(list.checkedIndices == [0, 1, 3])
    presenter.handle(.text(" "))
    #expect(list.checkedIndices == [1, 3])
  }

  @Test("a list that stops at its ends keeps focus; Tab still leaves it")
  func stopsAtEnds() throws {
    let list = ChoiceList(title: "Size", options: ["S", "M"])
    list.movesFocusAtEnds = false
    let presenter = try present(list)
    presenter.handle(.key(.up))
    #expect(presenter.focus == .control(0))
    presenter.handle(.key(.down))
    presenter.handle(.key(.down))
    #expect(presenter.focus == .control(0))
    #expect(list.selectedIndex == 1)
    presenter.handle(.key(.tab))
    #expect(presenter.focus != .control(0))
  }

  @Test("a list that moves focus at its ends (the default) hands it on past the last item")
  func movesFocusAtEnds() throws {
    let list = ChoiceList(title: "Size", options: ["S", "M"])
    let presenter = try present(list)
    presenter.handle(.key(.down))
    presenter.handle(.key(.down))
    #expect(presenter.focus != .control(0))
  }

  @Test("a letter jumps to the next item whose tag starts with it, wrapping, ignoring case")
  func typeAhead() throws {
    let list = ChoiceList(title: "Fruit", options: ["apple", "Banana", "blueberry", "cherry"])
    let presenter = try present(list)
    presenter.handle(.text("b"))
    #expect(presenter.highlightedIndex(ofList: 0) == 1)
    presenter.handle(.text("B"))
    #expect(presenter.highlightedIndex(ofList: 0) == 2)
    presenter.handle(.text("b"))
    #expect(
      presenter.highlightedIndex(ofList: 0) == 1, "after the last match it wraps to the first")
    presenter.handle(.text("z"))
    #expect(presenter.highlightedIndex(ofList: 0) == 1, "no match leaves it where it was")
  }

  @Test("Home, End, PageUp and PageDown move the highlight and stop at the ends")
  func pageKeys() throws {
    let list = ChoiceList(title: "Many", options: (0..<50).map { "item \($0)" })
    let presenter = try present(list)
    presenter.handle(.key(.end))
    #expect(presenter.highlightedIndex(ofList: 0) == 49)
    presenter.handle(.key(.pageDown))
    #expect(presenter.highlightedIndex(ofList: 0) == 49)
    presenter.handle(.key(.home))
    #expect(presenter.highlightedIndex(ofList: 0) == 0)
    presenter.handle(.key(.pageDown))
    #expect((presenter.highlightedIndex(ofList: 0) ?? 0) > 1)
    #expect(presenter.focus == .control(0))
  }

  @Test("items carry a tag and a detail; options still reads and writes the tags")
  func itemsAndOptions() {
    let list = ChoiceList(
      title: "Pick", items: [.init(title: "1", detail: "Install"), .init(title: "2")])
    #expect(list.options == ["1", "2"])
    list.options = ["x"]
    #expect(list.items == [ChoiceList.Item(title: "x")])
    #expect(list.selectedIndex == 0)
  }

  @Test("the row the keyboard was on outlives the showing in the dismissal's result")
  func resultCarriesHighlight() throws {
    let list = ChoiceList(title: "Parts", options: ["a", "b", "c", "d"])
    list.selectionMode = .multiple
    let dialog = Dialog(title: "Pick")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    var result: DismissResult?
    try presenter.present(dialog) { result = $0 }
    presenter.handle(.key(.down))
    presenter.handle(.key(.down))
    presenter.handle(.key(.escape))
    presenter.update()
    #expect(presenter.highlightedIndex(ofList: 0) == nil, "the stage forgot it")
    #expect(result?.highlights == [0: 2])
    #expect(list.checkedIndices.isEmpty, "moving checked nothing")
  }
}

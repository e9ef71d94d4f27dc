@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Two lists that items move between (dialog's `--buildlist`), driven through the stage
/// with the buttons keeping focus, as dialog's do.
@MainActor
@Suite("transfer lists: Space moves, ^ and $ switch, the keys follow an emptied list")
struct TransferListsTests {
  private func stage(_ lists: TransferLists) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 24),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Build")
    for list in [lists.available, lists.chosen] {
      list.isTabStop = false
      dialog.addControl(.choice(list))
    }
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func lists() -> TransferLists {
    TransferLists(
      items: ["one", "two", "three", "four"].map { ChoiceList.Item(title: $0) }, chosen: [0, 2])
  }

  @Test("items start in the list their status says, each in the order given")
  func startingLists() {
    let lists = lists()
    #expect(lists.available.options == ["two", "four"])
    #expect(lists.chosen.options == ["one", "three"])
    #expect(lists.availableIndices == [1, 3] && lists.chosenIndices == [0, 2])
  }

  @Test("Space moves the row the keys are on; the chosen list keeps the order given")
  func spaceMoves() throws {
    let lists = lists()
    let stage = try stage(lists)
    stage.handle(.key(.down))
    stage.handle(.text(" "))
    #expect(lists.chosenIndices == [0, 2, 3])
    #expect(lists.chosen.options == ["one", "three", "four"])
    lists.keepsOrderOfChoosing = true
    stage.handle(.text(" "))
    #expect(lists.chosenIndices == [0, 2, 3, 1], "in the order chosen")
  }

  @Test("$ and ^ move the list keys between the lists; an emptied list sends them on")
  func switching() throws {
    let lists = lists()
    let stage = try stage(lists)
    stage.handle(.text("$"))
    stage.handle(.text(" "))
    #expect(lists.chosenIndices == [2], "one, closest to two where the keys were, went back")
    stage.handle(.text("^"))
    stage.handle(.text(" "))
    #expect(lists.chosenIndices == [1, 2], "two, before three and as near as four, came over")
    // Empty the first list: the keys follow the last item, onto it.
    stage.handle(.text(" "))
    stage.handle(.text(" "))
    #expect(lists.available.items.isEmpty)
    stage.handle(.text(" "))
    #expect(lists.availableIndices == [0], "the item the keys followed went back")
  }

  @Test("a click on a row moves it; the tree has both lists, named")
  func clickAndTree() throws {
    let lists = lists()
    let stage = try stage(lists)
    let nodes = stage.scene().accessibilityTrees.flatMap(\.flattened)
    let names = nodes.filter { $0.role == .list }.map(\.label)
    #expect(names == ["Available", "Chosen"])
    stage.handle(.accessibilityActivate(.modal(.choiceOption(control: 1, option: 0))))
    #expect(lists.chosenIndices == [2])
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A list that shows a hierarchy (dialog's `--treeview`, Material's list with hierarchy):
/// its rows indented by depth, its items' levels and open branches in the tree a screen
/// reader walks, and Space marking the row the keyboard is on.
@MainActor
@Suite("a list with hierarchy: rows by depth, levels and branches in its tree")
struct ChoiceListHierarchyTests {
  private func tree() -> ChoiceList {
    let list = ChoiceList(
      title: "Files",
      items: [
        .init(title: "root", depth: 0), .init(title: "etc", depth: 1),
        .init(title: "passwd", depth: 2), .init(title: "home", depth: 1),
      ])
    list.showsHierarchy = true
    list.selectionMode = .marked
    list.hasMarkedItem = false
    return list
  }

  private func stage(_ list: ChoiceList) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 20),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let dialog = Dialog(title: "Tree")
    dialog.addControl(.choice(list))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func items(_ stage: Stage) -> [AccessibilityNode] {
    let nodes = stage.scene().accessibilityTrees.flatMap(\.flattened)
    return nodes.filter { $0.role == .listItem }
  }

  @Test("each item's level from 1, and a branch with items under it says it is expanded")
  func levelsAndBranches() throws {
    let stage = try stage(tree())
    let items = items(stage)
    #expect(items.map(\.label) == ["root", "etc", "passwd", "home"], "named without guides")
    #expect(items.map(\.level) == [1, 2, 3, 2])
    #expect(items.map(\.isExpanded) == [true, true, nil, nil])
    #expect(items[1].description.contains("level 2, expanded"))
  }

  @Test("a flat list says no level")
  func flatListHasNoLevels() throws {
    let list = tree()
    list.showsHierarchy = false
    let stage = try stage(list)
    #expect(items(stage).allSatisfy { $0.level == nil && $0.isExpanded == nil })
  }

  @Test("rows are indented by depth with a guide for each level above them")
  func rowsShowGuides() throws {
    let stage = try stage(tree())
    var lines: [String] = []
    for case .modal(let state) in stage.scene().layers {
      lines = state.layout.items.flatMap(\.lines)
    }
    #expect(lines.contains("root"))
    #expect(lines.contains("│  etc"))
    #expect(lines.contains("│  │  passwd"))
  }

  @Test("a depth beyond the deepest shown level is drawn at it, not a row of guides")
  func deepItemIsCapped() throws {
    let list = tree()
    list.items.append(.init(title: "deep", depth: Int.max))
    #expect(list.items.last?.depth == Int.max)
    #expect(list.rowText(at: 4).count == 64 * 3 + 4)
    let negative = ChoiceList.Item(title: "up", depth: -3)
    #expect(negative.depth == 0)
    // Its node, made on every frame, says the level it is drawn at.
    let stage = try stage(list)
    #expect(items(stage).last?.level == 65)
  }

  @Test("Space marks the row the keyboard is on; none is marked before")
  func spaceMarks() throws {
    let list = tree()
    let stage = try stage(list)
    #expect(items(stage).allSatisfy { !$0.isSelected })
    stage.handle(.key(.down))
    stage.handle(.key(.down))
    stage.handle(.text(" "))
    #expect(list.hasMarkedItem)
    #expect(list.selectedOption == "passwd")
    #expect(items(stage).map(\.isSelected) == [false, false, true, false])
  }
}

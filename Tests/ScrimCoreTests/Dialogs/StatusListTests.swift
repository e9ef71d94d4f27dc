@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A status list on the stage: its names and chips in columns the core lays out in the
/// renderer's units, its states centred in their chips, no focus, and a read-only list in
/// the accessibility tree.
@MainActor
@Suite("a status list: its columns, its chips and its tree")
struct StatusListTests {
  private let items: [StatusList.Item] = [
    .init(name: "Install", state: "Succeeded"), .init(name: "Willow mill", state: "Failed"),
    .init(name: "iii", state: "40%", fraction: 0.4),
  ]

  private func state(
    of list: StatusList, measurer: some TextMeasurer, metrics: LayoutMetrics, width: Int
  ) throws -> (ModalLayerState, ModalLayout.ItemFrame, StatusListElement) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: width, height: 40 * metrics.controlHeight),
      measurer: measurer, metrics: metrics, reducesMotion: true)
    let dialog = Dialog(title: "Steps", message: "Working")
    dialog.addControl(.statusList(list))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    for case .modal(let state) in stage.scene().layers {
      let item = try #require(state.layout.items.first { $0.index == 0 })
      guard case .statusList(let element) = state.controls[0] else { break }
      return (state, item, element)
    }
    throw StatusListTestError()
  }

  @Test("in points with a proportional font, every chip starts at one x and the names before")
  func chipsAlignInPoints() throws {
    let measurer = ProportionalMeasurer()
    let (_, item, element) = try state(
      of: StatusList(items: items), measurer: measurer, metrics: .points, width: 1024)
    let frames = element.rowFrames(in: item.frame, metrics: .points)
    #expect(Set(frames.map(\.chip.x)).count == 1, "one column of chips")
    #expect(frames.allSatisfy { $0.chip.width == 112 }, "Material's narrowest chip")
    let widestName = items.map { measurer.width(of: $0.name) }.max() ?? 0
    #expect(frames[0].chip.x - item.frame.x >= widestName + LayoutMetrics.points.listColumnGap)
    for (row, item) in zip(element.rows, items) {
      // Centred between the chip's 12 pt insets, in the state's own width.
      let room = 112 - 24
      #expect(row.stateOffset == 12 + (room - measurer.width(of: item.state)) / 2)
    }
    #expect(element.rows.map(\.fraction) == [nil, nil, 0.4])
  }

  @Test("in cells, a chip is dialog's: 14 wide, the state where dialog centres it")
  func chipsInCells() throws {
    let (_, item, element) = try state(
      of: StatusList(items: items), measurer: TerminalTextMeasurer(), metrics: .cells, width: 80)
    #expect(element.chipWidth == 14)
    #expect(element.rows.map(\.stateOffset) == [2, 3, 5], "[ Succeeded  ], [  Failed    ]")
    #expect(item.lines == ["Install", "Willow mill", "iii"])
  }

  @Test("a state wider than the chip widens every chip; a narrow modal cuts the names")
  func wideStatesAndNarrowModals() throws {
    let long = StatusList(items: [
      .init(name: "Fetch", state: "Waiting for the network"), .init(name: "Build", state: "Done"),
    ])
    let (_, _, element) = try state(
      of: long, measurer: TerminalTextMeasurer(), metrics: .cells, width: 80)
    #expect(element.chipWidth == "Waiting for the network".count + 3)
    let named = StatusList(items: [.init(name: String(repeating: "n", count: 120), state: "Done")])
    let (_, item, cut) = try state(
      of: named, measurer: TerminalTextMeasurer(), metrics: .cells, width: 40)
    #expect(cut.rows[0].name.hasSuffix("…"))
    #expect(item.frame.width <= 40)
  }

  @Test("a state wider than the dialog is cut with \"…\"; the names and other states show")
  func stateWiderThanTheDialog() throws {
    let long = StatusList(items: [
      .init(name: "Fetch", state: String(repeating: "w", count: 150)),
      .init(name: "Build", state: "Succeeded"),
    ])
    let (_, item, element) = try state(
      of: long, measurer: TerminalTextMeasurer(), metrics: .cells, width: 60)
    #expect(element.chipWidth < item.frame.width)
    #expect(element.rows.map(\.name) == ["Fetch", "Build"])
    #expect(element.rows[0].state.hasSuffix("…"))
    #expect(element.rows[1].state == "Succeeded")
    for row in element.rows {
      #expect(row.stateOffset + row.state.count <= element.chipWidth, "inside its chip")
    }
  }

  @Test("it takes no focus and is a read-only list of tasks with their states")
  func focusAndTree() throws {
    let (state, _, _) = try state(
      of: StatusList(items: items), measurer: TerminalTextMeasurer(), metrics: .cells, width: 80)
    #expect(state.focus != .control(0))
    let list = try #require(state.accessibility.children.first { $0.role == .list })
    #expect(list.isReadOnly)
    #expect(list.label == "Status")
    #expect(list.children.map(\.label) == ["Install", "Willow mill", "iii"])
    #expect(list.children.map(\.value) == ["Succeeded", "Failed", "40%"])
    #expect(list.children.allSatisfy { $0.role == .listItem && $0.isReadOnly && $0.target == nil })
    #expect(list.children[2].fractionDone == 0.4)
  }
}

extension StatusListTests {
  @Test("a row without a state has no chip; one without a name either is a blank row, unread")
  func blankRows() throws {
    let list = StatusList(items: [
      .init(name: "Fetch", state: "Done"), .init(name: "", state: ""),
      .init(name: "Later", state: ""),
    ])
    let (state, item, element) = try state(
      of: list, measurer: TerminalTextMeasurer(), metrics: .cells, width: 80)
    #expect(item.lines == ["Fetch", "", "Later"], "the blank row keeps its line")
    #expect(element.rows.map(\.state) == ["Done", "", ""])
    let tree = try #require(state.accessibility.children.first { $0.role == .list })
    #expect(tree.children.map(\.label) == ["Fetch", "Later"], "the blank row is not read")
  }
}

private struct StatusListTestError: Error {}

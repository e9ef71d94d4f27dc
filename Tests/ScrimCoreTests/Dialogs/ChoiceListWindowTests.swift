@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Counts how often text is measured, so the cost of a key can be told apart from the
/// number of items without timing anything.
private final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
  private let inner = TerminalTextMeasurer()
  var calls = 0

  func width(of text: String) -> Int {
    calls += 1
    return inner.width(of: text)
  }

  func width(of character: Character) -> Int {
    calls += 1
    return inner.width(of: character)
  }
}

@MainActor
@Suite struct ChoiceListWindowTests {
  private func stage(
    _ list: ChoiceList, measurer: any TextMeasurer = TerminalTextMeasurer()
  ) throws -> Stage {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: measurer,
      reducesMotion: true)
    let dialog = Dialog(title: "Pick one", message: "Choose a package.")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    return stage
  }

  private func modal(_ stage: Stage) -> ModalLayerState? {
    for case .modal(let state) in stage.scene().layers { return state }
    return nil
  }

  /// Items whose texts are all as long, so that measuring them costs the same anywhere.
  private func items(count: Int) -> [ChoiceList.Item] {
    (0..<count).map { index in
      let number = String(index)
      let padded = String(repeating: "0", count: max(0, 6 - number.count)) + number
      return ChoiceList.Item(title: "pkg\(padded)", detail: "Package number \(padded)")
    }
  }

  @Test("a long list shows a window that fits the screen, and the body does not scroll")
  func windowFits() throws {
    let list = ChoiceList(title: "Packages", items: items(count: 200))
    let stage = try stage(list)
    let state = try #require(modal(stage))
    let rows = try #require(state.layout.items.first).lines.count - 1
    #expect(rows >= 3 && rows < 24)
    #expect(!state.layout.body.scrolls)
    #expect(state.layout.frame.maxY <= 24)
  }

  @Test("the highlighted row stays in the window as the keys move it, down to the last item")
  func highlightStaysInView() throws {
    let list = ChoiceList(title: "Packages", items: items(count: 200))
    let stage = try stage(list)
    for key in [Key.pageDown, .pageDown, .down, .end, .pageUp, .home] {
      stage.handle(.key(key))
      let state = try #require(modal(stage))
      let window = try #require(state.content.lists[0])
      let shown = window.first..<(window.first + window.details.count)
      #expect(shown.contains(stage.presenter.highlightedIndex(ofList: 0) ?? -1), "after \(key)")
    }
  }

  @Test("a row reads tag and detail in two aligned columns; --noitem and --notags hide one")
  func columns() throws {
    let list = ChoiceList(
      title: "Menu",
      items: [.init(title: "1", detail: "Install"), .init(title: "10", detail: "Remove")])
    let stage = try stage(list)
    var lines = try #require(modal(stage)?.layout.items.first).lines
    #expect(lines.dropFirst().map { $0 } == ["1   Install", "10  Remove"])
    list.showsDetails = false
    lines = try #require(modal(stage)?.layout.items.first).lines
    #expect(lines.dropFirst().map { $0 } == ["1", "10"])
    list.showsDetails = true
    list.showsTitles = false
    lines = try #require(modal(stage)?.layout.items.first).lines
    #expect(lines.dropFirst().map { $0 } == ["Install", "Remove"])
  }

  @Test("a click on a row of a scrolled list highlights that item, counted from the top")
  func clickScrolledRow() throws {
    let list = ChoiceList(title: "Packages", items: items(count: 200))
    list.selectionMode = .marked
    let stage = try stage(list)
    stage.handle(.key(.pageDown))
    stage.handle(.key(.pageDown))
    let state = try #require(modal(stage))
    let window = try #require(state.content.lists[0])
    let frame = try #require(state.layout.items.first).frame
    let x = frame.x + 6
    let y = frame.y + 2 - state.scroll.body
    #expect(stage.target(x: x, y: y) == .modal(.choiceOption(control: 0, option: window.first + 1)))
    stage.handle(.pointer(PointerInput(.press, x: x, y: y)))
    stage.handle(.pointer(PointerInput(.release, x: x, y: y)))
    #expect(stage.presenter.highlightedIndex(ofList: 0) == window.first + 1)
    #expect(list.selectedIndex == window.first + 1, "a radiolist marks the clicked row")
  }

  @Test("the wheel over a list scrolls its window and leaves the highlight where it is")
  func wheelScrollsWindow() throws {
    let list = ChoiceList(title: "Packages", items: items(count: 200))
    let stage = try stage(list)
    let frame = try #require(modal(stage)?.layout.items.first).frame
    stage.handle(.pointer(PointerInput(.scroll(5), x: frame.x + 6, y: frame.y + 2)))
    let window = try #require(modal(stage)?.content.lists[0])
    #expect(window.first == 5)
    #expect(stage.presenter.highlightedIndex(ofList: 0) == 0)
    stage.handle(.key(.down))
    let after = try #require(modal(stage)?.content.lists[0])
    #expect(after.first == 1, "moving the highlight brings it back into view")
  }

  @Test("the first frame and a key measure as much text for 100,000 items as for 1,000")
  func keysDoNotGrowWithItems() throws {
    func calls(items count: Int) throws -> (first: Int, keys: Int) {
      let measurer = CountingMeasurer()
      let list = ChoiceList(title: "Packages", items: items(count: count))
      let stage = try stage(list, measurer: measurer)
      _ = stage.scene()
      let first = measurer.calls
      for key in [Key.down, .pageDown, .end, .up, .home] {
        stage.handle(.key(key))
        _ = stage.scene()
      }
      return (first, measurer.calls - first)
    }
    let small = try calls(items: 1_000)
    let large = try calls(items: 100_000)
    #expect(large.keys == small.keys)
    // A measurer that is not the terminal's cells measures at most 1,000 rows a column.
    #expect(large.first == small.first, "\(large.first) against \(small.first)")
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A text area over a `TextLineSource`: the stage reads the lines it shows and those a
/// scroll passes, never the whole text, except to find its end.
@MainActor
@Suite("a text area over a line source: a view's lines read, not the text's")
struct TextLineSourceTests {
  private func stage(_ source: CountingLines, rows: Int = 5) throws -> (Stage, TextArea) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    let area = TextArea(lines: source)
    area.visibleLineCount = rows
    let dialog = Dialog(title: "Log")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "Exit"))
    try stage.present(dialog)
    stage.update()
    return (stage, area)
  }

  private func view(_ stage: Stage) throws -> TextAreaView {
    for case .modal(let state) in stage.scene().layers {
      if case .textArea(let view)? = state.control(0) { return view }
    }
    throw LineSourceTestError()
  }

  @Test("the first frame reads its view and a screen reader's page, not the text's end")
  func firstView() throws {
    let source = CountingLines(count: 10_000_000)
    let (stage, _) = try stage(source)
    let shown = try view(stage)
    #expect(shown.rows == ["line 1", "line 2", "line 3", "line 4", "line 5"])
    #expect(shown.hasTextBelow && !shown.hasTextAbove)
    #expect(source.highest <= 100, "read up to line \(source.highest)")
    #expect(!source.wasCounted)
  }

  @Test("a frame that changes nothing reads no line again; a scroll reads its new page")
  func idleFramesReadNothing() throws {
    let source = CountingLines(count: 1_000)
    let (stage, _) = try stage(source)
    _ = try view(stage)
    let read = source.reads
    _ = stage.scene()
    _ = stage.accessibilityTrees
    #expect(source.reads == read, "an idle frame read \(source.reads - read) lines")
    stage.handle(.key(.pageDown))
    #expect(try view(stage).rows.first == "line 5")
    #expect(source.reads > read)
  }

  @Test("Down, Page Down, End and Home scroll it as they scroll a held text")
  func scrolling() throws {
    let source = CountingLines(count: 1_000)
    let (stage, _) = try stage(source)
    stage.handle(.key(.down))
    #expect(try view(stage).rows.first == "line 2")
    stage.handle(.key(.pageDown))
    #expect(try view(stage).rows.first == "line 6", "a page is the view less a row")
    #expect(!source.wasCounted, "a page down reads no further than its page")
    stage.handle(.key(.end))
    var shown = try view(stage)
    #expect(shown.rows.last == "line 1000" && shown.rows.count == 5 && !shown.hasTextBelow)
    stage.handle(.key(.pageUp))
    #expect(try view(stage).rows.first == "line 992")
    stage.handle(.key(.home))
    shown = try view(stage)
    #expect(shown.rows.first == "line 1" && !shown.hasTextAbove)
  }

  @Test("a short text is shown whole, and scrolling past its end keeps it in view")
  func shortText() throws {
    let source = CountingLines(count: 3)
    let (stage, _) = try stage(source)
    stage.handle(.key(.pageDown))
    stage.handle(.key(.down))
    let shown = try view(stage)
    #expect(shown.rows == ["line 1", "line 2", "line 3"] && !shown.hasTextBelow)
  }

  @Test("an empty source shows one empty row")
  func empty() throws {
    let (stage, _) = try stage(CountingLines(count: 0))
    stage.handle(.key(.end))
    #expect(try view(stage).rows == [""])
  }

  @Test("the tree holds a page of 100 lines and says more follows; a screen reader reads on")
  func accessibility() throws {
    let source = CountingLines(count: 250)
    let (stage, area) = try stage(source)
    #expect(area.text.isEmpty, "the model holds none of the text")
    func node() throws -> AccessibilityNode {
      try #require(stage.accessibilityTrees.first?.children.first { $0.role == .textArea })
    }
    let page = (1...100).map { "line \($0)" }.joined(separator: "\n")
    #expect(try node().value == page && node().continuesBelow)
    stage.handle(.accessibilityScroll(control: 0, pages: 2))
    let last = (201...250).map { "line \($0)" }.joined(separator: "\n")
    #expect(try node().value == last && !node().continuesBelow)
    #expect(try view(stage).rows.first == "line 1", "the view stays where it was")
    stage.handle(.accessibilityScroll(control: 0, pages: 1))
    #expect(try node().value == last, "no page past the last")
    stage.handle(.key(.end))
    #expect(try node().value?.hasPrefix("line 246\n") == true, "the view's top, once it moves")
    let scene = stage.scene().accessibilityTrees.first?.children.first { $0.role == .textArea }
    #expect(try scene?.value == node().value, "the scene's tree says the same")
  }
}

/// Lines "line 1" to "line `count`", noting how far they were read.
@MainActor
final class CountingLines: TextLineSource {
  let count: Int
  private(set) var highest = -1
  private(set) var wasCounted = false
  /// How many lines were asked for in all.
  private(set) var reads = 0

  init(count: Int) { self.count = count }

  func line(at index: Int) -> String? {
    reads += 1
    highest = max(highest, index)
    return index < count ? "line \(index + 1)" : nil
  }

  var lineCount: Int {
    wasCounted = true
    return count
  }
}

private struct LineSourceTestError: Error {}

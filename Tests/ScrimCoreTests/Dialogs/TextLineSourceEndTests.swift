@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A text area over a `TextLineSource` that reads back from its end: End, and the pages
/// above it, cost the lines shown, never a count of the text's lines, as in dialog's
/// textbox and `less`.
@MainActor
@Suite("a text area's end read back from the end: the lines shown, not a count")
struct TextLineSourceEndTests {
  private func stage(_ source: EndReadLines, rows: Int = 5) throws -> Stage {
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
    return stage
  }

  private func view(_ stage: Stage) throws -> TextAreaView {
    for case .modal(let state) in stage.scene().layers {
      if case .textArea(let view)? = state.control(0) { return view }
    }
    throw EndTestError()
  }

  @Test("End shows the last page of 10,000,000 lines, reading only it; Page Up and Up go on")
  func endOfAHugeText() throws {
    let source = EndReadLines(count: 10_000_000)
    let stage = try stage(source)
    stage.handle(.key(.end))
    var shown = try view(stage)
    #expect(shown.rows == (9_999_996...10_000_000).map { "line \($0)" })
    #expect(shown.hasTextAbove && !shown.hasTextBelow)
    #expect(!source.wasCounted, "End counted the lines")
    #expect(source.farthestFromEnd < 20, "read back \(source.farthestFromEnd) lines")
    stage.handle(.key(.pageUp))
    #expect(try view(stage).rows.first == "line 9999992", "a page is the view less a row")
    stage.handle(.key(.up))
    #expect(try view(stage).rows.first == "line 9999991")
    stage.handle(.key(.down))
    stage.handle(.key(.pageDown))
    shown = try view(stage)
    #expect(shown.rows.last == "line 10000000" && !shown.hasTextBelow, "down to the end again")
    stage.handle(.key(.home))
    shown = try view(stage)
    #expect(shown.rows.first == "line 1" && !shown.hasTextAbove)
    #expect(!source.wasCounted && source.highest <= 100, "read up to line \(source.highest)")
  }

  @Test("from the end of a short text, Up and Page Up stop at its first line, shown full")
  func endOfAShortText() throws {
    let source = EndReadLines(count: 3)
    let stage = try stage(source)
    stage.handle(.key(.end))
    var shown = try view(stage)
    #expect(shown.rows == ["line 1", "line 2", "line 3"] && !shown.hasTextAbove)
    stage.handle(.key(.pageUp))
    stage.handle(.key(.up))
    shown = try view(stage)
    #expect(shown.rows == ["line 1", "line 2", "line 3"] && !shown.hasTextAbove)
    #expect(!source.wasCounted)
  }

  @Test("a screen reader at the end reads the view's lines, and back a page at a time")
  func readingFromTheEnd() throws {
    let source = EndReadLines(count: 250)
    let stage = try stage(source)
    func node() throws -> AccessibilityNode {
      try #require(stage.accessibilityTrees.first?.children.first { $0.role == .textArea })
    }
    stage.handle(.key(.end))
    let last = (246...250).map { "line \($0)" }.joined(separator: "\n")
    #expect(try node().value == last && !node().continuesBelow)
    stage.handle(.accessibilityScroll(control: 0, pages: 1))
    #expect(try node().value == last, "no page past the last")
    stage.handle(.accessibilityScroll(control: 0, pages: -1))
    #expect(try node().value?.hasPrefix("line 146\n") == true && node().continuesBelow)
    stage.handle(.accessibilityScroll(control: 0, pages: -2))
    let first = (1...100).map { "line \($0)" }.joined(separator: "\n")
    #expect(try node().value == first, "back past the start: the first page")
    #expect(!source.wasCounted)
  }

  @Test("a log that keeps its end in view shows its last lines from the end")
  func keptEnd() throws {
    let source = EndReadLines(count: 1_000_000)
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    let area = TextArea(lines: source)
    area.visibleLineCount = 4
    area.keepsEndInView = true
    let dialog = Dialog(title: "Build")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    #expect(try view(stage).rows == (999_997...1_000_000).map { "line \($0)" })
    #expect(!source.wasCounted)
  }
}

/// Lines "line 1" to "line `count`", read from either end, noting how far each end was
/// read and whether they were counted.
@MainActor
private final class EndReadLines: TextLineSource {
  let count: Int
  private(set) var highest = -1
  private(set) var farthestFromEnd = -1
  private(set) var wasCounted = false

  init(count: Int) { self.count = count }

  func line(at index: Int) -> String? {
    highest = max(highest, index)
    return index < count ? "line \(index + 1)" : nil
  }

  func line(fromEnd index: Int) -> String? {
    farthestFromEnd = max(farthestFromEnd, index)
    return index >= 0 && index < count ? "line \(count - index)" : nil
  }

  var lineCount: Int {
    wasCounted = true
    return count
  }
}

private struct EndTestError: Error {}

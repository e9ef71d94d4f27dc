@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A text field's label, box and text frames come from the layout, in the renderer's
/// units, so the terminal and GTK line fields up the same way and work out no column of
/// their own.
@Suite struct FieldFramesTests {
  func dialog(_ labels: [String]) -> ModalContent {
    ModalContent(
      kind: .dialog, title: "Sign in", message: nil, items: labels.map { .textField($0) },
      buttonTitles: ["Cancel", "OK"])
  }

  func layout(_ content: ModalContent, cells: Bool) -> ModalLayout {
    cells
      ? ModalLayout.make(
        for: content, in: Size(width: 80, height: 24), measurer: FixedWidthMeasurer())
      : ModalLayout.make(
        for: content, in: Size(width: 800, height: 600), measurer: ProportionalMeasurer(),
        metrics: .points)
  }

  @Test(
    "fields share one label column; the box follows its gap, the text the box's inset",
    arguments: [true, false])
  func sharedColumn(cells: Bool) throws {
    let metrics: LayoutMetrics = cells ? .cells : .points
    let measurer: any TextMeasurer = cells ? FixedWidthMeasurer() : ProportionalMeasurer()
    let layout = layout(dialog(["Name", "Password"]), cells: cells)
    let widest = measurer.width(of: "Password")
    #expect(layout.items.count == 2)
    for item in layout.items {
      let label = try #require(layout.labelFrames[item.index])
      let box = try #require(layout.fieldBoxFrames[item.index])
      let text = try #require(layout.fieldTextFrames[item.index])
      #expect(
        label == Rect(x: item.frame.x, y: item.frame.y, width: widest, height: item.frame.height))
      #expect(box.x == label.maxX + metrics.fieldLabelGap && box.maxX == item.frame.maxX)
      #expect(box.y == item.frame.y && box.height == item.frame.height)
      #expect(text.x == box.x + metrics.fieldTextInset)
      #expect(text.maxX == box.maxX - metrics.fieldTextInset)
    }
    if cells {
      // One cell of gap, and the text between the box's brackets.
      let item = try #require(layout.items.first)
      #expect(layout.fieldBoxFrames[item.index]?.x == item.frame.x + 8 + 1)
      #expect(layout.fieldTextFrames[item.index]?.x == item.frame.x + 8 + 2)
    }
  }

  @Test(
    "a long label is held to a third of the field; the box keeps the rest",
    arguments: [true, false])
  func longLabel(cells: Bool) throws {
    let long = String(repeating: "Very long label ", count: 8)
    let layout = layout(dialog([long]), cells: cells)
    let item = try #require(layout.items.first)
    let label = try #require(layout.labelFrames[item.index])
    #expect(label.width == item.frame.width / 3)
    let box = try #require(layout.fieldBoxFrames[item.index])
    #expect(box.width > label.width, "the field keeps room to type")
  }

  @Test(
    "without labels the box is the whole field and there is no label frame",
    arguments: [true, false])
  func noLabels(cells: Bool) throws {
    let layout = layout(dialog([""]), cells: cells)
    let item = try #require(layout.items.first)
    #expect(layout.fieldLabelWidth == 0)
    #expect(layout.labelFrames[item.index] == nil)
    #expect(layout.fieldBoxFrames[item.index] == item.frame)
  }
}

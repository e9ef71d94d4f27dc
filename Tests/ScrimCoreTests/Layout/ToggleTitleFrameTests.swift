@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A toggle's title goes where the layout says, past the switch's indent, in the
/// renderer's units; painters take no offset from the metrics themselves.
@Suite struct ToggleTitleFrameTests {
  @Test(
    "a toggle's title starts past its switch and spans the rest of its row",
    arguments: [true, false])
  func titleFrame(cells: Bool) throws {
    let content = ModalContent(
      kind: .dialog, title: "Settings", message: "Choose", items: [.toggle("Remember me")],
      buttonTitles: ["OK"])
    let metrics: LayoutMetrics = cells ? .cells : .points
    let layout =
      cells
      ? ModalLayout.make(
        for: content, in: Size(width: 80, height: 24), measurer: FixedWidthMeasurer())
      : ModalLayout.make(
        for: content, in: Size(width: 800, height: 600), measurer: ProportionalMeasurer(),
        metrics: metrics)
    let item = try #require(layout.items.first)
    let title = try #require(layout.labelFrames[item.index])
    #expect(title.x == item.frame.x + (cells ? 4 : 40))
    #expect(title.maxX == item.frame.maxX && title.y == item.frame.y)
    #expect(title.height == metrics.controlHeight)
    #expect(layout.fieldBoxFrames[item.index] == nil, "a toggle has no field box")
  }
}

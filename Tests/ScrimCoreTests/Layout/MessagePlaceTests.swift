@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Where the message goes is the layout's decision.
///
/// It is pinned under an action sheet's title and scrolls in an alert's body; renderers read
/// `messageIsPinned` and never the kind.
@Suite struct MessagePlaceTests {
  static let rows = (1...30).map { "Action \($0)" }

  func sheet(anchor: Rect? = nil) -> ModalContent {
    ModalContent(
      kind: .actionSheet, title: "Share", message: "Choose where to send it",
      buttonTitles: Self.rows, sourceRect: anchor)
  }

  @Test(
    "an action sheet's message is pinned in its header, above the rows that scroll",
    arguments: [
      (Size(width: 40, height: 16), LayoutMetrics.cells, nil),
      (Size(width: 120, height: 30), .cells, Rect(x: 10, y: 2, width: 6, height: 1)),
      (Size(width: 360, height: 640), .points, nil),
      (Size(width: 1024, height: 768), .points, Rect(x: 100, y: 100, width: 80, height: 44)),
    ] as [(Size, LayoutMetrics, Rect?)])
  func sheetPinsItsMessage(size: Size, metrics: LayoutMetrics, anchor: Rect?) throws {
    let layout: ModalLayout =
      metrics == .cells
      ? .make(for: sheet(anchor: anchor), in: size, measurer: FixedWidthMeasurer())
      : .make(
        for: sheet(anchor: anchor), in: size, measurer: ProportionalMeasurer(), metrics: metrics)
    #expect(layout.placement != .centered)
    #expect(layout.buttons.region.scrolls, "the rows scroll under the header")
    let message = try #require(layout.message)
    #expect(layout.messageIsPinned)
    #expect(message.frame.maxY <= layout.buttons.region.viewport.y)
    #expect(!layout.body.viewport.intersects(message.frame))
  }

  @Test(
    "an alert's and a dialog's message scrolls in the body with the controls",
    arguments: [ModalKind.alert, .dialog], [LayoutMetrics.cells, .points])
  func alertScrollsItsMessage(kind: ModalKind, metrics: LayoutMetrics) throws {
    let long = Array(repeating: "A message long enough to wrap.", count: 40).joined(separator: " ")
    let content = ModalContent(
      kind: kind, title: "Title", message: long, items: kind == .dialog ? [.toggle("On")] : [],
      buttonTitles: ["OK"])
    let size = metrics == .cells ? Size(width: 60, height: 20) : Size(width: 600, height: 400)
    let layout: ModalLayout =
      metrics == .cells
      ? .make(for: content, in: size, measurer: FixedWidthMeasurer())
      : .make(for: content, in: size, measurer: ProportionalMeasurer(), metrics: metrics)
    let message = try #require(layout.message)
    #expect(!layout.messageIsPinned)
    #expect(layout.body.scrolls)
    #expect(layout.body.viewport.intersects(message.frame))
    #expect(message.frame.height > layout.body.viewport.height, "it runs past the viewport")
  }
}

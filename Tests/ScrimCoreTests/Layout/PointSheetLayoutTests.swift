@_spi(Renderer) import ScrimCore
import Testing

/// Action sheets in points: a 320 pt popover at its anchor in a regular container (UIKit),
/// a bottom sheet in a compact one, with MDC's 56 pt rows and 16 pt insets.
@Suite struct PointSheetLayoutTests {
  let fonts = ProportionalMeasurer()

  func sheet(anchor: Rect?) -> ModalContent {
    ModalContent(
      kind: .actionSheet, title: "Export as", message: "Choose a format",
      buttonTitles: ["PDF", "PNG", "Cancel"], sourceRect: anchor)
  }

  @Test("in a regular container an action sheet is a 320 pt popover below its anchor")
  func popover() throws {
    let anchor = Rect(x: 100, y: 100, width: 80, height: 44)
    let layout = ModalLayout.make(
      for: sheet(anchor: anchor), in: Size(width: 1024, height: 768), measurer: fonts,
      metrics: .points)
    #expect(layout.placement == .popover(.below))
    #expect(layout.frame.width == 320)
    #expect(layout.frame.x == anchor.x)
    #expect(layout.frame.y == anchor.maxY)
    let title = try #require(layout.title)
    let message = try #require(layout.message)
    #expect(title.frame.x == layout.frame.x + 16)
    #expect(title.frame.y == layout.frame.y + 16)
    #expect(message.frame.y == title.frame.maxY + 8)
    let rows = layout.buttons.buttons.map(\.frame)
    #expect(rows.count == 3)
    #expect(rows.first?.y == message.frame.maxY + 16)
    for (upper, lower) in zip(rows, rows.dropFirst()) { #expect(lower.y == upper.maxY) }
    for row in rows {
      #expect(row.height == 56)
      #expect(row.x == layout.frame.x + 16 && row.width == 320 - 2 * 16)
    }
    #expect(layout.frame.height == 16 + 32 + 8 + 24 + 16 + 3 * 56)
  }

  @Test("a popover keeps UIKit's 10 pt from the container's edges")
  func popoverMargins() {
    let layout = ModalLayout.make(
      for: sheet(anchor: Rect(x: 1000, y: 700, width: 20, height: 20)),
      in: Size(width: 1024, height: 768), measurer: fonts, metrics: .points)
    guard case .popover = layout.placement else {
      Issue.record("\(layout.placement)")
      return
    }
    #expect(layout.frame.x >= 10 && layout.frame.maxX <= 1024 - 10)
    #expect(layout.frame.y >= 10 && layout.frame.maxY <= 768 - 10)
  }

  @Test("in a compact container an action sheet is a full-width bottom sheet of 56 pt rows")
  func bottomSheet() {
    let size = Size(width: 375, height: 667)
    let layout = ModalLayout.make(
      for: sheet(anchor: Rect(x: 10, y: 10, width: 40, height: 40)), in: size, measurer: fonts,
      metrics: .points)
    #expect(layout.placement == .bottomSheet)
    #expect(layout.frame.x == 0 && layout.frame.width == 375)
    #expect(layout.frame.maxY == 667)
    #expect(layout.buttons.buttons.allSatisfy { $0.frame.height == 56 })
    #expect(SizeClass(width: 375, metrics: .points) == .compact)
    #expect(SizeClass(width: 768, metrics: .points) == .regular)
  }
}

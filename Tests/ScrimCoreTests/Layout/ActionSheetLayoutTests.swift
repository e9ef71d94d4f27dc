@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

@Suite struct ActionSheetLayoutTests {
  let grid = FixedWidthMeasurer()

  func sheet(anchor: Rect? = nil, actions: [String] = ["Copy", "Move", "Delete", "Cancel"])
    -> ModalContent
  {
    ModalContent(
      kind: .actionSheet, title: "Share file", message: nil, buttonTitles: actions,
      sourceRect: anchor)
  }

  @Test("compact: attached to the bottom edge at full width, rows left-aligned")
  func bottomSheet() {
    let size = Size(width: 30, height: 16)
    let layout = ModalLayout.make(for: sheet(), in: size, measurer: grid)
    #expect(layout.placement == .bottomSheet)
    #expect(
      Array(LayoutGrid.letters(layout, in: size).suffix(8)) == [
        "..............................",
        "++++++++++++++++++++++++++++++",
        "+ tttttttttttttttttttttttttt +",
        "+ bbbbbbbbbbbbbbbbbbbbbbbbbb +",
        "+ bbbbbbbbbbbbbbbbbbbbbbbbbb +",
        "+ bbbbbbbbbbbbbbbbbbbbbbbbbb +",
        "+ bbbbbbbbbbbbbbbbbbbbbbbbbb +",
        "++++++++++++++++++++++++++++++",
      ])
    #expect(layout.frame == Rect(x: 0, y: 9, width: 30, height: 7))
  }

  @Test("compact: content taller than half the container opens at half height and scrolls")
  func halfHeight() {
    let actions = (1...20).map { "Action \($0)" }
    let layout = ModalLayout.make(
      for: sheet(actions: actions), in: Size(width: 40, height: 24), measurer: grid)
    #expect(layout.frame.height == 12)
    #expect(layout.frame.maxY == 24)
    #expect(layout.buttons.region.scrolls)
  }

  @Test(
    "regular: a popover beside its anchor, flipping to the side with room",
    arguments: [
      (
        Size(width: 120, height: 20), Rect(x: 10, y: 2, width: 6, height: 1), ModalLayout.Edge.below
      ),
      (Size(width: 120, height: 20), Rect(x: 10, y: 17, width: 6, height: 1), .above),
      (Size(width: 120, height: 8), Rect(x: 10, y: 3, width: 6, height: 1), .right),
      (Size(width: 120, height: 8), Rect(x: 100, y: 3, width: 6, height: 1), .left),
    ] as [(Size, Rect, ModalLayout.Edge)])
  func popover(size: Size, anchor: Rect, edge: ModalLayout.Edge) {
    let layout = ModalLayout.make(for: sheet(anchor: anchor), in: size, measurer: grid)
    #expect(layout.placement == .popover(edge))
    #expect(!layout.frame.intersects(anchor))
    #expect(Rect(size: size).insetBy(horizontal: 1, vertical: 1).contains(layout.frame))
    #expect(layout.frame.width == LayoutMetrics.cells.minimumPopoverWidth)
  }

  @Test("regular without a source rect falls back to a bottom sheet")
  func regularWithoutAnchor() {
    let layout = ModalLayout.make(for: sheet(), in: Size(width: 120, height: 30), measurer: grid)
    #expect(layout.placement == .bottomSheet)
    #expect(layout.frame.width == 120)
  }

  @Test("an anchor outside the container is pulled inside and the popover stays on screen")
  func anchorOutside() {
    let size = Size(width: 110, height: 30)
    let layout = ModalLayout.make(
      for: sheet(anchor: Rect(x: 500, y: -40, width: 3, height: 1)), in: size, measurer: grid)
    // Still a popover, below the anchor pulled into the top right corner: not a bottom
    // sheet, which would be on screen too.
    #expect(layout.placement == .popover(.below))
    #expect(Rect(size: size).contains(layout.frame))
  }

  @Test("a header cut short by a low container ends in an ellipsis, and a dropped one degrades")
  func headerCutShort() throws {
    let content = ModalContent(
      kind: .actionSheet, title: "A title long enough to need two lines here",
      message: "And a message that will not fit at all", buttonTitles: ["Copy"])
    let short = ModalLayout.make(for: content, in: Size(width: 30, height: 4), measurer: grid)
    let title = try #require(short.title)
    #expect(title.lines.count == 1)
    #expect(title.lines.last?.hasSuffix("…") == true)
    #expect(title.isTruncated)
    #expect(short.message == nil)
    #expect(short.isDegraded)
    let tall = ModalLayout.make(for: content, in: Size(width: 30, height: 16), measurer: grid)
    #expect(!tall.isDegraded)
  }
}

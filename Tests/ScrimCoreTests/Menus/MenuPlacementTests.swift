@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Where a menu goes: below its anchor, above it when the bottom has no room, to the left
/// when the right has none; a sub-menu beside its entry; always inside the container.
@MainActor
@Suite struct MenuPlacementTests {
  private func frames(
    _ anchor: Rect, size: Size = Size(width: 80, height: 24), metrics: LayoutMetrics = .cells,
    openSubmenu: Bool = false
  ) throws -> [Rect] {
    let fixture = MenuFixture(size: size, metrics: metrics)
    try fixture.present(fixture.editMenu(), from: anchor)
    if openSubmenu { fixture.keys(.end, .up, .right) }
    return try #require(fixture.layer).panels.map(\.frame)
  }

  @Test("below a rectangle, its left edges aligned, as wide as the longest title needs")
  func belowRect() throws {
    let frame = try #require(try frames(Rect(x: 10, y: 2, width: 8, height: 1)).first)
    #expect(frame == Rect(x: 10, y: 3, width: 15, height: 8))
  }

  @Test("near the bottom it opens above the anchor")
  func flipsUp() throws {
    let frame = try #require(try frames(Rect(x: 10, y: 20, width: 8, height: 1)).first)
    #expect(frame.maxY == 20 && frame.height == 8)
  }

  @Test("near the right edge it ends at the anchor's right edge, or left of a point")
  func flipsLeft() throws {
    let rect = try #require(try frames(Rect(x: 70, y: 2, width: 8, height: 1)).first)
    #expect(rect.maxX == 78)
    let point = try #require(try frames(.point(x: 75, y: 2)).first)
    #expect(point.maxX == 75 && point.y == 2)
  }

  @Test("a sub-menu opens to the right with its first entry level with its own, else left")
  func submenuSides() throws {
    let right = try frames(Rect(x: 10, y: 2, width: 8, height: 1), openSubmenu: true)
    #expect(right[1].x == right[0].maxX && right[1].y == right[0].y + 4)
    let left = try frames(Rect(x: 60, y: 2, width: 8, height: 1), openSubmenu: true)
    #expect(left[1].maxX == left[0].x)
    let points = try frames(
      Rect(x: 100, y: 40, width: 80, height: 30), size: Size(width: 800, height: 600),
      metrics: .points, openSubmenu: true)
    #expect(points[0] == Rect(x: 100, y: 70, width: 128, height: 208))
    #expect(points[1].x == points[0].maxX - 4 && points[1].y == 70 + 8 + 32 + 3 * 32 - 8)
  }

  @Test("every panel stays inside the container, whatever the anchor and size")
  func staysInside() throws {
    let anchors = [
      Rect(x: -5, y: -5, width: 3, height: 3), Rect(x: 200, y: 200, width: 1, height: 1),
      .point(x: 0, y: 0), .point(x: 79, y: 23), Rect(x: 0, y: 0, width: 80, height: 24),
    ]
    let sizes = [
      Size(width: 80, height: 24), Size(width: 20, height: 6), Size(width: 1, height: 1),
    ]
    for size in sizes {
      for anchor in anchors {
        for frame in try frames(anchor, size: size, openSubmenu: true) {
          #expect(Rect(size: size).contains(frame), "\(frame) at \(anchor) in \(size)")
        }
      }
    }
  }

  @Test("a menu taller than its room scrolls to keep the highlight in view")
  func scrolls() throws {
    let fixture = MenuFixture(size: Size(width: 40, height: 8))
    let menu = Menu(children: (1...30).map { fixture.action("Item \($0)") })
    try fixture.present(menu, from: .point(x: 2, y: 1))
    fixture.keys(.end)
    let panel = try #require(fixture.layer?.panels.first)
    #expect(panel.frame.maxY <= 8 && panel.hidesAbove && !panel.hidesBelow)
    #expect(panel.rows.last?.title == "Item 30" && panel.rows.last?.isHighlighted == true)
  }
}

@_spi(Renderer) import ScrimCore
import Testing

/// The slide itself, away from a stage: its units are the frame's, it rounds away from the
/// frame's place, and visibility out of range or not a number is taken in hand.
@Suite struct EdgeSlideTests {
  /// A 5-row bar 2 rows above the bottom of a 24-row terminal, and 3 rows below its top.
  let bottom = EdgeSlide(
    frame: Rect(x: 0, y: 17, width: 80, height: 5), edge: .bottom,
    container: Size(width: 80, height: 24))
  let top = EdgeSlide(
    frame: Rect(x: 0, y: 3, width: 80, height: 5), edge: .top,
    container: Size(width: 80, height: 24))

  @Test("the distance is to just past the edge: 7 rows down, 8 rows up")
  func distance() {
    #expect(bottom.offset(at: 0) == 7)
    #expect(top.offset(at: 0) == -8)
    #expect(bottom.offset(at: 1) == 0)
    #expect(top.offset(at: 1) == 0)
  }

  @Test("part-way offsets round away from the place, so only the end puts it there")
  func rounding() {
    #expect(bottom.offset(at: 0.5) == 4, "3.5 rows")
    #expect(top.offset(at: 0.5) == -4)
    #expect(bottom.offset(at: 0.99) == 1, "0.07 of a row")
    #expect(top.offset(at: 0.99) == -1)
  }

  @Test("the same slide in points moves in points")
  func points() {
    let slide = EdgeSlide(
      frame: Rect(x: 368, y: 696, width: 288, height: 48), edge: .bottom,
      container: Size(width: 1024, height: 768))
    #expect(slide.offset(at: 0) == 72)
    #expect(slide.offset(at: 0.25) == 54)
  }

  @Test("visibility outside 0...1 is clamped; not a number counts as shown")
  func outOfRange() {
    #expect(bottom.offset(at: -1) == 7)
    #expect(top.offset(at: 2) == 0)
    #expect(bottom.offset(at: .nan) == 0)
    #expect(top.offset(at: .nan) == 0)
  }
}

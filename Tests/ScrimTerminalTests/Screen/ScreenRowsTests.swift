import ScrimCore
import ScrimTerminal
import Testing

/// Row hints in the diff and row copies between screens.
@Suite struct ScreenRowsTests {
  private let measurer = CellMeasurer()

  private func lettered(width: Int = 4, height: Int = 5, shift: Int = 0) -> Screen {
    var screen = Screen(width: width, height: height)
    for y in 0..<height {
      let letter = String(UnicodeScalar(UInt8(97 + (y + shift) % 26)))
      screen.write(
        String(repeating: letter, count: width), x: 0, y: y, style: .plain, measurer: measurer)
    }
    return screen
  }

  @Test("the diff compares only the hinted rows, each once and in order, whatever the ranges")
  func hintedRows() {
    let before = lettered()
    let after = lettered(shift: 1)
    let rows = after.changes(from: before, rows: [3..<9, -4..<1, 0..<2, 3..<4, 2..<2])
      .map(\.y)
    #expect(rows == [0, 0, 0, 0, 1, 1, 1, 1, 3, 3, 3, 3, 4, 4, 4, 4])
    #expect(after.changes(from: before, rows: []).isEmpty)
    #expect(after.changes(from: before, rows: nil) == after.changes(from: before))
  }

  @Test("with no previous frame or another size the hint is ignored and every cell listed")
  func hintIgnoredWithoutBase() {
    let screen = lettered()
    #expect(screen.changes(from: nil, rows: [0..<1]).count == 20)
    #expect(screen.changes(from: Screen(width: 4, height: 4), rows: []).count == 20)
  }

  @Test("copyRows copies the rows inside the grid and skips the rest")
  func copyClipped() {
    let source = lettered(shift: 10)
    var target = lettered()
    target.copyRows(-3..<1, from: source)
    #expect(target.lines == ["kkkk", "bbbb", "cccc", "dddd", "eeee"])
    target.copyRows(3..<99, from: source)
    #expect(target.lines == ["kkkk", "bbbb", "cccc", "nnnn", "oooo"])
    target.copyRows(7..<9, from: source)
    target.copyRows(2..<2, from: source)
    #expect(target.lines == ["kkkk", "bbbb", "cccc", "nnnn", "oooo"])
  }

  @Test(
    "copyRows from a screen of another size leaves the screen as it was",
    arguments: [(5, 5), (4, 6), (0, 0)])
  func copyOtherSize(width: Int, height: Int) {
    var target = lettered()
    target.copyRows(0..<5, from: lettered(width: width, height: height, shift: 3))
    #expect(target == lettered())
  }

  @Test("copyRows keeps wide characters whole and copies styles")
  func copyWide() {
    var source = Screen(width: 5, height: 2)
    source.write("a写b", x: 0, y: 1, style: CellStyle(attributes: .bold), measurer: measurer)
    var target = Screen(width: 5, height: 2)
    target.copyRows(1..<2, from: source)
    #expect(target == source)
    #expect(target[2, 1]?.isContinuation == true)
  }
}

import ScrimCore
import ScrimTerminal
import Testing

@Suite struct ScreenTests {
  private let measurer = CellMeasurer()

  @Test("a wide character takes two cells and is written whole")
  func wideCharacter() {
    var screen = Screen(width: 6, height: 1)
    let columns = screen.write("a写b", x: 0, y: 0, style: .plain, measurer: measurer)
    #expect(columns == 4)
    #expect(screen.lines == ["a写b  "])
    #expect(screen[1, 0]?.width == 2)
    #expect(screen[2, 0]?.isContinuation == true)
  }

  @Test("writing over either half of a wide character blanks the other half")
  func overwriteHalf() {
    var screen = Screen(width: 4, height: 2)
    screen.write("写真", x: 0, y: 0, style: .plain, measurer: measurer)
    screen.put("x", width: 1, x: 1, y: 0, style: .plain)
    #expect(screen.lines[0] == " x真")
    screen.put("y", width: 1, x: 2, y: 0, style: .plain)
    #expect(screen.lines[0] == " xy ")
    screen.write("写", x: 1, y: 1, style: .plain, measurer: measurer)
    screen.put("z", width: 1, x: 1, y: 1, style: .plain)
    #expect(screen.lines[1] == " z  ")
  }

  @Test("a wide character that does not fit at the right edge becomes a space")
  func wideAtEdge() {
    var screen = Screen(width: 3, height: 1)
    screen.write("ab写", x: 0, y: 0, style: .plain, measurer: measurer)
    #expect(screen.lines == ["ab "])
  }

  @Test("text is clipped at the edges and off-screen writes are ignored")
  func clipping() {
    var screen = Screen(width: 5, height: 2)
    screen.write("Delete draft?", x: -3, y: 0, style: .plain, measurer: measurer)
    screen.write("hidden", x: 0, y: 5, style: .plain, measurer: measurer)
    screen.write("far", x: 9, y: 1, style: .plain, measurer: measurer)
    #expect(screen.lines == ["ete d", "     "])
  }

  @Test("control characters in user text show as symbols, never raw", arguments: [1, 2, 5])
  func sanitized(width: Int) {
    var screen = Screen(width: width, height: 1)
    screen.write("\u{1B}[2J", x: 0, y: 0, style: .plain, measurer: measurer)
    #expect(
      !screen.cells.contains { $0.grapheme.unicodeScalars.contains(where: TextSanitizer.isControl) }
    )
    #expect(screen.lines[0].hasPrefix("\u{241B}"))
  }

  @Test("any size down to 0×0 is safe to write, fill and diff", arguments: [0, 1, 2])
  func tinySizes(size: Int) {
    var screen = Screen(width: size, height: size)
    screen.write("写真 👍", x: 0, y: 0, style: .plain, measurer: measurer)
    screen.fill(Rect(x: -5, y: -5, width: 20, height: 20), with: .blank)
    screen.put("写", width: 2, x: 0, y: 0, style: .plain)
    #expect(screen.changes(from: nil).count <= size * size)
    #expect(Screen(width: -4, height: 3).cells.isEmpty)
  }

  @Test("fill covers the clipped rectangle and restyle keeps the text")
  func fillAndRestyle() {
    var screen = Screen(width: 4, height: 3)
    screen.fill(Rect(x: 1, y: 1, width: 9, height: 1), with: Cell(grapheme: "░"))
    #expect(screen.lines == ["    ", " ░░░", "    "])
    screen.restyle(Rect(x: 0, y: 1, width: 2, height: 1)) { style in
      var style = style
      style.attributes.insert(.dim)
      return style
    }
    #expect(screen[1, 1]?.grapheme == "░")
    #expect(screen[1, 1]?.style.attributes == .dim)
    #expect(screen[2, 1]?.style == .plain)
  }
}

@Suite struct ScreenDiffTests {
  @Test("only changed cells are listed, in row-major order")
  func changedCells() {
    let before = Screen(width: 4, height: 2)
    var after = before
    after.put("b", width: 1, x: 3, y: 1, style: .plain)
    after.put("a", width: 1, x: 1, y: 0, style: .plain)
    #expect(after.changes(from: before).map { "\($0.x),\($0.y)" } == ["1,0", "3,1"])
  }

  @Test("a changed continuation lists its wide character, never the half")
  func wideCharacterChange() {
    var before = Screen(width: 4, height: 1)
    before.put("写", width: 2, x: 0, y: 0, style: .plain)
    var after = before
    after.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { _ in CellStyle(attributes: .bold) }
    let changes = after.changes(from: before)
    #expect(changes.map(\.x) == [0])
    #expect(changes.first?.cell.grapheme == "写")
  }

  @Test("after a run of equal cells, a changed second half lists its wide character once")
  func wideCharacterChangeAfterEqualCells() {
    var before = Screen(width: 8, height: 1)
    before.write("ab写c写", x: 0, y: 0, style: .plain, measurer: CellMeasurer())
    var after = before
    after.restyle(Rect(x: 3, y: 0, width: 1, height: 1)) { _ in CellStyle(attributes: .bold) }
    after.restyle(Rect(x: 5, y: 0, width: 2, height: 1)) { _ in CellStyle(attributes: .bold) }
    #expect(after.changes(from: before).map(\.x) == [2, 5])
    let region = Rect(x: 3, y: 0, width: 4, height: 1)
    #expect(after.changes(from: before, regions: [region]).map(\.x) == [2, 5])
  }

  @Test("a new size lists every cell")
  func sizeChange() {
    let small = Screen(width: 2, height: 2)
    #expect(Screen(width: 3, height: 2).changes(from: small).count == 6)
  }
}

import ScrimCore
import ScrimTerminal
import Testing

/// The snapshot file format itself: what a reviewer relies on when reading one.
@Suite struct SnapshotFormatTests {
  private let measurer = TerminalTextMeasurer()

  private func sections(_ snapshot: Snapshot) -> [[String]] {
    snapshot.text.split(separator: "\n\n", omittingEmptySubsequences: false).map {
      $0.split(separator: "\n").map(String.init)
    }
  }

  @Test func wideCharacterIsWrittenOnceAndStylesStayOneLetterPerCell() {
    var screen = Screen(width: 6, height: 1)
    let red = CellStyle(foreground: Color(hex: 0xFF0000), attributes: [.bold])
    screen.write("a草b", x: 0, y: 0, style: red, measurer: measurer)
    let parts = sections(Snapshot(name: "wide", screen: screen, cursor: .hidden))
    #expect(parts[1] == ["|a草b  |"])
    #expect(parts[2].first?.count == screen.width + 2)
    #expect(parts[2] == ["|aaaabb|"])
  }

  @Test func lettersFollowFirstAppearanceAndNilColoursReadDefault() {
    var screen = Screen(width: 3, height: 2)
    let blue = CellStyle(background: Color(hex: 0x0000FF), attributes: [.underline, .reverse])
    screen.put("x", width: 1, x: 2, y: 0, style: blue)
    let parts = sections(Snapshot(name: "letters", screen: screen, cursor: .visible(x: 2, y: 0)))
    #expect(parts[0].last == "size 3x2, cursor at column 2 row 0 on \"x\"")
    #expect(parts[2] == ["|aab|", "|aaa|"])
    #expect(
      parts[3] == [
        "a  fg default bg default", "b  fg default bg #0000FF underline reverse",
      ])
  }
}

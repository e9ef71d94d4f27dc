import ScrimCore
import ScrimTerminal
import Testing

@Suite struct ScrimTests {
  private let measurer = TerminalTextMeasurer()

  @Test func coloursBlendTowardTheScrimByItsAlpha() {
    var screen = Screen(width: 2, height: 1)
    let style = CellStyle(foreground: .white, background: .white)
    screen.write("ab", x: 0, y: 0, style: style, measurer: measurer)
    screen.applyScrim(.black, alpha: 0.5, isMonochrome: false)
    #expect(screen[0, 0]?.style.background == Color.black.withAlpha(0.5).composited(over: .white))
    #expect(screen[0, 0]?.style.attributes.contains(.dim) == false)
  }

  @Test func defaultColouredTextDimsButBlanksStayAsTheyAre() {
    var screen = Screen(width: 3, height: 1)
    screen.write("a", x: 0, y: 0, style: .plain, measurer: measurer)
    screen.put(" ", width: 1, x: 2, y: 0, style: CellStyle(attributes: .underline))
    let before = screen
    screen.applyScrim(.black, alpha: 0.32, isMonochrome: false)
    #expect(screen[0, 0]?.style.attributes.contains(.dim) == true, "text dims")
    #expect(screen[1, 0] == before[1, 0], "a blank would show nothing dimmed: left alone")
    #expect(screen[2, 0]?.style.attributes.contains(.dim) == true, "an underline shows")
  }

  @Test func noScrimAtZeroAlpha() {
    var screen = Screen(width: 2, height: 1)
    screen.write("ab", x: 0, y: 0, style: .plain, measurer: measurer)
    let before = screen
    screen.applyScrim(.black, alpha: 0, isMonochrome: true)
    #expect(screen == before)
  }
}

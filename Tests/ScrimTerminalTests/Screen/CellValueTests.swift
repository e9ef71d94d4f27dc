import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Cells hold graphemes and colours packed in integers; what a user reads back, and the
/// bytes the terminal gets, must be exactly what was put in.
@Suite struct CellValueTests {
  private let measurer = CellMeasurer()

  @Test(
    "a grapheme of any length reads back as put, short ones inline and long ones shared",
    arguments: [
      "", " ", "a", "é", "e\u{301}", "写", "─", "😀", "🇫🇷", "👍🏽", "👩‍💻", "👨‍👩‍👧‍👦",
      "a\u{301}\u{302}\u{303}\u{304}", "\u{0}", "a\u{0}b",
    ])
  func graphemeRoundTrip(grapheme: String) {
    let cell = Cell(grapheme: grapheme, width: 1)
    #expect(cell.grapheme.utf8.elementsEqual(grapheme.utf8))
    #expect(cell == Cell(grapheme: grapheme, width: 1))
    var changed = cell
    changed.grapheme = "x"
    changed.grapheme = grapheme
    #expect(changed == cell)
  }

  @Test(
    "graphemes that differ in any byte make different cells, even when Unicode calls them equal")
  func graphemesCompareByBytes() {
    #expect(Cell(grapheme: "a") != Cell(grapheme: "b"))
    #expect(Cell(grapheme: "👨‍👩‍👧‍👦") != Cell(grapheme: "👨‍👩‍👧"))
    // The terminal receives different bytes, so the diff must write the new ones.
    #expect(Cell(grapheme: "é") != Cell(grapheme: "e\u{301}"))
  }

  @Test("colours read back exactly, translucent ones with their opacity")
  func colourRoundTrip() {
    let colours: [Color?] = [
      nil, .black, .white, Color(hex: 0x6200EE), Color(hex: 0x010203),
      Color(hex: 0x000000, alpha: 0.32), Color(hex: 0x6200EE, alpha: 0.6),
      Color(hex: 0x6200EE, alpha: 0.6000000001), Color(hex: 0xFFFFFF, alpha: 0),
    ]
    for foreground in colours {
      for background in colours {
        let style = CellStyle(foreground: foreground, background: background, attributes: .bold)
        #expect(style.foreground == foreground)
        #expect(style.background == background)
        #expect(style.attributes == .bold)
        #expect(
          style == CellStyle(foreground: foreground, background: background, attributes: .bold))
      }
    }
    #expect(
      CellStyle(foreground: Color(hex: 0x6200EE, alpha: 0.6))
        != CellStyle(foreground: Color(hex: 0x6200EE)))
  }

  @Test("setting a colour through the style keeps the other parts")
  func colourSetters() {
    var style = CellStyle(foreground: .white, attributes: .underline)
    style.background = Color(hex: 0x323232)
    style.foreground = nil
    #expect(style == CellStyle(background: Color(hex: 0x323232), attributes: .underline))
  }

  @Test("a cell is two words and a style one, so grids stay small and compare fast")
  func packedSizes() {
    #expect(MemoryLayout<Cell>.stride == 16)
    #expect(MemoryLayout<CellStyle>.stride == 8)
  }

  @Test("width, grapheme, colours and attributes share words without disturbing each other")
  func packedPartsAreIndependent() {
    let background = Color(hex: 0x6200EE, alpha: 0.6)
    for raw in UInt8(0)..<32 {
      let attributes = CellStyle.Attributes(rawValue: raw)
      var style = CellStyle(foreground: .white, background: background, attributes: attributes)
      #expect(style.attributes == attributes && style.background == background)
      style.background = nil
      #expect(style.attributes == attributes && style.foreground == .white)
      style.attributes = []
      #expect(style == CellStyle(foreground: .white))
    }
    for grapheme in ["a", "写", "👍🏽", "🇫🇷", "👩‍💻"] {
      var cell = Cell(grapheme: grapheme, width: 2, style: .plain)
      #expect(cell.width == 2 && cell.grapheme == grapheme)
      cell.width = 0
      #expect(cell.grapheme == grapheme)
      cell.grapheme = "b"
      #expect(cell.width == 0 && cell.grapheme == "b")
    }
  }

  @Test("long graphemes survive copies between screens and reach the terminal byte for byte")
  func longGraphemesRender() {
    var screen = Screen(width: 8, height: 2)
    screen.write("👨‍👩‍👧‍👦 ok", x: 0, y: 0, style: .plain, measurer: measurer)
    var copy = Screen(width: 8, height: 2)
    copy.copy(Rect(x: 0, y: 0, width: 8, height: 1), from: screen)
    #expect(copy.lines == screen.lines)
    #expect(copy[0, 0]?.grapheme == "👨‍👩‍👧‍👦")

    var renderer = Renderer(encoder: ANSIEncoder(depth: .trueColor))
    let bytes = renderer.render(copy, cursor: .hidden)
    var terminal = VirtualTerminal(width: 8, height: 2, measurer: measurer)
    terminal.feed(bytes)
    #expect(terminal.screen.lines == copy.lines)
    #expect(terminal.screen[0, 0] == copy[0, 0])
  }
}

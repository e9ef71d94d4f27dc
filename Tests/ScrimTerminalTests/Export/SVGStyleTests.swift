import ScrimCore
import ScrimTerminal
import Testing

/// How the SVG export shows styles, backgrounds and awkward text.
@Suite struct SVGStyleTests {
  private let measurer = CellMeasurer()
  private let purple = Color(hex: 0x6200EE)
  private let snackbar = Color(hex: 0x323232)

  private func texts(_ build: (inout Screen) -> Void, width: Int = 12) -> [SVGElement] {
    var screen = Screen(width: width, height: 1)
    build(&screen)
    return elements("text", in: readSVG(screen.svg()))
  }

  @Test("colours are 24-bit hex: the text's fill, the cell's background rectangle")
  func colours() {
    var screen = Screen(width: 4, height: 1)
    screen.write(
      "Undo", x: 0, y: 0, style: CellStyle(foreground: purple, background: snackbar),
      measurer: measurer)
    let document = readSVG(screen.svg())
    #expect(elements("text", in: document).map { $0.attributes["fill"] } == ["#6200ee"])
    let backgrounds = elements("rect", in: document).map { $0.attributes["fill"] }
    #expect(backgrounds == ["#1e1e1e", "#323232"])
  }

  @Test(
    "each attribute becomes its SVG property",
    arguments: [
      (CellStyle.Attributes.bold, "font-weight", "bold"),
      (.italic, "font-style", "italic"),
      (.underline, "text-decoration", "underline"),
      (.dim, "opacity", "0.5"),
    ])
  func attribute(attribute: CellStyle.Attributes, name: String, value: String) {
    let plain = texts { $0.write("a", x: 0, y: 0, style: .plain, measurer: measurer) }
    let styled = texts {
      $0.write("a", x: 0, y: 0, style: CellStyle(attributes: attribute), measurer: measurer)
    }
    #expect(plain.first?.attributes[name] == nil)
    #expect(styled.first?.attributes[name] == value)
  }

  @Test("reverse swaps the colours after nil ones are resolved from the defaults")
  func reverseWithDefaults() {
    let options = SVGOptions(defaultForeground: Color(hex: 0xEEEEEE), defaultBackground: .black)
    var screen = Screen(width: 3, height: 1)
    screen.write("OK", x: 0, y: 0, style: CellStyle(attributes: .reverse), measurer: measurer)
    let document = readSVG(screen.svg(options))
    #expect(elements("text", in: document).first?.attributes["fill"] == "#000000")
    let rects = elements("rect", in: document)
    #expect(rects.map { $0.attributes["fill"] } == ["#000000", "#eeeeee"])
    #expect(rects.last?.number("width") == rounded(2 * 8.4))
  }

  @Test("reverse with one colour set swaps it with the other's default")
  func reverseWithOneColour() {
    var screen = Screen(width: 1, height: 1)
    screen.write(
      "x", x: 0, y: 0, style: CellStyle(foreground: purple, attributes: .reverse),
      measurer: measurer)
    let document = readSVG(screen.svg())
    #expect(elements("text", in: document).first?.attributes["fill"] == "#1e1e1e")
    #expect(elements("rect", in: document).last?.attributes["fill"] == "#6200ee")
  }

  @Test("backgrounds merge into one rectangle per run of equal colour on each row")
  func backgroundRuns() {
    var screen = Screen(width: 10, height: 2)
    for y in 0..<2 {
      screen.fill(
        Rect(x: 0, y: y, width: 5, height: 1), with: .blank(CellStyle(background: purple)))
      screen.fill(
        Rect(x: 5, y: y, width: 3, height: 1), with: .blank(CellStyle(background: snackbar)))
    }
    screen.write(
      "ab", x: 1, y: 0, style: CellStyle(foreground: .white, background: purple), measurer: measurer
    )
    let rects = Array(elements("rect", in: readSVG(screen.svg())).dropFirst())
    #expect(rects.map { $0.attributes["fill"] } == ["#6200ee", "#323232", "#6200ee", "#323232"])
    let xs: [Double] = columnPositions([0, 5, 0, 5])
    let widths: [Double] = columnPositions([5, 3, 5, 3])
    let ys: [Double] = [0, 0, 17, 17]
    #expect(rects.compactMap { $0.number("x") } == xs)
    #expect(rects.compactMap { $0.number("width") } == widths)
    #expect(rects.compactMap { $0.number("y") } == ys)
    #expect(rects.allSatisfy { $0.number("height") == 17 })
  }

  @Test("a wide character's second column takes its background")
  func wideBackground() {
    var screen = Screen(width: 3, height: 1)
    screen.write("写", x: 0, y: 0, style: CellStyle(background: purple), measurer: measurer)
    let rects = Array(elements("rect", in: readSVG(screen.svg())).dropFirst())
    #expect(rects.compactMap { $0.number("width") } == columnPositions([2]))
  }

  @Test("markup characters in text and title are escaped and read back unchanged")
  func escaping() {
    let text = "<a href=\"x\">&'"
    var screen = Screen(width: 20, height: 1)
    screen.write(text, x: 0, y: 0, style: .plain, measurer: measurer)
    let svg = screen.svg(SVGOptions(fontFamily: "'My \"Font\"' & <mono>", title: "Tom & Jerry <3"))
    let document = readSVG(svg)
    #expect(placedGlyphs(document).map(\.text).joined() == text.replacingSpaces)
    #expect(elements("title", in: document).first?.text == "Tom & Jerry <3")
    #expect(document.contains { $0.attributes["font-family"] == "'My \"Font\"' & <mono>" })
    #expect(!svg.contains("<a"))
  }

  @Test("characters XML forbids become visible stand-ins even when a cell holds them raw")
  func forbiddenCharacters() {
    var screen = Screen(width: 5, height: 1)
    screen.put("\u{1B}", width: 1, x: 0, y: 0, style: .plain)
    screen.put("\u{0}", width: 1, x: 1, y: 0, style: .plain)
    screen.put("\u{FFFF}", width: 1, x: 2, y: 0, style: .plain)
    screen.put("\t", width: 1, x: 3, y: 0, style: .plain)
    let svg = screen.svg(SVGOptions(title: "a\u{7}b\nc"))
    let document = readSVG(svg)
    #expect(placedGlyphs(document).map(\.text) == ["\u{241B}", "\u{2400}", "\u{FFFD}", "\u{2409}"])
    #expect(elements("title", in: document).first?.text == "a\u{2407}b\nc")
  }

  @Test("underlined spaces are drawn so the underline runs on; other spaces are not")
  func underlinedSpaces() {
    let underlined = CellStyle(attributes: .underline)
    let glyphs = placedGlyphs(
      readSVG(
        {
          var screen = Screen(width: 8, height: 1)
          screen.write("a b", x: 0, y: 0, style: underlined, measurer: measurer)
          screen.write("c d", x: 4, y: 0, style: .plain, measurer: measurer)
          return screen.svg()
        }()))
    #expect(glyphs.map(\.text) == ["a", " ", "b", "c", "d"])
    #expect(glyphs.map(\.x) == columnPositions([0, 1, 2, 4, 6]))
  }

  @Test("the same screen always gives the same bytes")
  func deterministic() {
    func paint() -> Screen {
      var screen = Screen(width: 30, height: 4)
      screen.fill(
        Rect(x: 2, y: 1, width: 20, height: 2), with: .blank(CellStyle(background: snackbar)))
      screen.write(
        "╭─ 写真 👍 ─╮", x: 1, y: 0, style: CellStyle(foreground: purple), measurer: measurer)
      screen.write(
        "Delete & undo", x: 3, y: 1, style: CellStyle(attributes: [.bold, .dim]), measurer: measurer
      )
      return screen
    }
    let options = SVGOptions(title: "snapshot")
    #expect(paint().svg(options) == paint().svg(options))
    #expect(paint().svg(options).contains("<path d=\"M"))
  }
}

extension String {
  /// The text as the export draws it: spaces that are not underlined are left out.
  fileprivate var replacingSpaces: String { filter { $0 != " " } }
}

import ScrimCore
import ScrimTerminal
import Testing

/// Where the SVG export puts things: every grapheme in its own column, wide ones over
/// exactly two cells, and an image exactly as large as the grid.
@Suite struct SVGLayoutTests {
  private let measurer = CellMeasurer()
  private let options = SVGOptions()

  @Test("ASCII characters sit at column × cell width, on one baseline per row")
  func asciiPositions() {
    var screen = Screen(width: 10, height: 2)
    screen.write("ab", x: 2, y: 0, style: .plain, measurer: measurer)
    screen.write("c", x: 9, y: 1, style: .plain, measurer: measurer)
    let glyphs = placedGlyphs(readSVG(screen.svg()))
    #expect(glyphs.map(\.text) == ["a", "b", "c"])
    #expect(glyphs.map(\.x) == columnPositions([2, 3, 9]))
    #expect(glyphs[1].y == glyphs[0].y)
    #expect(glyphs[2].y == glyphs[0].y + options.cellHeight)
  }

  @Test("CJK and emoji are fitted to exactly two cells and push nothing out of its column")
  func wideCharacters() {
    var screen = Screen(width: 8, height: 1)
    screen.write("a写👍b", x: 0, y: 0, style: .plain, measurer: measurer)
    let glyphs = placedGlyphs(readSVG(screen.svg()))
    #expect(glyphs.map(\.text) == ["a", "写", "👍", "b"])
    #expect(glyphs.map(\.x) == columnPositions([0, 1, 3, 5]))
    #expect(glyphs[1].width == rounded(2 * 8.4))
    #expect(glyphs[2].width == rounded(2 * 8.4))
    let fitted = elements("text", in: readSVG(screen.svg())).filter {
      $0.number("textLength") != nil
    }
    #expect(fitted.map(\.text) == ["写", "👍"])
    #expect(fitted.allSatisfy { $0.attributes["lengthAdjust"] == "spacingAndGlyphs" })
  }

  @Test("a long row of wide characters does not drift: each lands on its own column")
  func noDrift() {
    var screen = Screen(width: 200, height: 1)
    let text = String(repeating: "漢字x", count: 40)
    screen.write(text, x: 0, y: 0, style: .plain, measurer: measurer)
    let glyphs = placedGlyphs(readSVG(screen.svg()))
    var column = 0
    var expected: [Double] = []
    for character in text {
      expected.append(rounded(Double(column) * 8.4))
      column += measurer.width(of: character)
    }
    #expect(glyphs.map(\.x) == expected)
    #expect(glyphs.map(\.text).joined() == text)
  }

  @Test(
    "the image is columns × cell width by rows × cell height",
    arguments: [(1, 1), (80, 24), (7, 3)])
  func size(columns: Int, rows: Int) {
    let options = SVGOptions(cellWidth: 9, cellHeight: 18.5, fontSize: 15)
    let root = readSVG(Screen(width: columns, height: rows).svg(options)).first
    #expect(root?.name == "svg")
    #expect(root?.number("width") == Double(columns) * 9)
    #expect(root?.number("height") == Double(rows) * 18.5)
    let viewBox = "0 0 \(columns * 9) \(svgNumber(Double(rows) * 18.5))"
    #expect(root?.attributes["viewBox"] == viewBox)
  }

  @Test("an empty 0×0 screen gives a small, well-formed image with nothing in it")
  func empty() {
    let svg = Screen(width: 0, height: 0).svg()
    let document = readSVG(svg)
    #expect(document.first?.name == "svg")
    #expect(document.first?.number("width") == 0)
    #expect(document.first?.number("height") == 0)
    #expect(placedGlyphs(document).isEmpty)
    #expect(svg.utf8.count < 600)
  }

  @Test("options that are not finite and positive fall back to the defaults")
  func unusableOptions() {
    let screen = Screen(width: 2, height: 2)
    let broken = SVGOptions(cellWidth: .nan, cellHeight: -3, fontSize: .infinity)
    #expect(screen.svg(broken) == screen.svg())
  }

  @Test("a vertical line joins from row to row, with no gap between the cells' shapes")
  func verticalLinesJoin() {
    var screen = Screen(width: 3, height: 3)
    for y in 0..<3 { screen.write("│", x: 1, y: y, style: .plain, measurer: measurer) }
    let rects = elements("rect", in: readSVG(screen.svg())).dropFirst()
    let spans = rects.compactMap { rect -> (Double, Double)? in
      guard let y = rect.number("y"), let height = rect.number("height") else { return nil }
      return (y, y + height)
    }.sorted { $0.0 < $1.0 }
    #expect(spans.first?.0 == 0)
    #expect(spans.last?.1 == 3 * options.cellHeight)
    for (upper, lower) in zip(spans, spans.dropFirst()) { #expect(upper.1 >= lower.0) }
    #expect(placedGlyphs(readSVG(screen.svg())).isEmpty)
  }

  @Test("a horizontal line and a corner meet at the cell edges")
  func cornersJoin() {
    var screen = Screen(width: 3, height: 2)
    screen.write("┌─┐", x: 0, y: 0, style: .plain, measurer: measurer)
    screen.write("└─┘", x: 0, y: 1, style: .plain, measurer: measurer)
    let rects = elements("rect", in: readSVG(screen.svg())).dropFirst()
    let topRow = rects.filter { ($0.number("height") ?? 0) < 2 && ($0.number("y") ?? 99) < 17 }
    let covered = topRow.compactMap { rect -> (Double, Double)? in
      guard let x = rect.number("x"), let width = rect.number("width") else { return nil }
      return (x, x + width)
    }.sorted { $0.0 < $1.0 }
    #expect(covered.first?.0 ?? 0 > 0)
    #expect(covered.last?.1 ?? 99 < 3 * 8.4)
    for (left, right) in zip(covered, covered.dropFirst()) { #expect(left.1 >= right.0) }
  }

  @Test("a full block fills its cell exactly and a shade is a translucent cell")
  func blocks() {
    var screen = Screen(width: 2, height: 1)
    screen.write("█▒", x: 0, y: 0, style: .plain, measurer: measurer)
    let rects = Array(elements("rect", in: readSVG(screen.svg())).dropFirst())
    #expect(rects.count == 2)
    #expect(rects.first?.attributes["x"] == "0")
    #expect(rects.first?.attributes["y"] == "0")
    #expect(rects.first?.attributes["width"] == "8.4")
    #expect(rects.first?.attributes["height"] == "17")
    #expect(rects.last?.attributes["opacity"] == "0.5")
  }
}

/// Where the export puts columns, with the default cell width.
func columnPositions(_ columns: [Int]) -> [Double] {
  columns.map { rounded(Double($0) * 8.4) }
}

/// A length as the export rounds it: to hundredths.
func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

/// A number as the export writes it, for comparing attribute strings.
func svgNumber(_ value: Double) -> String {
  let text = "\(rounded(value))"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

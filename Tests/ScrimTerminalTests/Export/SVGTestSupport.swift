import ScrimCore
import ScrimTerminal
import Testing

/// One drawn grapheme of an exported SVG: its text, where it starts and, when it is
/// fitted to its cells alone, the width it is fitted to.
struct PlacedGlyph: Equatable, CustomStringConvertible {
  var text: String
  var x: Double
  var y: Double
  var width: Double?

  var description: String { "\(text)@\(x),\(y)" + (width.map { " w\($0)" } ?? "") }
}

/// Reads an exported SVG, recording an issue when it is not well formed.
func readSVG(_ document: String, sourceLocation: SourceLocation = #_sourceLocation) -> [SVGElement]
{
  do {
    return try SVGReader.read(document)
  } catch {
    Issue.record("not well formed: \(error)", sourceLocation: sourceLocation)
    return []
  }
}

/// Every grapheme of every `<text>`, placed: a text with a list of positions places one
/// character at each, a text with one position is one grapheme.
func placedGlyphs(_ elements: [SVGElement]) -> [PlacedGlyph] {
  elements.filter { $0.name == "text" }.flatMap { element -> [PlacedGlyph] in
    let positions = element.numbers("x")
    let y = element.number("y") ?? .nan
    if positions.count == 1 {
      return [
        PlacedGlyph(text: element.text, x: positions[0], y: y, width: element.number("textLength"))
      ]
    }
    return zip(element.text, positions).map { PlacedGlyph(text: String($0), x: $1, y: y) }
  }
}

/// The elements with a name, in order.
func elements(_ name: String, in document: [SVGElement]) -> [SVGElement] {
  document.filter { $0.name == name }
}

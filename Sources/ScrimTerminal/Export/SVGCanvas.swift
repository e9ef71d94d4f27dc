import ScrimCore

/// Writes one screen as an SVG document, row by row, for `Screen.svg(_:)`.
struct SVGCanvas {
  /// How a cell's text is drawn; cells with equal text styles can share a `<text>`.
  private struct TextStyle: Equatable {
    var foreground: UInt32
    var attributes: CellStyle.Attributes
  }

  private let screen: Screen
  private let options: SVGOptions
  private let cellWidth: Double
  private let cellHeight: Double
  private let fontSize: Double
  private let defaultForeground: UInt32
  private let defaultBackground: UInt32
  private var output = ""

  /// The opacity of dim (faint) text and shapes.
  static let dimOpacity = 0.5

  init(screen: Screen, options: SVGOptions) {
    self.screen = screen
    self.options = options
    cellWidth = options.usableCellWidth
    cellHeight = options.usableCellHeight
    fontSize = options.usableFontSize
    defaultForeground = SVGMarkup.rgb(options.defaultForeground)
    defaultBackground = SVGMarkup.rgb(options.defaultBackground)
  }

  /// The whole document.
  mutating func document() -> String {
    let n = SVGMarkup.number
    let width = n(Double(screen.width) * cellWidth)
    let height = n(Double(screen.height) * cellHeight)
    output += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    output += " viewBox=\"0 0 \(width) \(height)\" role=\"img\">\n"
    if let title = options.title {
      output += "<title>\(SVGMarkup.escaped(title, keepsLineBreaks: true))</title>\n"
    }
    output +=
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(SVGMarkup.hex(defaultBackground))\"/>\n"
    // Crisp edges: rectangles that meet exactly show no anti-aliased seam between them.
    group("<g shape-rendering=\"crispEdges\">") { canvas in
      for y in 0..<canvas.screen.height { canvas.backgrounds(row: y) }
      for y in 0..<canvas.screen.height { canvas.shapes(row: y) }
    }
    let font =
      "font-family=\"\(SVGMarkup.escaped(options.fontFamily))\" font-size=\"\(n(fontSize))\""
    group("<g \(font) xml:space=\"preserve\">") { canvas in
      for y in 0..<canvas.screen.height { canvas.texts(row: y) }
    }
    output += "</svg>\n"
    return output
  }

  /// Writes what `body` writes inside a group, or nothing when it writes nothing.
  private mutating func group(_ start: String, _ body: (inout SVGCanvas) -> Void) {
    var content = ""
    swap(&content, &output)
    body(&self)
    swap(&content, &output)
    if !content.isEmpty { output += start + "\n" + content + "</g>\n" }
  }

  // MARK: - Cells

  /// The cell that decides how column x looks: a continuation column takes its wide
  /// character's style, as a terminal draws both halves with it.
  private func owner(x: Int, y: Int) -> Cell? {
    guard let cell = screen[x, y] else { return nil }
    if cell.isContinuation, let wide = screen[x - 1, y], wide.width == 2 { return wide }
    return cell
  }

  /// The foreground and background as drawn: defaults for nil, swapped by reverse.
  private func colors(of style: CellStyle) -> (foreground: UInt32, background: UInt32) {
    let foreground = style.foreground.map(SVGMarkup.rgb) ?? defaultForeground
    let background = style.background.map(SVGMarkup.rgb) ?? defaultBackground
    return style.attributes.contains(.reverse)
      ? (background, foreground) : (foreground, background)
  }

  /// Reverse is left out once applied, so reversed and plain text of one colour share runs.
  private func textStyle(of style: CellStyle) -> TextStyle {
    TextStyle(
      foreground: colors(of: style).foreground,
      attributes: style.attributes.subtracting(.reverse))
  }

  /// How many columns a cell at x covers, clipped to the row.
  private func span(of cell: Cell, x: Int) -> Int {
    cell.width == 2 && x + 1 < screen.width ? 2 : 1
  }

  private func box(x: Int, y: Int, span: Int) -> BoxDrawing.Box {
    BoxDrawing.Box(
      x: Double(x) * cellWidth, y: Double(y) * cellHeight, width: Double(span) * cellWidth,
      height: cellHeight)
  }

  private var lineWidth: Double { max(1, fontSize / 12) }

  // MARK: - Backgrounds

  /// One rectangle per run of equal background colour, skipping the default colour the
  /// whole image is already filled with.
  private mutating func backgrounds(row y: Int) {
    var x = 0
    while x < screen.width {
      let color = owner(x: x, y: y).map { colors(of: $0.style).background } ?? defaultBackground
      var end = x + 1
      while end < screen.width,
        owner(x: end, y: y).map({ colors(of: $0.style).background }) == color
      {
        end += 1
      }
      if color != defaultBackground {
        let n = SVGMarkup.number
        output += "<rect x=\"\(n(Double(x) * cellWidth))\" y=\"\(n(Double(y) * cellHeight))\""
        output += " width=\"\(n(Double(end - x) * cellWidth))\" height=\"\(n(cellHeight))\""
        output += " fill=\"\(SVGMarkup.hex(color))\"/>\n"
      }
      x = end
    }
  }

  // MARK: - Shapes

  private mutating func shapes(row y: Int) {
    var x = 0
    while x < screen.width {
      guard let cell = screen[x, y], !cell.isContinuation else {
        x += 1
        continue
      }
      let span = span(of: cell, x: x)
      if let shapes = BoxDrawing.shapes(
        for: cell.grapheme, in: box(x: x, y: y, span: span), lineWidth: lineWidth)
      {
        let style = textStyle(of: cell.style)
        // A dim cell's shapes overlap where its arms meet; one translucent group keeps
        // the overlaps from showing brighter.
        let grouped = style.attributes.contains(.dim) && shapes.count > 1
        if grouped { output += "<g\(opacityAttribute(Self.dimOpacity))>\n" }
        for shape in shapes { write(shape, style: style, dims: !grouped) }
        if grouped { output += "</g>\n" }
      }
      x += span
    }
  }

  private mutating func write(_ shape: BoxDrawing.Shape, style: TextStyle, dims: Bool = true) {
    let n = SVGMarkup.number
    let color = SVGMarkup.hex(style.foreground)
    let dim = dims && style.attributes.contains(.dim) ? Self.dimOpacity : 1
    switch shape {
    case .rect(let x, let y, let width, let height, let opacity):
      output += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\""
      output += " fill=\"\(color)\"\(opacityAttribute(opacity * dim))/>\n"
    case .stroke(let path):
      // Curves are smoothed; the straight lines around them stay crisp.
      output += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\""
      output += " shape-rendering=\"geometricPrecision\""
      output += " stroke-width=\"\(n(lineWidth))\"\(opacityAttribute(dim))/>\n"
    }
  }

  private func opacityAttribute(_ opacity: Double) -> String {
    opacity < 1 ? " opacity=\"\(SVGMarkup.number(opacity))\"" : ""
  }

  // MARK: - Text

  /// The row's text: runs of single-column ASCII in one style as one `<text>` with a
  /// position per character, every other grapheme alone, fitted to its cells.
  private mutating func texts(row y: Int) {
    var x = 0
    while x < screen.width {
      guard let cell = screen[x, y], !cell.isContinuation else {
        x += 1
        continue
      }
      let span = span(of: cell, x: x)
      let style = textStyle(of: cell.style)
      if isRunnable(cell, style: style) {
        var end = x + 1
        while let next = screen[end, y], isRunnable(next, style: style),
          textStyle(of: next.style) == style
        {
          end += 1
        }
        writeText(from: x, to: end, y: y, style: style)
        x = end
        continue
      }
      if !isBlank(cell, style: style) && !BoxDrawing.draws(cell.grapheme) {
        writeGrapheme(cell.grapheme, x: x, y: y, span: span, style: style)
      }
      x += span
    }
  }

  /// Whether a cell is printable ASCII one column wide, or a space that shows (underlined).
  private func isRunnable(_ cell: Cell, style: TextStyle) -> Bool {
    guard cell.width == 1, cell.grapheme.utf8.count == 1, let byte = cell.grapheme.utf8.first
    else { return false }
    return (0x21...0x7E).contains(byte) || (byte == 0x20 && style.attributes.contains(.underline))
  }

  /// Whether a cell draws nothing: empty, or a space that is not underlined.
  private func isBlank(_ cell: Cell, style: TextStyle) -> Bool {
    cell.grapheme.isEmpty || (cell.grapheme == " " && !style.attributes.contains(.underline))
  }

  private var baseline: Double { (cellHeight + fontSize * 0.7) / 2 }

  private mutating func writeText(from start: Int, to end: Int, y: Int, style: TextStyle) {
    let n = SVGMarkup.number
    let positions = (start..<end).map { n(Double($0) * cellWidth) }.joined(separator: " ")
    var text = ""
    for x in start..<end { text += screen[x, y]?.grapheme ?? "" }
    output += "<text x=\"\(positions)\" y=\"\(n(Double(y) * cellHeight + baseline))\""
    output += attributes(style) + ">\(SVGMarkup.escaped(text))</text>\n"
  }

  private mutating func writeGrapheme(
    _ grapheme: String, x: Int, y: Int, span: Int, style: TextStyle
  ) {
    let n = SVGMarkup.number
    output +=
      "<text x=\"\(n(Double(x) * cellWidth))\" y=\"\(n(Double(y) * cellHeight + baseline))\""
    output += " textLength=\"\(n(Double(span) * cellWidth))\" lengthAdjust=\"spacingAndGlyphs\""
    output += attributes(style) + ">\(SVGMarkup.escaped(grapheme))</text>\n"
  }

  private func attributes(_ style: TextStyle) -> String {
    var result = " fill=\"\(SVGMarkup.hex(style.foreground))\""
    let attributes = style.attributes
    if attributes.contains(.bold) { result += " font-weight=\"bold\"" }
    if attributes.contains(.italic) { result += " font-style=\"italic\"" }
    if attributes.contains(.underline) { result += " text-decoration=\"underline\"" }
    if attributes.contains(.dim) { result += opacityAttribute(Self.dimOpacity) }
    return result
  }
}

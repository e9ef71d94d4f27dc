@_spi(Renderer) import ScrimCore

extension Screen {
  /// Draws a one-cell border just inside `rect`: rounded corners (╭╮╰╯) or square ones
  /// (┌┐└┘), as the shape scheme's corner radius says.
  ///
  /// Rectangles narrower or shorter than two cells get no border.
  public mutating func drawBox(_ rect: Rect, corners: CornerStyle, style: CellStyle) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let glyphs: (String, String, String, String) =
      corners == .rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    for x in (rect.x + 1)..<right {
      put("─", width: 1, x: x, y: rect.y, style: style)
      put("─", width: 1, x: x, y: bottom, style: style)
    }
    for y in (rect.y + 1)..<bottom {
      put("│", width: 1, x: rect.x, y: y, style: style)
      put("│", width: 1, x: right, y: y, style: style)
    }
    put(glyphs.0, width: 1, x: rect.x, y: rect.y, style: style)
    put(glyphs.1, width: 1, x: right, y: rect.y, style: style)
    put(glyphs.2, width: 1, x: rect.x, y: bottom, style: style)
    put(glyphs.3, width: 1, x: right, y: bottom, style: style)
  }

  /// Casts a one-cell shadow to the right of and below `rect`, offset by one cell, as
  /// the terminal's stand-in for Material elevation.
  ///
  /// The cells keep their text and darken (on a monochrome terminal they dim), so the
  /// content under the shadow stays readable. A wide character the shadow's edge cuts is
  /// shaded whole, since a terminal draws a character in one style.
  public mutating func castShadow(of rect: Rect, isMonochrome: Bool) {
    guard !rect.isEmpty else { return }
    // Most cells under a shadow share one style (the scrimmed host's): each is darkened
    // once, since compositing is most of what a repaint of the modal costs.
    var last: (style: CellStyle, shaded: CellStyle)?
    let darken: (CellStyle) -> CellStyle = { style in
      if let last, last.style == style { return last.shaded }
      var shaded = style
      if isMonochrome {
        shaded.attributes.insert(.dim)
      } else {
        let shadow = Color.black.withAlpha(0.6)
        shaded.foreground = shadow.composited(over: style.foreground ?? .white)
        shaded.background = shadow.composited(over: style.background ?? .black)
      }
      last = (style, shaded)
      return shaded
    }
    // The column stops above the bottom row, which owns the corner: a cell shaded
    // twice would be darker than the rest of the shadow.
    for y in (rect.y + 1)..<rect.maxY {
      restyleWholeCharacters(x: rect.maxX, width: 1, y: y, darken)
    }
    restyleWholeCharacters(x: rect.x + 1, width: rect.width, y: rect.maxY, darken)
  }

  /// Restyles columns `x..<x + width` of row `y`, widened to take in both halves of a
  /// wide character at either end.
  private mutating func restyleWholeCharacters(
    x: Int, width: Int, y: Int, _ transform: (CellStyle) -> CellStyle
  ) {
    guard width > 0 else { return }
    let startsInside = self[x, y]?.isContinuation == true
    let endsInside = self[x + width - 1, y]?.width == 2
    let left = startsInside ? x - 1 : x
    let right = endsInside ? x + width + 1 : x + width
    restyle(Rect(x: left, y: y, width: right - left, height: 1), transform)
  }
}

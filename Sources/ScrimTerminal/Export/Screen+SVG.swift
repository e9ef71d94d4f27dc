extension Screen {
  /// An SVG image of the screen, cell for cell, for documentation and for looking at
  /// snapshots.
  ///
  /// Every character is placed at its own column (x = column × `cellWidth`), so text
  /// never drifts however the viewer's font measures it: runs of ASCII share one
  /// `<text>` with a position per character, and every other grapheme gets its own,
  /// pinned to its one or two cells with `textLength`. Backgrounds are rectangles
  /// exactly one cell high, merged along each row, and box-drawing and block characters
  /// are drawn as shapes that fill their cells, so borders and shadows join across rows.
  ///
  /// Nil colours are the options' defaults; reverse swaps the two after that, dim lowers
  /// the opacity, bold, italic and underline become the matching font properties.
  /// Colours are drawn opaque, as a terminal draws them. Text is escaped for XML and
  /// characters XML cannot hold are shown by visible stand-ins. The same screen and
  /// options always give the same bytes.
  ///
  ///     let image = screen.svg(SVGOptions(title: "Delete draft? alert"))
  ///
  /// - Parameter options: Cell size, font, default colours and title.
  /// - Returns: A standalone SVG document.
  /// - Complexity: O(width × height).
  public func svg(_ options: SVGOptions = SVGOptions()) -> String {
    var canvas = SVGCanvas(screen: self, options: options)
    return canvas.document()
  }
}

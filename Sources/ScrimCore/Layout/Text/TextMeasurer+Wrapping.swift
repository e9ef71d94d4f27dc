// Greedy, linear-time line breaking for terminal widths.
//
// Break opportunities (a simplification of UAX #14 that suits short UI text): after a
// run of breaking spaces, after U+200B ZERO WIDTH SPACE, and before and after any
// two-cell character, since CJK text has no spaces. A word longer than the line is
// broken between characters. Hard breaks are every Character whose `isNewline` is true
// (LF, CR, CRLF, VT, FF, NEL, LS, PS).

extension TextMeasurer {
  /// Breaks `text` into lines no wider than `width`.
  ///
  /// Lines break at word boundaries where they can and inside over-long words where
  /// they must; line breaks in `text` always start a new line. Spaces at a soft break
  /// are dropped, tabs become spaces, and control characters become their stand-ins
  /// (`TextSanitizer`). A character wider than `width` on its own (a CJK character in a
  /// one-cell column) is shown as "…". When there would be more than `maximumLines`,
  /// the last kept line ends in "…" and `isTruncated` is set.
  ///
  /// - Parameters:
  ///   - text: The text; any string.
  ///   - width: The widest a line may be; below 1 gives no lines.
  ///   - maximumLines: The most lines to return, or nil for no limit.
  /// - Complexity: O(n) in the length of `text`; with `maximumLines`, it stops reading
  ///   once the limit is passed.
  public func wrap(_ text: String, width: Int, maximumLines: Int? = nil) -> WrappedText {
    let limit = maximumLines.map { max(0, $0) } ?? Int.max
    guard !text.isEmpty else { return .empty }
    guard width >= 1, limit >= 1 else {
      return WrappedText(lines: [], isTruncated: !text.isEmpty, width: 0)
    }
    var source = text
    source.makeContiguousUTF8()
    let wrapped = source.utf8.withContiguousStorageIfAvailable { bytes in
      var breaker = LineBreaker(
        measurer: self, text: source, bytes: bytes, width: width, limit: limit)
      breaker.run()
      return breaker.finish()
    }
    return wrapped ?? .empty
  }

  /// `text` on one line no wider than `width`, ending in "…" when it had to be cut.
  ///
  /// Line breaks and tabs become spaces and control characters their stand-ins, for
  /// titles and banners that must stay on one line.
  ///
  /// - Complexity: O(n) in the length of `text`, and it stops reading at `width`.
  public func truncate(_ text: String, width: Int) -> String {
    guard width >= 1 else { return "" }
    let ellipsisWidth = self.width(of: LineBreaker<Self>.ellipsis)
    var line = ""
    var lineWidth = 0
    var cut: String.Index?
    for character in text {
      let shown =
        character.isNewline || character == "\t" ? " " : TextSanitizer.sanitized(character)
      let characterWidth = self.width(of: shown)
      if cut == nil, lineWidth + characterWidth > width - ellipsisWidth {
        cut = line.endIndex
      }
      if lineWidth + characterWidth > width {
        var kept = String(line[..<(cut ?? line.endIndex)])
        while kept.last == " " { kept.removeLast() }
        return ellipsisWidth <= width ? kept + String(LineBreaker<Self>.ellipsis) : kept
      }
      line.append(shown)
      lineWidth += characterWidth
    }
    return line
  }
}

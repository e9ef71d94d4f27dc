/// What a text area shows in its frame: the rows in view, and where the caret is.
///
/// Long lines wrap at the frame's width (at a space when the row has one, else between
/// characters); the core decides the rows and the scroll once, so that every renderer
/// shows the same rows and keeps the caret in view.
@_spi(Renderer) public struct TextAreaView: Hashable, Sendable {
  /// The rows in view, top first, as they are drawn: a tab as spaces to the next stop of
  /// eight spaces, control characters replaced.
  public var rows: [String]
  /// The caret's row in `rows` and its distance from the frame's leading edge, in the
  /// layout's units; nil when the area is read-only (GTK draws no caret then) or the
  /// caret is out of view.
  public var caret: Caret?
  /// Whether text lies above the first row in view.
  public var hasTextAbove: Bool
  /// Whether text lies below the last row in view.
  public var hasTextBelow: Bool
  /// Whether the keys edit it.
  public var isEditable: Bool

  /// Where the caret is drawn.
  public struct Caret: Hashable, Sendable {
    /// Its row, in `TextAreaView.rows`.
    public var row: Int
    /// Its distance from the frame's leading edge, in the layout's units.
    public var offset: Int

    /// Makes a caret's place.
    public init(row: Int, offset: Int) {
      self.row = row
      self.offset = offset
    }
  }

  /// Makes a text area's view.
  public init(
    rows: [String], caret: Caret?, hasTextAbove: Bool, hasTextBelow: Bool, isEditable: Bool
  ) {
    self.rows = rows
    self.caret = caret
    self.hasTextAbove = hasTextAbove
    self.hasTextBelow = hasTextBelow
    self.isEditable = isEditable
  }
}

/// A row of a text area: a line, and which of its wrapped rows.
struct TextAreaRow: Hashable, Comparable, Sendable {
  var line: Int
  var row: Int

  static func < (lhs: TextAreaRow, rhs: TextAreaRow) -> Bool {
    (lhs.line, lhs.row) < (rhs.line, rhs.row)
  }
}

/// A text area's lines wrapped at one width, measured only where they are asked for, so
/// a long text costs the rows in view and not its every line.
///
/// A line's characters are those of the area's text, indexed by their offsets in it, or,
/// for an area showing a `TextLineSource`, the source's line, indexed from 0; a row is a
/// range of those indices.
///
/// A line is numbered from the text's start (0, 1, …) or, in a source, from its end (-1 is
/// the last line, -2 the one before), as `TextLineSource.line(fromEnd:)` reads it: the end
/// of a text of any size is shown and scrolled from without counting its lines. A view
/// starts in one numbering and moves within it; the two are never compared.
@MainActor
struct TextAreaWrapping {
  let area: TextArea
  let width: Int
  let measurer: any TextMeasurer
  private var wrapped: [Int: [Range<Int>]] = [:]
  /// The lines read from the area's source by this wrapping, so each is read once.
  private var sourceLines: [Int: ArraySlice<Character>?] = [:]

  init(area: TextArea, width: Int, measurer: any TextMeasurer) {
    self.area = area
    self.width = max(1, width)
    self.measurer = measurer
  }

  /// The last line: a source's numbered from its end (-1), unless it is empty (0).
  mutating func lastLine() -> Int {
    if area.lineSource != nil { return hasLine(-1) ? -1 : 0 }
    return area.lineStarts.count - 1
  }

  /// Whether the text has `line`: asked of a source only for the line after one shown, or
  /// before one shown from the end.
  mutating func hasLine(_ line: Int) -> Bool {
    if area.lineSource != nil { return line == 0 || sourceLine(line) != nil }
    return line >= 0 && line < area.lineStarts.count
  }

  /// The line after `line`, or nil when it is the last.
  private mutating func line(after line: Int) -> Int? {
    if line < 0 { return line < -1 ? line + 1 : nil }
    return hasLine(line + 1) ? line + 1 : nil
  }

  /// The line before `line`, or nil when it is the first.
  private mutating func line(before line: Int) -> Int? {
    if line > 0 { return line - 1 }
    return line < 0 && hasLine(line - 1) ? line - 1 : nil
  }

  /// Whether `position` is the text's first row, with nothing above it.
  mutating func isFirst(_ position: TextAreaRow) -> Bool {
    position.row == 0 && line(before: position.line) == nil
  }

  /// `line`'s characters, without its line break.
  mutating func characters(of line: Int) -> ArraySlice<Character> {
    if area.lineSource != nil { return sourceLine(line) ?? [] }
    return area.characters[area.lineStarts[line]..<area.lineEnd(line)]
  }

  private mutating func sourceLine(_ line: Int) -> ArraySlice<Character>? {
    if let kept = sourceLines[line] { return kept }
    let read = area.lineSource?.line(numbered: line).map { ArraySlice(Array($0)) }
    sourceLines[line] = read
    return read
  }

  /// The character ranges of `line`'s rows (one empty range for an empty line).
  mutating func rows(of line: Int) -> [Range<Int>] {
    if let kept = wrapped[line] { return kept }
    let rows = wrap(characters(of: line))
    wrapped[line] = rows
    return rows
  }

  /// The row holding the caret at `offset`: a row holds its start up to its end, which
  /// belongs to the next row unless it ends the line.
  mutating func row(at offset: Int) -> TextAreaRow {
    let line = area.line(at: offset)
    let rows = rows(of: line)
    let index = rows.firstIndex { offset < $0.upperBound } ?? rows.count - 1
    return TextAreaRow(line: line, row: index)
  }

  /// `start` moved `step` rows down (up when negative), stopping at the first and last.
  mutating func move(_ start: TextAreaRow, by step: Int) -> TextAreaRow {
    stepped(start, by: step).position
  }

  /// `start` moved `step` rows down (up when negative), stopping at the first and last,
  /// and how many rows it moved.
  private mutating func stepped(_ start: TextAreaRow, by step: Int) -> (
    position: TextAreaRow, moved: Int
  ) {
    var position = clamped(start)
    var left = abs(step)
    while left > 0 {
      if step > 0 {
        if position.row + 1 < rows(of: position.line).count {
          position.row += 1
        } else if let next = line(after: position.line) {
          position = TextAreaRow(line: next, row: 0)
        } else {
          break
        }
      } else {
        if position.row > 0 {
          position.row -= 1
        } else if let previous = line(before: position.line) {
          position = TextAreaRow(line: previous, row: rows(of: previous).count - 1)
        } else {
          break
        }
      }
      left -= 1
    }
    return (position, abs(step) - left)
  }

  /// The last row, and so the lowest a window of `count` rows can start: `count - 1` rows
  /// above it.
  mutating func lowestTop(showing count: Int) -> TextAreaRow {
    let lastLine = lastLine()
    let last = TextAreaRow(line: lastLine, row: rows(of: lastLine).count - 1)
    return move(last, by: -(count - 1))
  }

  /// `top` raised so that a window of `count` rows from it is full when the text has that
  /// many: the lower of `top` and `lowestTop(showing:)`, found from `top` alone unless its
  /// window passes the end, so a long text is not read to its end to show its start.
  mutating func keepingFull(_ top: TextAreaRow, showing count: Int) -> TextAreaRow {
    let (bottom, moved) = stepped(top, by: count - 1)
    return moved == count - 1 ? clamped(top) : move(bottom, by: -(count - 1))
  }

  /// `position` brought inside the text: a line past the end to the last, one before the
  /// start (counted from the end of a text that lost lines) to the first.
  mutating func clamped(_ position: TextAreaRow) -> TextAreaRow {
    let wanted = position.line
    let line = hasLine(wanted) ? wanted : wanted < 0 ? 0 : lastLine()
    let row = min(max(0, position.row), rows(of: line).count - 1)
    return TextAreaRow(line: line, row: row)
  }

  /// What `range` of `line` shows, tabs as spaces, and the width of each character shown.
  mutating func shown(_ range: Range<Int>, of line: Int) -> (text: String, widths: [Int]) {
    let characters = characters(of: line)
    var text = ""
    var widths: [Int] = []
    var x = 0
    for offset in range {
      let (piece, width) = display(characters[offset], at: x)
      text += piece
      widths.append(width)
      x += width
    }
    return (text, widths)
  }

  /// One character as drawn at `x`: a tab as spaces to the next stop, a line break as
  /// nothing, others as the sanitizer shows them.
  private func display(_ character: Character, at x: Int) -> (String, Int) {
    if TextArea.isLineBreak(character) { return ("", 0) }
    if character == "\t" {
      let space = max(1, measurer.width(of: " " as Character))
      let stop = 8 * space
      let spaces = max(1, (stop - x % stop) / space)
      return (String(repeating: " ", count: spaces), spaces * space)
    }
    let shown = TextSanitizer.sanitized(character)
    return (String(shown), measurer.width(of: shown))
  }

  /// Breaks a line into rows no wider than `width`, after the last space that fits when
  /// there is one; a row holds at least one character, and spaces may hang past the edge.
  private func wrap(_ characters: ArraySlice<Character>) -> [Range<Int>] {
    let start = characters.startIndex
    let end = characters.endIndex
    guard start < end else { return [start..<start] }
    var rows: [Range<Int>] = []
    var rowStart = start
    var x = 0
    var lastBreak: Int?
    var offset = start
    while offset < end {
      let character = characters[offset]
      let characterWidth = display(character, at: x).1
      if x + characterWidth > width, offset > rowStart, character != " " {
        let cut = lastBreak.flatMap { $0 > rowStart ? $0 : nil } ?? offset
        rows.append(rowStart..<cut)
        rowStart = cut
        lastBreak = nil
        x = 0
        offset = cut
        continue
      }
      x += characterWidth
      if character == " " || character == "\t" { lastBreak = offset + 1 }
      offset += 1
    }
    rows.append(rowStart..<end)
    return rows
  }
}

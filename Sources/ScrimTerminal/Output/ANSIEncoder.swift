/// Turns screen changes into the fewest bytes it can: cursor moves chosen by cost, SGR
/// only where the style changes, erase (ECH) and repeat (REP) where they are cheaper,
/// all inside one synchronized update (DEC mode 2026) so the terminal never shows half
/// a frame.
///
/// The encoder remembers the terminal's cursor and style between frames; call
/// `invalidate()` when something else may have written to the terminal.
public struct ANSIEncoder: Sendable {
  /// Where the terminal's own cursor goes after a frame, and whether it shows.
  public enum CursorPlacement: Hashable, Sendable {
    /// Hidden, as when no text field has focus.
    case hidden
    /// Shown at a column and row, on the focused control, for screen readers and
    /// Braille displays that follow the cursor.
    case visible(x: Int, y: Int)
  }

  /// The colour depth to encode for.
  public var depth: ColorDepth
  /// Whether REP may be used; false for terminals that ignore it (the Linux console).
  public var usesRepeat: Bool
  /// Whether frames are wrapped in DEC mode 2026.
  ///
  /// Defaults to true; terminals that do not know the mode ignore it.
  public var usesSynchronizedUpdate = true

  private var cursorX: Int?
  private var cursorY: Int?
  private var style: CellStyle?
  private var cursorVisible: Bool?

  /// Makes an encoder that knows nothing yet of the terminal's state.
  public init(depth: ColorDepth, usesRepeat: Bool = true) {
    self.depth = depth
    self.usesRepeat = usesRepeat
  }

  /// Forgets the terminal's cursor and style, so the next frame sets both explicitly.
  public mutating func invalidate() {
    cursorX = nil
    cursorY = nil
    style = nil
    cursorVisible = nil
  }

  /// The bytes that apply `changes` (from `Screen.changes(from:)`) and place the cursor.
  ///
  /// - Parameters:
  ///   - changes: The changed cells, in row-major order.
  ///   - screen: The new frame, used to rewrite unchanged cells when that is cheaper
  ///     than moving over them.
  ///   - cursor: Where the terminal's cursor ends up.
  /// - Returns: One frame's bytes, or none when nothing changes.
  public mutating func encode(
    _ changes: [CellChange], in screen: Screen, cursor: CursorPlacement
  ) -> [UInt8] {
    var output = ""
    var index = 0
    while index < changes.count {
      let change = changes[index]
      moveCursor(to: change.x, change.y, in: screen, output: &output)
      let erased = eraseRun(changes, from: index, screen: screen, output: &output)
      if erased > 0 {
        index += erased
        continue
      }
      writeCell(change.cell, in: screen, output: &output)
      index += 1 + repeatRun(changes, from: index, in: screen, output: &output)
    }
    placeCursor(cursor, in: screen, output: &output)
    guard !output.isEmpty else { return [] }
    if usesSynchronizedUpdate && !changes.isEmpty {
      output = "\u{1B}[?2026h" + output + "\u{1B}[?2026l"
    }
    return Array(output.utf8)
  }

  // MARK: - Cursor

  private mutating func moveCursor(to x: Int, _ y: Int, in screen: Screen, output: inout String) {
    if cursorX == x && cursorY == y { return }
    var best = Self.absoluteMove(x, y)
    var fill: String?
    if let fromX = cursorX, let fromY = cursorY {
      if fromY == y && fromX < x {
        let forward = Self.csi(x - fromX, "C")
        if forward.utf8.count < best.utf8.count { best = forward }
        if let text = gapText(from: fromX, to: x, row: y, in: screen),
          text.utf8.count <= best.utf8.count
        {
          fill = text
        }
      } else if fromY == y && fromX > x {
        let back = x == 0 ? "\r" : Self.csi(fromX - x, "D")
        if back.utf8.count < best.utf8.count { best = back }
      } else if fromY + 1 == y && x == 0 {
        best = "\r\n"
      }
    }
    output += fill ?? best
    cursorX = x
    cursorY = y
  }

  /// The unchanged cells between two columns, if rewriting them needs no style change.
  private func gapText(from start: Int, to end: Int, row: Int, in screen: Screen) -> String? {
    guard end - start <= 8, let style else { return nil }
    var text = ""
    for x in start..<end {
      guard let cell = screen[x, row], cell.width == 1,
        SGR.effective(cell.style, depth: depth) == SGR.effective(style, depth: depth)
      else { return nil }
      text += cell.grapheme
    }
    return text
  }

  private mutating func placeCursor(
    _ placement: CursorPlacement, in screen: Screen, output: inout String
  ) {
    switch placement {
    case .hidden:
      if cursorVisible != false {
        output += "\u{1B}[?25l"
        cursorVisible = false
      }
    case .visible(let x, let y):
      let x = min(max(0, x), max(0, screen.width - 1))
      let y = min(max(0, y), max(0, screen.height - 1))
      moveCursor(to: x, y, in: screen, output: &output)
      if cursorVisible != true {
        output += "\u{1B}[?25h"
        cursorVisible = true
      }
    }
  }

  // MARK: - Cells

  private mutating func writeCell(_ cell: Cell, in screen: Screen, output: inout String) {
    setStyle(cell.style, output: &output)
    output += cell.grapheme
    advance(by: cell.width == 2 ? 2 : 1, in: screen)
  }

  private mutating func setStyle(_ target: CellStyle, output: inout String) {
    output += SGR.transition(from: style, to: target, depth: depth)
    style = target
  }

  private mutating func advance(by columns: Int, in screen: Screen) {
    guard let x = cursorX else { return }
    // At the right margin the terminal holds a pending wrap; where the next character
    // lands differs between terminals, so the position is treated as unknown.
    if x + columns >= screen.width {
      cursorX = nil
      cursorY = nil
    } else {
      cursorX = x + columns
    }
  }

  /// Erases a run of plain blanks with ECH when that is shorter than writing spaces.
  ///
  /// Only cells in the default style qualify: ECH fills with the current background,
  /// and terminals without background-colour erase would paint the default instead.
  private mutating func eraseRun(
    _ changes: [CellChange], from start: Int, screen: Screen, output: inout String
  ) -> Int {
    let first = changes[start]
    var count = 0
    while start + count < changes.count {
      let change = changes[start + count]
      guard change.y == first.y, change.x == first.x + count, change.cell == .blank else { break }
      count += 1
    }
    guard count >= 5 else { return 0 }
    let next = start + count < changes.count ? changes[start + count] : nil
    let resumes = next.map { $0.y == first.y && $0.x == first.x + count } ?? false
    let erase = Self.csi(count, "X") + (resumes ? Self.csi(count, "C") : "")
    guard erase.utf8.count < count else { return 0 }
    setStyle(.plain, output: &output)
    output += erase
    if resumes { cursorX = first.x + count }
    return count
  }

  /// After writing one cell, repeats it with REP over the identical cells that follow,
  /// when that is shorter; returns how many cells it covered.
  private mutating func repeatRun(
    _ changes: [CellChange], from start: Int, in screen: Screen, output: inout String
  ) -> Int {
    guard usesRepeat else { return 0 }
    let first = changes[start]
    guard first.cell.width == 1, first.cell.grapheme.unicodeScalars.count == 1 else { return 0 }
    var count = 0
    while start + count + 1 < changes.count {
      let change = changes[start + count + 1]
      guard change.y == first.y, change.x == first.x + count + 1, change.cell == first.cell
      else { break }
      count += 1
    }
    let command = Self.csi(count, "b")
    guard count > 0, command.utf8.count < count * first.cell.grapheme.utf8.count else { return 0 }
    output += command
    advance(by: count, in: screen)
    return count
  }

  // MARK: - Sequences

  private static func csi(_ count: Int, _ final: Character) -> String {
    count == 1 ? "\u{1B}[\(final)" : "\u{1B}[\(count)\(final)"
  }

  private static func absoluteMove(_ x: Int, _ y: Int) -> String {
    switch (x, y) {
    case (0, 0): return "\u{1B}[H"
    case (0, _): return "\u{1B}[\(y + 1)H"
    default: return "\u{1B}[\(y + 1);\(x + 1)H"
    }
  }
}

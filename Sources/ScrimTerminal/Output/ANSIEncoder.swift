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
  public var depth: ColorDepth {
    didSet { transitions.removeAll() }
  }
  /// Whether REP may be used; false for terminals that ignore it (the Linux console).
  public var usesRepeat: Bool
  /// Whether REP may repeat a character beyond ASCII (a border's "─"), with `usesRepeat`.
  ///
  /// Defaults to false: tmux before 3.5 repeats nothing after a multi-byte character.
  public var repeatsBeyondASCII = false
  /// Whether a run of box-drawing lines may go out in DEC's line-drawing set
  /// (`ESC ( 0`), one byte a cell and repeated with REP, when that is shorter than
  /// UTF-8: where REP cannot repeat "─" itself.
  ///
  /// Defaults to false. The set is switched back to ASCII right after each run, so a
  /// frame never leaves it selected.
  public var usesLineDrawingSet = false
  /// Where cursor positions are counted from.
  public enum Origin: Hashable, Sendable {
    /// The top-left corner of the screen: full-screen drawing.
    case screen
    /// The position saved with DECSC (`ESC 7`): drawing inline, in rows below the
    /// shell's output, wherever on the screen they ended up.
    case savedCursor
  }

  /// Where cursor positions are counted from; defaults to the screen's corner.
  public var origin = Origin.screen

  /// The bytes that reset the style and clear what the frame covers: the whole screen,
  /// or, inline, everything from the saved origin down.
  public var clearSequence: String {
    origin == .screen ? "\u{1B}[0m\u{1B}[H\u{1B}[2J" : "\u{1B}8\u{1B}[0m\u{1B}[J"
  }

  /// Whether frames are wrapped in DEC mode 2026.
  ///
  /// Defaults to true; terminals that do not know the mode ignore it.
  public var usesSynchronizedUpdate = true

  private var cursorX: Int?
  private var cursorY: Int?
  private var style: CellStyle?
  private var cursorVisible: Bool?
  private var transitions = StyleTransitionCache()

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

  /// Records that the terminal was just reset and cleared (`clearSequence`), so
  /// the next frame needs no move or style to start.
  mutating func didClearScreen() {
    cursorX = 0
    cursorY = 0
    style = .plain
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
    encode(changes, in: screen, cursor: cursor, clearingFirst: false)
  }

  /// The bytes that clear the screen (`clearSequence`) and then apply `changes`, inside
  /// one synchronized update so the blank screen is never shown on its own.
  mutating func encodeAfterClearing(
    _ changes: [CellChange], in screen: Screen, cursor: CursorPlacement
  ) -> [UInt8] {
    encode(changes, in: screen, cursor: cursor, clearingFirst: true)
  }

  private mutating func encode(
    _ changes: [CellChange], in screen: Screen, cursor: CursorPlacement, clearingFirst: Bool
  ) -> [UInt8] {
    var output = ByteWriter(capacity: changes.isEmpty ? 32 : 64 + changes.count * 8)
    let synchronized = usesSynchronizedUpdate && (!changes.isEmpty || clearingFirst)
    if synchronized { output.append("\u{1B}[?2026h") }
    if clearingFirst {
      output.append(clearSequence)
      didClearScreen()
    }
    let reordered = writingOrder(changes)
    (reordered ?? changes).withUnsafeBufferPointer { changes in
      var index = 0
      while index < changes.count {
        moveCursor(to: changes[index].x, changes[index].y, in: screen, output: &output)
        let erased = eraseRun(changes, from: index, output: &output)
        if erased > 0 {
          index += erased
          continue
        }
        let drawn = drawLineRun(changes, from: index, in: screen, output: &output)
        if drawn > 0 {
          index += drawn
          continue
        }
        writeCell(changes[index].cell, in: screen, output: &output)
        index += 1 + repeatRun(changes, from: index, in: screen, output: &output)
      }
    }
    placeCursor(cursor, in: screen, output: &output)
    if synchronized { output.append("\u{1B}[?2026l") }
    return output.bytes
  }

  // MARK: - Cursor

  private mutating func moveCursor(
    to x: Int, _ y: Int, in screen: Screen, output: inout ByteWriter
  ) {
    if cursorX == x && cursorY == y { return }
    defer {
      cursorX = x
      cursorY = y
    }
    var bestLength = ByteWriter.moveLength(x: x, y: y)
    guard let fromX = cursorX, let fromY = cursorY else {
      moveAbsolute(to: x, y, output: &output)
      return
    }
    if fromY == y && fromX < x {
      let forward = ByteWriter.csiLength(x - fromX)
      if let gap = gapBytes(from: fromX, to: x, row: y, in: screen, limit: min(forward, bestLength))
      {
        output.append(gap)
        return
      }
      if forward < bestLength {
        output.csi(x - fromX, UInt8(ascii: "C"))
        return
      }
    } else if fromY == y && fromX > x {
      if x == 0 {
        output.append("\r")
        return
      }
      bestLength = min(bestLength, ByteWriter.csiLength(fromX - x))
      if ByteWriter.csiLength(fromX - x) == bestLength {
        output.csi(fromX - x, UInt8(ascii: "D"))
        return
      }
    } else if fromY + 1 == y && x == 0 {
      output.append("\r\n")
      return
    } else if fromY != y {
      // Another row: CUD or CUU, then CR, CUF or CUB, when that is shorter than CUP
      // (down the column a box's shadow takes, "ESC[B ESC[D" against "ESC[12;61H").
      let rows = abs(y - fromY)
      let columns = abs(x - fromX)
      let across = columns == 0 ? 0 : x == 0 ? 1 : ByteWriter.csiLength(columns)
      if ByteWriter.csiLength(rows) + across < bestLength {
        output.csi(rows, UInt8(ascii: y > fromY ? "B" : "A"))
        if columns > 0 {
          if x == 0 {
            output.append("\r")
          } else {
            output.csi(columns, UInt8(ascii: x > fromX ? "C" : "D"))
          }
        }
        return
      }
    }
    moveAbsolute(to: x, y, output: &output)
  }

  /// Moves to a position counted from the origin.
  private mutating func moveAbsolute(to x: Int, _ y: Int, output: inout ByteWriter) {
    guard origin == .savedCursor else {
      output.moveTo(x: x, y: y)
      return
    }
    output.append("\u{1B}8")
    // DECRC puts back the style saved with the cursor too (xterm and its kin), so the
    // terminal's style is no longer the one the last cell set.
    style = nil
    if y > 0 { output.csi(y, UInt8(ascii: "B")) }
    if x > 0 { output.csi(x, UInt8(ascii: "C")) }
  }

  /// The unchanged cells between two columns, when rewriting them is no longer than
  /// `limit` bytes and needs no style change.
  private func gapBytes(
    from start: Int, to end: Int, row: Int, in screen: Screen, limit: Int
  ) -> [UInt8]? {
    guard end - start <= limit, let style else { return nil }
    let current = SGR.effective(style, depth: depth)
    var bytes: [UInt8] = []
    for x in start..<end {
      guard let cell = screen[x, row], cell.width == 1,
        SGR.effective(cell.style, depth: depth) == current
      else { return nil }
      cell.code.appendUTF8(to: &bytes)
      if bytes.count > limit { return nil }
    }
    return bytes
  }

  private mutating func placeCursor(
    _ placement: CursorPlacement, in screen: Screen, output: inout ByteWriter
  ) {
    switch placement {
    case .hidden:
      if cursorVisible != false {
        output.append("\u{1B}[?25l")
        cursorVisible = false
      }
    case .visible(let x, let y):
      let x = min(max(0, x), max(0, screen.width - 1))
      let y = min(max(0, y), max(0, screen.height - 1))
      moveCursor(to: x, y, in: screen, output: &output)
      if cursorVisible != true {
        output.append("\u{1B}[?25h")
        cursorVisible = true
      }
    }
  }

  // MARK: - Cells

  private mutating func writeCell(_ cell: Cell, in screen: Screen, output: inout ByteWriter) {
    setStyle(cell.style, output: &output)
    cell.code.appendUTF8(to: &output.bytes)
    advance(by: cell.width == 2 ? 2 : 1, in: screen)
  }

  private mutating func setStyle(_ target: CellStyle, output: inout ByteWriter) {
    if let style, style == target { return }
    if let cached = transitions.bytes(from: style, to: target) {
      output.append(cached)
    } else {
      let bytes = Array(SGR.transition(from: style, to: target, depth: depth).utf8)
      transitions.insert(bytes, from: style, to: target)
      output.append(bytes)
    }
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
    _ changes: UnsafeBufferPointer<CellChange>, from start: Int, output: inout ByteWriter
  ) -> Int {
    guard changes[start].cell.isPlainBlank else { return 0 }
    let x = changes[start].x
    let y = changes[start].y
    var count = 0
    while start + count < changes.count {
      let index = start + count
      guard changes[index].y == y, changes[index].x == x + count, changes[index].cell.isPlainBlank
      else { break }
      count += 1
    }
    guard count >= 5 else { return 0 }
    let next = start + count
    let resumes = next < changes.count && changes[next].y == y && changes[next].x == x + count
    let length = ByteWriter.csiLength(count) + (resumes ? ByteWriter.csiLength(count) : 0)
    guard length < count else { return 0 }
    setStyle(.plain, output: &output)
    output.csi(count, UInt8(ascii: "X"))
    if resumes {
      output.csi(count, UInt8(ascii: "C"))
      cursorX = x + count
    }
    return count
  }

  /// How many cells right after `start`, on its row and without a gap, are the same
  /// character in the same style.
  private func identicalRun(_ changes: UnsafeBufferPointer<CellChange>, after start: Int) -> Int {
    let x = changes[start].x
    let y = changes[start].y
    var count = 0
    while start + count + 1 < changes.count {
      let index = start + count + 1
      guard changes[index].y == y, changes[index].x == x + count + 1,
        changes[index].cell == changes[start].cell
      else { break }
      count += 1
    }
    return count
  }

  /// Writes a run of one box-drawing line in DEC's line-drawing set when that is shorter
  /// than its UTF-8 (repeated with REP where the terminal repeats beyond ASCII); returns
  /// how many cells it covered, or 0 when it wrote nothing.
  private mutating func drawLineRun(
    _ changes: UnsafeBufferPointer<CellChange>, from start: Int, in screen: Screen,
    output: inout ByteWriter
  ) -> Int {
    let cell = changes[start].cell
    guard usesLineDrawingSet, cell.width == 1, !cell.code.isASCII else { return 0 }
    let count = identicalRun(changes, after: start)
    // "───" against "\e(0qqq\e(B" or "\e(0q\e[Nb\e(B": a run of four or more, unless
    // REP repeats the UTF-8 itself.
    guard count >= 2, let byte = DECLineDrawing.byte(for: cell.code) else { return 0 }
    let repeated = usesRepeat && ByteWriter.csiLength(count) < count
    let asSet = DECLineDrawing.switchLength + 1 + (repeated ? ByteWriter.csiLength(count) : count)
    let textRepeats = usesRepeat && repeatsBeyondASCII
    let asText = 3 + (textRepeats ? min(3 * count, ByteWriter.csiLength(count)) : 3 * count)
    guard asSet < asText else { return 0 }
    setStyle(cell.style, output: &output)
    output.append(DECLineDrawing.enter)
    if repeated {
      output.bytes.append(byte)
      output.csi(count, UInt8(ascii: "b"))
    } else {
      output.bytes.append(contentsOf: repeatElement(byte, count: count + 1))
    }
    output.append(DECLineDrawing.exit)
    advance(by: count + 1, in: screen)
    return count + 1
  }

  /// After writing one cell, repeats it with REP over the identical cells that follow,
  /// when that is shorter; returns how many cells it covered.
  private mutating func repeatRun(
    _ changes: UnsafeBufferPointer<CellChange>, from start: Int, in screen: Screen,
    output: inout ByteWriter
  ) -> Int {
    guard usesRepeat, changes[start].cell.width == 1 else { return 0 }
    let count = identicalRun(changes, after: start)
    guard count > 0 else { return 0 }
    // tmux 3.3 repeats nothing after a multi-byte character such as "─", which left
    // borders empty there: beyond ASCII only where the terminal is known to.
    let cell = changes[start].cell
    let isASCII = cell.code.isASCII
    guard isASCII || repeatsBeyondASCII else { return 0 }
    var encoded: [UInt8] = []
    if !isASCII { cell.code.appendUTF8(to: &encoded) }
    guard ByteWriter.csiLength(count) < count * max(1, encoded.count) else { return 0 }
    output.csi(count, UInt8(ascii: "b"))
    advance(by: count, in: screen)
    return count
  }
}

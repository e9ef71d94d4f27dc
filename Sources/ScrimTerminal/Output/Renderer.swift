import ScrimCore

/// Keeps the last frame and turns each new one into the bytes that change the terminal
/// from one to the other.
///
///     var renderer = Renderer(encoder: ANSIEncoder(depth: environment.colorDepth))
///     device.write(renderer.render(screen, cursor: .hidden))
public struct Renderer: Sendable {
  /// The encoder, which remembers the terminal's cursor and style.
  public var encoder: ANSIEncoder
  /// The frame the terminal shows now, or nil before the first frame.
  public private(set) var previous: Screen?

  /// Makes a renderer that will repaint everything on its first frame.
  public init(encoder: ANSIEncoder) {
    self.encoder = encoder
  }

  /// The bytes that bring the terminal from the previous frame to `screen`.
  ///
  /// The first frame, and the first after a size change or `invalidate()`, clears the
  /// terminal and then draws only the cells that are not plain blanks.
  public mutating func render(_ screen: Screen, cursor: ANSIEncoder.CursorPlacement) -> [UInt8] {
    render(screen, cursor: cursor, changedRows: nil)
  }

  /// The bytes that bring the terminal from the previous frame to `screen`, comparing
  /// only the rows the caller says may have changed.
  ///
  /// The caller promises that every row outside `changedRows` is the same as in the
  /// previously rendered frame; those rows are neither compared nor written. Nil means
  /// any row may differ. The hint is ignored on the first frame, after a size change and
  /// after `invalidate()`, which repaint everything. Ranges may overlap or reach outside
  /// the screen.
  ///
  /// With a hint, the renderer updates its own copy of the frame row by row instead of
  /// keeping `screen`, so the caller's screen stays the only owner of its storage and
  /// painting the next frame does not copy the whole grid. Should a row outside the hint
  /// differ after all, that row is left as the terminal shows it, and `previous` still
  /// says exactly what the terminal shows.
  ///
  /// - Parameters:
  ///   - screen: The new frame.
  ///   - cursor: Where the terminal's cursor ends up.
  ///   - changedRows: The rows that may differ from the previous frame, or nil for all.
  /// - Returns: The bytes to write, or only a cursor change (or nothing) when no row changed.
  public mutating func render(
    _ screen: Screen, cursor: ANSIEncoder.CursorPlacement, changedRows: [Range<Int>]?
  ) -> [UInt8] {
    guard previous?.width == screen.width, previous?.height == screen.height else {
      previous = screen
      return encoder.encodeAfterClearing(screen.changesFromBlank(), in: screen, cursor: cursor)
    }
    // No local copy of `previous` is bound: one would share its storage and make
    // `copyRows` below copy the whole grid.
    let changes = screen.changes(from: previous, rows: changedRows)
    guard changedRows != nil else {
      previous = screen
      return encoder.encode(changes, in: screen, cursor: cursor)
    }
    copyChangedRows(changes, from: screen)
    // Encoded against the updated copy, which equals `screen` when the promise holds
    // and otherwise still matches the terminal cell for cell.
    return encoder.encode(changes, in: previous ?? screen, cursor: cursor)
  }

  /// The bytes that bring the terminal from the previous frame to `screen`, comparing
  /// only the cells inside `changedRegions`.
  ///
  /// The same promise as `render(_:cursor:changedRows:)`, narrowed to rectangles: every
  /// cell outside them is the same as in the previously rendered frame. Cheaper when the
  /// change is a dialog in the middle of a wide screen.
  ///
  /// - Parameters:
  ///   - screen: The new frame.
  ///   - cursor: Where the terminal's cursor ends up.
  ///   - changedRegions: The rectangles that may differ from the previous frame.
  /// - Returns: The bytes to write.
  public mutating func render(
    _ screen: Screen, cursor: ANSIEncoder.CursorPlacement, changedRegions: [Rect]
  ) -> [UInt8] {
    guard previous?.width == screen.width, previous?.height == screen.height else {
      return render(screen, cursor: cursor, changedRows: nil)
    }
    let changes = screen.changes(from: previous, regions: changedRegions)
    copyChangedRows(changes, from: screen)
    return encoder.encode(changes, in: previous ?? screen, cursor: cursor)
  }

  /// Brings the kept frame up to date: only rows with changes need copying, since the
  /// caller promised the rest already match.
  private mutating func copyChangedRows(_ changes: [CellChange], from screen: Screen) {
    var row = -1
    for change in changes where change.y != row {
      row = change.y
      previous?.copyRows(row..<(row + 1), from: screen)
    }
  }

  /// Forgets the terminal's contents, so the next frame repaints it whole (after a
  /// resume from suspension, or when something else wrote to the terminal).
  public mutating func invalidate() {
    previous = nil
    encoder.invalidate()
  }
}

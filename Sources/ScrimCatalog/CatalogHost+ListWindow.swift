import ScrimCore
import ScrimTerminal

// The list of examples in a terminal too short for all of them: a window of entries that
// keeps the selection in view, with ▲ and ▼ where entries are hidden, and the status line
// under the window rather than under entries off screen.
extension CatalogHost {
  /// The rows the list may take on a screen `height` rows tall: all but the toolbar, the
  /// blank row above the list, the status line and the row above it, and the help line.
  static func listRows(height: Int) -> Int { max(1, height - listTop - 3) }

  /// The entries shown on a screen `height` rows tall, moved only as far as keeps the
  /// selection in view.
  func shownEntries(height: Int) -> Range<Int> {
    let rows = min(Self.listRows(height: height), examples.count)
    if selection < firstShown { firstShown = selection }
    if selection >= firstShown + rows { firstShown = selection - rows + 1 }
    firstShown = min(max(0, firstShown), examples.count - rows)
    return firstShown..<(firstShown + rows)
  }

  /// ▲ on the first row when entries are hidden above, ▼ on the last when below.
  func paintMoreMarks(
    _ shown: Range<Int>, x: Int, into screen: inout Screen, style: CellStyle
  ) {
    guard x >= 0, !shown.isEmpty else { return }
    if shown.lowerBound > 0 {
      screen.put("▲", width: 1, x: x, y: Self.listTop, style: style)
    }
    if shown.upperBound < examples.count {
      screen.put("▼", width: 1, x: x, y: Self.listTop + shown.count - 1, style: style)
    }
  }
}

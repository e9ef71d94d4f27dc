/// A `--list` box's cells as zenity lays them out: `--column` names the columns, the words
/// (or stdin's lines) fill the rows a cell at a time, a checklist's or radiolist's first
/// column says TRUE or FALSE; and what it prints for the rows chosen.
package struct ZenityListTable: Hashable, Sendable {
  /// The columns' names, as `--column` gives them.
  package let columns: [String]
  /// Each row's cells, as many as there are columns (a last short row is filled with "").
  package let rows: [[String]]
  /// Whether the first column holds the check or radio marks.
  package let hasMarks: Bool

  /// Lays `cells` out in rows of as many cells as there are columns.
  package init(columns: [String], cells: [String], hasMarks: Bool) {
    self.columns = columns
    self.hasMarks = hasMarks
    let width = max(1, columns.count)
    var rows: [[String]] = []
    var start = 0
    while start < cells.count {
      var row = Array(cells[start..<min(start + width, cells.count)])
      row += Array(repeating: "", count: width - row.count)
      rows.append(row)
      start += width
    }
    self.rows = rows
  }

  /// The rows whose mark column says TRUE, in any case.
  package var initiallyMarked: [Int] {
    guard hasMarks else { return [] }
    return rows.indices.filter { rows[$0].first?.lowercased() == "true" }
  }

  /// The columns `spec` names (`--print-column`, `--hide-column`): numbers from 1 split
  /// at commas, ones out of range dropped, as zenity reads them.
  package func columnNumbers(_ spec: String) -> [Int] {
    spec.split(separator: ",", omittingEmptySubsequences: false).compactMap { part in
      guard let number = Self.leadingInteger(part), (1...columns.count).contains(number) else {
        return nil
      }
      return number
    }
  }

  /// The columns shown, 0-based: all but the marks and the hidden ones.
  package func shownColumns(hiding spec: String?) -> [Int] {
    let hidden = Set(spec.map(columnNumbers) ?? [])
    return columns.indices.filter { !(hasMarks && $0 == 0) && !hidden.contains($0 + 1) }
  }

  /// What zenity prints for `chosen` rows: the `--print-column` cells of each row in order
  /// (the second column of a checklist or radiolist, else the first; `ALL` for every
  /// column but the marks), joined by `separator`, and a newline; nil when there is none.
  package func output(for chosen: [Int], printColumn: String?, separator: String) -> String? {
    let printed: [Int]
    if let printColumn, printColumn.lowercased() == "all" {
      printed = Array((hasMarks ? 1 : 0)..<columns.count)
    } else if let printColumn {
      printed = columnNumbers(printColumn).map { $0 - 1 }
    } else {
      printed = [hasMarks ? 1 : 0].filter { $0 < columns.count }
    }
    var values: [String] = []
    for row in chosen where rows.indices.contains(row) {
      values += printed.map { rows[row][$0] }
    }
    guard !values.isEmpty else { return nil }
    return values.joined(separator: ZenityEscapes.compressed(separator)) + "\n"
  }

  /// The number `atoi` reads at the start of `text`, or nil for none.
  private static func leadingInteger(_ text: Substring) -> Int? {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    var digits = trimmed.prefix { $0.isASCII && $0.isNumber }
    if digits.isEmpty, let first = trimmed.first, first == "+" || first == "-" {
      digits = trimmed.dropFirst().prefix { $0.isASCII && $0.isNumber }
      return Int(digits).map { first == "-" ? -$0 : $0 }
    }
    return Int(digits)
  }
}

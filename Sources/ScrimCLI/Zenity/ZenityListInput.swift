/// A `--list` box's cells from stdin, as zenity reads them: a cell a line, without its
/// newline, bytes kept as given (`ArgumentText`), up to `ZenityInputLimits`.
package enum ZenityListInput {
  /// The cells of `input`: its lines, at most `limit` of them.
  ///
  /// - Returns: The cells, and whether any were left out: past the cell limit, or past
  ///   the byte limit of the read (its last line, cut short, is left out too).
  package static func cells(
    of input: ZenityBoundedRead, limit: Int = ZenityInputLimits.listCells
  ) -> (cells: [String], isCut: Bool) {
    let bytes = input.bytes
    guard !bytes.isEmpty else { return ([], input.isCut) }
    var lines = bytes.split(
      separator: 0x0A, maxSplits: limit, omittingEmptySubsequences: false)
    var isCut = input.isCut
    if lines.count > limit {
      // The rest of the input after the last cell taken: nothing, when a newline ends it.
      let rest = lines.removeLast()
      isCut = isCut || !rest.isEmpty
    } else if input.isCut || bytes.last == 0x0A {
      // A line cut at the byte limit is no cell zenity would show; after a last newline
      // there is no line at all.
      lines.removeLast()
    }
    return (lines.map { ArgumentText.decode($0) }, isCut)
  }
}

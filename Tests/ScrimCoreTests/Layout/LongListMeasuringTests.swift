@_spi(Renderer) import ScrimCore
import ScrimTesting
import Synchronization
import Testing

/// A list of many rows measured by a costly measurer (Pango's, in a window): its columns
/// are as wide as its widest rows, found without measuring every row.
@MainActor
@Suite struct LongListMeasuringTests {
  /// Points as a proportional font might give them (two a character), counting the rows
  /// it is asked to measure.
  final class CountingMeasurer: TextMeasurer {
    let rowsMeasured = Mutex(0)

    func width(of text: String) -> Int {
      if text.hasPrefix("Row") { rowsMeasured.withLock { $0 += 1 } }
      return 2 * text.count
    }
  }

  private func titleWidth(of list: ChoiceList, measurer: some TextMeasurer) throws -> Int {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 900, height: 700), measurer: measurer,
      metrics: .points, reducesMotion: true)
    let dialog = Dialog(title: "Pick")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    for case .modal(let state) in stage.scene().layers {
      return try #require(state.content.lists[0]).titleWidth
    }
    throw CancellationError()
  }

  @Test("5,000 rows: the widest row deep in the list sets the width, 1,000 rows measured")
  func widestFoundBounded() throws {
    var rows = (0..<5_000).map { "Row \($0)" }
    rows[4_321] = "Row with a much longer title than any other"
    let measurer = CountingMeasurer()
    let width = try titleWidth(of: ChoiceList(title: "row", options: rows), measurer: measurer)
    #expect(width == 2 * rows[4_321].count)
    let measured = measurer.rowsMeasured.withLock { $0 }
    // The column's 1,000 and the rows laid out (a window's worth, twice for fitting).
    #expect(measured <= 1_000 + 200, "\(measured) measured")
  }

  @Test("the terminal's cells measure every row, as before")
  func terminalMeasuresAll() throws {
    var rows = (0..<5_000).map { "Row \($0)" }
    rows[4_999] = "Row 界界界界界界界界界界界界界界界界界界界界"
    let width = try titleWidth(
      of: ChoiceList(title: "row", options: rows), measurer: TerminalTextMeasurer())
    #expect(width == TerminalTextMeasurer().width(of: rows[4_999]))
  }
}

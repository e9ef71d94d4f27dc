/// The lines a screen reader reads of a text area over a `TextLineSource`: a page
/// (`Stage.textAreaReadingLineCount` lines) from where it reads, and whether more follows.
struct TextAreaPage {
  /// The area's revision the page was read at: a change to its lines makes a new one.
  var revision: Int
  /// The line the page starts at (from the end when negative).
  var first: Int
  /// The page's lines, joined by line breaks.
  var value: String
  /// Whether a line follows the page.
  var continuesBelow: Bool

  /// Reads the page of `source` from line `first`.
  @MainActor
  init(reading source: any TextLineSource, from first: Int, revision: Int) {
    self.revision = revision
    self.first = first
    var line: Int? = first
    var lines: [String] = []
    while lines.count < Stage.textAreaReadingLineCount, let number = line,
      let text = source.line(numbered: number)
    {
      lines.append(text)
      // Counted from the end, the last line is -1, and nothing follows it.
      line = number == -1 ? nil : number + 1
    }
    value = lines.joined(separator: "\n")
    continuesBelow = line.flatMap { source.line(numbered: $0) } != nil
  }
}

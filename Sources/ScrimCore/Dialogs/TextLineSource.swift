/// The lines of a text too big to hold, which a read-only `TextArea` reads a few at a time:
/// only the lines in view and the ones a scroll passes over.
///
/// The command layer backs one with a file read by offsets, as `less` reads it; the core
/// does no I/O and keeps no more than a view's lines.
///
///     let area = TextArea(lines: source)
///     dialog.addControl(.textArea(area))
@MainActor
public protocol TextLineSource: AnyObject {
  /// Line `index`, from 0, without its line break, as it is to be shown (tabs and control
  /// characters are the text area's to draw); nil when the text has no such line.
  ///
  /// The stage asks for the lines it shows and those a scroll moves over, in order, so a
  /// source reading by offsets keeps its place near the last line asked.
  func line(at index: Int) -> String?

  /// How many lines the text has.
  ///
  /// It may read the whole text the first time it is asked: the stage never asks for it
  /// when the source reads its lines from the end (`line(fromEnd:)`).
  var lineCount: Int { get }

  /// Line `index` counted back from the text's end (0 is the last line), without its line
  /// break; nil when the text has no such line.
  ///
  /// The stage shows a text's end (End, a scroll past the last page, a log that keeps its
  /// end in view) and scrolls up from there by these, so a source that reads back from its
  /// end, as `less` and dialog do, shows the end of a text of any size at the cost of the
  /// lines shown. The default counts the lines (`lineCount`) and reads `line(at:)`.
  ///
  /// A view reached from the end stays counted from the end until Home: when lines are
  /// added to the end of a source shown so (`TextArea.linesDidChange()`), the view keeps its
  /// distance from the end, so set `TextArea.keepsEndInView` on a text that grows.
  func line(fromEnd index: Int) -> String?
}

extension TextLineSource {
  /// Line `index` from the end, found by counting the lines: right for a source that knows
  /// its count at no cost (lines held in memory).
  public func line(fromEnd index: Int) -> String? {
    let count = lineCount
    guard index >= 0, index < count else { return nil }
    return line(at: count - 1 - index)
  }
}

extension TextLineSource {
  /// The line numbered `line` as a text area numbers them: from the start when 0 or more,
  /// from the end when negative (-1 is the last line).
  func line(numbered line: Int) -> String? {
    line < 0 ? self.line(fromEnd: -line - 1) : self.line(at: line)
  }
}

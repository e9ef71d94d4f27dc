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
  /// It may read the whole text the first time it is asked: the stage asks for it only to
  /// show the text's end (End, or a scroll past the last page).
  var lineCount: Int { get }
}

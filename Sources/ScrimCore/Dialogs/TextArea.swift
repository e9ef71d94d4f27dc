/// A multi-line text in a dialog: a read-only view a user scrolls, or, when editable, a
/// box of text with a caret, as GTK's text view is in zenity's `--text-info`.
///
///     let notes = TextArea(text: log, isEditable: true)
///     dialog.addControl(.textArea(notes))
///
/// It is a focus stop of its own. An editable one takes typing, Return (a new line), Tab
/// (a tab: Ctrl-Tab moves focus on), Backspace and Delete, the arrows (Up and Down keep
/// the column), Home and End (the line's) and Ctrl-Home and Ctrl-End (the text's); a
/// read-only one scrolls with Up and Down, Page Up and Page Down, Home and End, and leaves
/// Return to the default button. The stage keeps its scroll; the caret is written only by
/// the stage's keys.
///
/// Its text is bounded: at most `maximumLength` characters. Longer text set is cut to
/// its first `maximumLength` characters, and typing or a screen reader's value that would
/// pass the bound keeps only what fits, so a pasted file cannot fill memory.
@MainActor
public final class TextArea {
  /// The most characters any text area holds: 1,048,576 (twice the 512 KiB a zenity text
  /// box reads).
  public static let maximumLength = 1 << 20

  /// The text, lines separated by line breaks.
  ///
  /// Setting it cuts it to `maximumLength` characters and moves the caret to its end,
  /// where GTK leaves it after inserting a text view's text.
  public var text: String {
    get {
      if let textCache { return textCache }
      let text = String(characters)
      textCache = text
      return text
    }
    set {
      characters = Array(newValue.prefix(Self.maximumLength))
      lineStartsCache = nil
      cursor = characters.count
    }
  }
  /// Whether the keys edit the text; a read-only area only scrolls.
  ///
  /// Defaults to false.
  public var isEditable: Bool {
    didSet { revision &+= 1 }
  }
  /// How many rows of text it shows at a time.
  ///
  /// Defaults to 10; at least 1 is shown.
  public var visibleLineCount = 10 {
    didSet { revision &+= 1 }
  }
  /// What a screen reader reads as its name, or nil for none.
  public var accessibilityLabel: String? {
    didSet { revision &+= 1 }
  }
  /// The insertion point, in characters from the start.
  public internal(set) var cursor = 0 {
    didSet { revision &+= 1 }
  }

  /// The text as characters, for editing and for finding lines at an offset; changed
  /// only by setting `text` and by `replaceCharacters(in:with:)`.
  private(set) var characters: [Character] = [] {
    didSet {
      textCache = nil
      revision &+= 1
    }
  }
  private var lineStartsCache: [Int]?
  private var textCache: String?

  package private(set) var revision = 0

  /// Makes a text area holding `text`, its caret at the end.
  public init(text: String = "", isEditable: Bool = false) {
    self.isEditable = isEditable
    self.text = text
  }

  /// The offset where each line starts: 0, then one past each line break.
  var lineStarts: [Int] {
    if let lineStartsCache { return lineStartsCache }
    var starts = [0]
    for (offset, character) in characters.enumerated() where Self.isLineBreak(character) {
      starts.append(offset + 1)
    }
    lineStartsCache = starts
    return starts
  }

  /// Replaces `range` of the text with `new`, keeping the lines' starts up to date by
  /// the lines the edit touched (a key in a long text costs its lines, not its
  /// characters).
  func replaceCharacters(in range: Range<Int>, with new: [Character]) {
    if var starts = lineStartsCache {
      let removedBreaks = characters[range].filter(Self.isLineBreak).count
      let first = firstLine(after: range.lowerBound, in: starts)
      starts.removeSubrange(first..<(first + removedBreaks))
      let shift = new.count - range.count
      for index in first..<starts.count { starts[index] += shift }
      let added = new.indices.filter { Self.isLineBreak(new[$0]) }
        .map { range.lowerBound + $0 + 1 }
      starts.insert(contentsOf: added, at: first)
      lineStartsCache = starts
    }
    characters.replaceSubrange(range, with: new)
  }

  /// The index in `starts` of the first line starting after `offset`.
  private func firstLine(after offset: Int, in starts: [Int]) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether `character` ends a line: LF, CR LF or a lone CR, as GTK's text buffer reads
  /// them.
  static func isLineBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }
}

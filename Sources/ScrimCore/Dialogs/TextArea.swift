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
/// pass the bound keeps only what fits, so a pasted file cannot fill memory. A text too
/// big for that is shown from a `TextLineSource` instead (`init(lines:)`): read-only, and
/// read a view at a time.
@MainActor
public final class TextArea {
  /// The most characters any text area holds: 1,048,576 (twice the 512 KiB a zenity text
  /// box reads).
  public static let maximumLength = 1 << 20

  /// The text, lines separated by line breaks.
  ///
  /// Setting it cuts it to `maximumLength` characters and moves the caret to its end,
  /// where GTK leaves it after inserting a text view's text. An area showing a
  /// `TextLineSource` holds no text of its own: its lines stay in the source.
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
      utf8Mark = nil
      cursor = characters.count
    }
  }
  /// Whether the keys edit the text; a read-only area only scrolls.
  ///
  /// Defaults to false; an area showing a `TextLineSource` stays read-only.
  public var isEditable: Bool {
    didSet {
      if lineSource != nil { isEditable = false }
      revision &+= 1
    }
  }
  /// Where the lines come from when they are not held here: nil for an area holding its
  /// `text`.
  public let lineSource: (any TextLineSource)?
  /// How many rows of text it shows at a time.
  ///
  /// Defaults to 10; at least 1 is shown.
  public var visibleLineCount = 10 {
    didSet { revision &+= 1 }
  }
  /// Whether a read-only area shows its last lines each time its text changes, as a log
  /// that follows its input does (dialog's `--programbox`); a user's scroll holds until
  /// the text next changes.
  ///
  /// Defaults to false: a text shows from its top.
  public var keepsEndInView = false {
    didSet { revision &+= 1 }
  }
  /// Whether Tab and Shift-Tab move focus on from an editable area, as in dialog's
  /// `--editbox`, rather than type a tab, as GTK's text view does (Ctrl-Tab moves on
  /// either way).
  ///
  /// Defaults to false.
  public var tabMovesFocus = false {
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
  /// A character offset and the UTF-8 length of the text before it, kept from the last
  /// edit, so that the next edit near it finds its place in `textCache` by walking only
  /// the characters between.
  private var utf8Mark: (offset: Int, bytes: Int)?

  package private(set) var revision = 0

  /// Makes a text area holding `text`, its caret at the end.
  public init(text: String = "", isEditable: Bool = false) {
    self.isEditable = isEditable
    lineSource = nil
    self.text = text
  }

  /// Makes a read-only text area showing the lines of `lines`, read only as they come into
  /// view, so that a text of any size costs the lines shown.
  public init(lines: any TextLineSource) {
    isEditable = false
    lineSource = lines
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
    // The text as a string is edited in place too: making it again from the characters
    // took 7 ms a key in a 512 KiB text, and the accessibility tree asks for it each key.
    let kept = textCache
    let prefix = kept == nil ? 0 : utf8Length(before: range.lowerBound)
    let removed = characters[range].reduce(0) { $0 + $1.utf8.count }
    characters.replaceSubrange(range, with: new)
    guard var text = kept else {
      utf8Mark = nil
      return
    }
    let inserted = String(new)
    // By scalars: an edit may fall inside what the string reads as one character (a mark
    // typed after its letter), where a character index would round down.
    let utf8 = text.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: prefix)
    let to = utf8.index(from, offsetBy: removed)
    text.unicodeScalars.replaceSubrange(from..<to, with: inserted.unicodeScalars)
    textCache = text
    utf8Mark = (range.lowerBound + new.count, prefix + inserted.utf8.count)
  }

  /// The UTF-8 length of the characters before `offset`, walked from the last edit's mark.
  private func utf8Length(before offset: Int) -> Int {
    var (at, bytes) = utf8Mark ?? (0, 0)
    // From the start when that is nearer.
    if offset < at - offset { (at, bytes) = (0, 0) }
    while at < offset {
      bytes += characters[at].utf8.count
      at += 1
    }
    while at > offset {
      at -= 1
      bytes -= characters[at].utf8.count
    }
    return bytes
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

extension TextArea {
  /// Tells an area showing a `TextLineSource` that the source's lines changed (lines came
  /// or went): the stage lays it out again, and one that keeps its end in view goes there,
  /// at the cost of the lines shown rather than the whole text.
  public func linesDidChange() {
    revision &+= 1
  }
}

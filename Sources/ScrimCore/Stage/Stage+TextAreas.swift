// A text area's view: which rows show, kept by the stage across frames, pulled along by
// the caret of an editable one and moved by the keys of a read-only one.

/// Where a text area's view starts, and the caret it last followed.
struct TextAreaScroll: Hashable {
  var top: TextAreaRow
  /// The caret when the view was last placed: the view follows the caret only once it
  /// moves, so a text starts shown from its top although its caret is at the end (as
  /// GTK's view shows zenity's text).
  var cursor: Int
  /// The area's revision when the view was last placed: one that keeps its end in view
  /// goes back to the end only once its text changes, so a user's scroll holds till then.
  var revision = -1
  /// The first line a screen reader is given of a text from a `TextLineSource`: the view's
  /// top line once a key or the wheel scrolls it, moved on a page by
  /// `StageInput.accessibilityScroll` without moving the view.
  var readingLine = 0
}

extension Stage {
  /// The rows of `area` in `frame`, wrapped in the controls' `font`, from where its view
  /// starts, moved first to keep a caret that moved in view.
  func textAreaView(_ area: TextArea, frame: Rect?, font: TextFont) -> TextAreaView {
    let rowCount = max(1, (frame?.height ?? 0) / max(1, modalMetrics.bodyLineHeight))
    var wrapping = TextAreaWrapping(
      area: area, width: frame?.width ?? 0, measurer: measurer.measurer(for: font))
    let key = ObjectIdentifier(area)
    var scroll =
      textAreaTops[key] ?? TextAreaScroll(top: TextAreaRow(line: 0, row: 0), cursor: area.cursor)
    var top = wrapping.clamped(scroll.top)
    let caret = wrapping.row(at: area.cursor)
    if area.isEditable, scroll.cursor != area.cursor {
      if caret < top {
        top = caret
      } else if wrapping.move(top, by: rowCount - 1) < caret {
        top = wrapping.move(caret, by: -(rowCount - 1))
      }
    }
    if area.keepsEndInView, !area.isEditable, scroll.revision != area.revision {
      top = wrapping.lowestTop(showing: rowCount)
      // A screen reader hears what came, as the eye sees it.
      scroll.readingLine = top.line
    }
    top = wrapping.keepingFull(top, showing: rowCount)
    scroll = TextAreaScroll(
      top: top, cursor: area.cursor, revision: area.revision, readingLine: scroll.readingLine)
    if textAreaTops[key] != scroll { textAreaTops[key] = scroll }
    var rows: [String] = []
    var shownCaret: TextAreaView.Caret?
    var position = top
    var hasTextBelow = false
    while true {
      let range = wrapping.rows(of: position.line)[position.row]
      let shown = wrapping.shown(range, of: position.line)
      if area.isEditable, position == caret {
        let before = shown.widths.prefix(max(0, area.cursor - range.lowerBound)).reduce(0, +)
        shownCaret = TextAreaView.Caret(row: rows.count, offset: before)
      }
      rows.append(shown.text)
      let next = wrapping.move(position, by: 1)
      if next == position { break }
      if rows.count == rowCount {
        hasTextBelow = true
        break
      }
      position = next
    }
    return TextAreaView(
      rows: rows, caret: shownCaret, hasTextAbove: !wrapping.isFirst(top),
      hasTextBelow: hasTextBelow, isEditable: area.isEditable)
  }

  /// Scrolls the focused read-only text area for `key`: Up and Down a row, Page Up and
  /// Page Down a page, Home and End (with Ctrl or not) to either end.
  ///
  /// - Returns: Whether it took the key.
  func scrollTextAreaByKey(_ key: Key) -> Bool {
    guard let session, case .control(let index)? = presenter.focus,
      session.modal.controls.indices.contains(index),
      case .textArea(let area) = session.modal.controls[index], !area.isEditable
    else { return false }
    let move: TextAreaMove
    switch key {
    case .up: move = .rows(-1)
    case .down: move = .rows(1)
    case .pageUp: move = .pages(-1)
    case .pageDown: move = .pages(1)
    case .home, .textStart: move = .top
    case .end, .textEnd: move = .bottom
    default: return false
    }
    scrollTextArea(at: index, move)
    return true
  }

  /// Scrolls the text area under a point by the wheel's `lines`, leaving its caret where
  /// it is.
  ///
  /// - Returns: Whether a text area is there.
  func scrollTextArea(x: Int, y: Int, by lines: Int) -> Bool {
    guard let session,
      case .control(let index) = session.layout.target(
        column: x, row: y, in: session.content, scroll: session.scroll),
      session.modal.controls.indices.contains(index),
      case .textArea = session.modal.controls[index]
    else { return false }
    scrollTextArea(at: index, .rows(lines))
    return true
  }

  /// How many lines of a text from a `TextLineSource` a screen reader is given at a time:
  /// a page of a long text, which line mode reads out before it asks to read on.
  static let textAreaReadingLineCount = 100

  /// Moves a screen reader on by `pages` of `textAreaReadingLineCount` lines (back when
  /// negative) in the text area at control `index` when its lines come from a
  /// `TextLineSource`, staying on a line the text has; the view stays where it is.
  ///
  /// Lines are numbered as the view's (`TextAreaWrapping`): a reader who came from the
  /// end (End, a log's last lines) reads on in lines counted from the end, and back past
  /// the start from the first line.
  func scrollTextArea(control index: Int, pages: Int) {
    guard let session, session.modal.controls.indices.contains(index),
      case .textArea(let area) = session.modal.controls[index], let source = area.lineSource
    else { return }
    let id = ObjectIdentifier(area)
    var scroll =
      textAreaTops[id] ?? TextAreaScroll(top: TextAreaRow(line: 0, row: 0), cursor: area.cursor)
    var wanted = scroll.readingLine + pages * Self.textAreaReadingLineCount
    if scroll.readingLine < 0 {
      // From the end, no page lies past the last line, and the first lies before any other.
      guard wanted < 0 else { return }
      if source.line(numbered: wanted) == nil { wanted = 0 }
    } else {
      wanted = max(0, wanted)
    }
    guard wanted != scroll.readingLine, source.line(numbered: wanted) != nil else { return }
    scroll.readingLine = wanted
    textAreaTops[id] = scroll
  }

  /// `tree` with the value of each text area showing a `TextLineSource` set to a page of
  /// its lines from where a screen reader reads (`textAreaReadingLineCount` of them): the
  /// tree holds no more of a long text than a page, and says whether more follows.
  func showingTextAreaViews(in tree: AccessibilityNode) -> AccessibilityNode {
    guard let modal = presenter.activeModal else { return tree }
    var tree = tree
    var pages: [ObjectIdentifier: TextAreaPage] = [:]
    for (index, model) in modal.controls.enumerated() {
      guard case .textArea(let area) = model, let source = area.lineSource,
        let child = tree.children.firstIndex(where: { $0.target == .modal(.control(index)) })
      else { continue }
      let id = ObjectIdentifier(area)
      let first = textAreaTops[id]?.readingLine ?? 0
      let page =
        textAreaPages[id].flatMap { $0.revision == area.revision && $0.first == first ? $0 : nil }
        ?? TextAreaPage(reading: source, from: first, revision: area.revision)
      pages[id] = page
      tree.children[child].value = page.value
      tree.children[child].continuesBelow = page.continuesBelow
    }
    // Only the areas showing keep a page.
    textAreaPages = pages
    return tree
  }

  /// How a text area's view moves.
  enum TextAreaMove {
    case rows(Int)
    case pages(Int)
    case top
    case bottom
  }

  /// Moves the view of the text area at `index`, within its text.
  private func scrollTextArea(at index: Int, _ move: TextAreaMove) {
    guard let session, case .textArea(let area) = session.modal.controls[index] else { return }
    let frame = session.layout.textAreaTextFrames[index]
    let rowCount = max(1, (frame?.height ?? 0) / max(1, modalMetrics.bodyLineHeight))
    var wrapping = TextAreaWrapping(
      area: area, width: frame?.width ?? 0,
      measurer: measurer.measurer(for: session.style.control.font))
    let id = ObjectIdentifier(area)
    let start = wrapping.clamped(textAreaTops[id]?.top ?? TextAreaRow(line: 0, row: 0))
    let page = max(1, rowCount - 1)
    var top: TextAreaRow
    switch move {
    case .rows(let rows): top = wrapping.move(start, by: rows)
    case .pages(let pages): top = wrapping.move(start, by: pages * page)
    case .top: top = TextAreaRow(line: 0, row: 0)
    case .bottom: top = wrapping.lowestTop(showing: rowCount)
    }
    top = wrapping.keepingFull(top, showing: rowCount)
    textAreaTops[id] = TextAreaScroll(
      top: top, cursor: area.cursor, revision: area.revision, readingLine: top.line)
    textAreaScrolls &+= 1
  }
}

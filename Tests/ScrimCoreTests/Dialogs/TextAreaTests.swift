@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A text area driven through the stage, as zenity's `--text-info` text view works (each
/// key's rule was checked with the real zenity under Xvfb and xdotool).
@MainActor
@Suite("a text area: its keys, its view and its tree")
struct TextAreaTests {
  /// A dialog with a text area, then Cancel and OK (the default), on a stage.
  private func stage(
    _ text: String, editable: Bool = false, rows: Int = 10, width: Int = 80
  ) throws -> (Stage, TextArea, Dialog) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: width, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    let area = TextArea(text: text, isEditable: editable)
    area.visibleLineCount = rows
    let dialog = Dialog(title: "Text View")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "OK")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    try stage.present(dialog)
    stage.update()
    return (stage, area, dialog)
  }

  private func view(_ stage: Stage) throws -> TextAreaView {
    for case .modal(let state) in stage.scene().layers {
      if case .textArea(let view)? = state.control(0) { return view }
    }
    throw TextAreaTestError()
  }

  private func press(_ stage: Stage, _ keys: Key...) {
    for key in keys { stage.handle(.key(key)) }
  }

  @Test("editing: the caret starts at the end; Up keeps the column; Home, Ctrl-End")
  func editing() throws {
    let (stage, area, _) = try stage("line one\nline two\n", editable: true)
    stage.handle(.text("X"))
    press(stage, .up, .home)
    stage.handle(.text("Z"))
    press(stage, .textEnd, .backspace)
    #expect(area.text == "line one\nZline two\n")
    press(stage, .textStart, .delete, .end, .left, .left)
    stage.handle(.text("-"))
    #expect(area.text == "ine o-ne\nZline two\n")
    press(stage, .down, .down, .down)
    #expect(area.cursor == area.text.count, "Down past the last line goes to the end")
  }

  @Test("read-only: focus starts on it; Tab goes Cancel, OK and back; Return chooses OK")
  func readOnlyFocus() throws {
    let (stage, area, dialog) = try stage("Hello\n")
    #expect(stage.presenter.focus == .control(0))
    press(stage, .tab)
    #expect(stage.presenter.focus == .action(0))
    press(stage, .tab, .tab)
    #expect(stage.presenter.focus == .control(0), "back on the text")
    stage.handle(.text("typed"))
    press(stage, .backspace, .enter)
    #expect(area.text == "Hello\n", "a read-only text takes no typing")
    #expect(stage.presenter.activeModal !== dialog, "Return chose the default, OK")
  }

  @Test("zenity's text box: Tab from the text to Cancel, where Return chooses OK")
  func zenityReturnOnCancel() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    var chosen: String?
    let dialog = Dialog(title: "Text View")
    dialog.addControl(.textArea(TextArea(text: "Hello\n")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in chosen = "Cancel" })
    let ok = AlertAction(title: "OK") { _ in chosen = "OK" }
    dialog.addAction(ok)
    dialog.preferredAction = ok
    dialog.presentationOptions.returnOnCancelChoosesDefault = true
    try stage.present(dialog)
    press(stage, .tab)
    #expect(stage.presenter.focus == .action(0), "Cancel")
    press(stage, .enter)
    stage.update()
    #expect(chosen == "OK")
  }

  @Test("editable: Return and Tab type, Ctrl-Tab leaves, Shift-Tab types a tab too")
  func editableTabs() throws {
    let (stage, area, _) = try stage("Hello\n", editable: true)
    stage.handle(.text("Ed"))
    press(stage, .tab, .enter, .backTab)
    #expect(area.text == "Hello\nEd\t\n\t")
    #expect(stage.presenter.focus == .control(0))
    press(stage, .controlTab, .tab)
    #expect(stage.presenter.focus == .action(1), "OK")
    press(stage, .controlBackTab, .controlBackTab)
    #expect(stage.presenter.focus == .control(0))
  }

  @Test("the view: the top rows at first; the caret, once it moves, pulls the view along")
  func viewFollowsCaret() throws {
    let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
    let (stage, _, _) = try stage(text, editable: true, rows: 5)
    var shown = try view(stage)
    #expect(shown.rows == ["line 1", "line 2", "line 3", "line 4", "line 5"])
    #expect(shown.caret == nil, "the caret at the end is out of view")
    #expect(!shown.hasTextAbove && shown.hasTextBelow)
    press(stage, .textStart)
    shown = try view(stage)
    #expect(shown.caret == TextAreaView.Caret(row: 0, offset: 0))
    press(stage, .right, .right)
    for _ in 0..<6 { press(stage, .down) }
    shown = try view(stage)
    #expect(shown.rows.first == "line 3" && shown.rows.last == "line 7")
    #expect(shown.caret == TextAreaView.Caret(row: 4, offset: 2))
    #expect(shown.hasTextAbove && shown.hasTextBelow)
    press(stage, .textEnd)
    shown = try view(stage)
    #expect(shown.rows.last == "line 30" && shown.caret == TextAreaView.Caret(row: 4, offset: 7))
    #expect(!shown.hasTextBelow)
  }

  @Test("read-only: Up and Down scroll a row, End and Home go to the ends, no caret")
  func readOnlyScrolls() throws {
    let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
    let (stage, _, _) = try stage(text, rows: 5)
    press(stage, .left, .right, .down, .down)
    var shown = try view(stage)
    #expect(shown.rows.first == "line 3" && shown.caret == nil)
    #expect(stage.presenter.focus == .control(0), "Left and Right moved nothing")
    press(stage, .up)
    #expect(try view(stage).rows.first == "line 2")
    press(stage, .end, .down)
    shown = try view(stage)
    #expect(shown.rows.last == "line 30" && shown.rows.count == 5 && !shown.hasTextBelow)
    press(stage, .pageUp)
    #expect(try view(stage).rows.first == "line 22")
    press(stage, .home)
    #expect(try view(stage).rows.first == "line 1")
  }

  @Test("the wheel over a text area scrolls it, editable or not, and moves no caret")
  func wheel() throws {
    let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
    let (stage, area, _) = try stage(text, editable: true, rows: 5)
    var frame: Rect?
    for case .modal(let state) in stage.scene().layers {
      frame = state.layout.textAreaTextFrames[0]
    }
    let box = try #require(frame)
    stage.handle(.pointer(PointerInput(.scroll(3), x: box.x + 1, y: box.y + 1)))
    #expect(try view(stage).rows.first == "line 4")
    #expect(area.cursor == area.text.count)
    stage.handle(.pointer(PointerInput(.scroll(-10), x: box.x + 1, y: box.y + 1)))
    #expect(try view(stage).rows.first == "line 1")
  }

  @Test("long lines wrap at the frame's width, after a space; a tab is spaces to a stop")
  func wrapping() throws {
    let (stage, _, _) = try stage("alpha beta gamma delta\n\tx", width: 20)
    let shown = try view(stage)
    // The dialog is 20 columns wide; its text frame is narrower, so the line wraps.
    #expect(shown.rows.count >= 3)
    #expect(shown.rows.first?.hasPrefix("alpha ") == true)
    #expect(shown.rows.allSatisfy { $0.count <= 16 })
    #expect(shown.rows.joined().contains("delta"))
    #expect(shown.rows.last == "        x")
  }

  @Test("the tree: a text area with its value and caret, read-only said so")
  func accessibility() throws {
    let (stage, _, _) = try stage("Hi\nthere", editable: true)
    press(stage, .up)
    let node = try #require(stage.accessibilityTrees.first?.children.first { $0.role == .textArea })
    #expect(node.value == "Hi\nthere" && node.caretOffset == 2 && !node.isReadOnly)
    #expect(node.isFocused && node.target == .modal(.control(0)))
    let (readOnly, _, _) = try self.stage("Hi")
    let plain = try #require(
      readOnly.accessibilityTrees.first?.children.first { $0.role == .textArea })
    #expect(plain.isReadOnly && plain.description.contains("read-only"))
  }

  @Test("a screen reader sets an editable text's value; a read-only one keeps its own")
  func setValue() throws {
    let (stage, area, _) = try stage("old", editable: true)
    stage.handle(.accessibilitySetValue(control: 0, "new\ntext"))
    #expect(area.text == "new\ntext" && area.cursor == 8)
    let (other, fixed, _) = try self.stage("old")
    other.handle(.accessibilitySetValue(control: 0, "new"))
    #expect(fixed.text == "old")
  }

  @Test("bounded: text past the limit is cut to it, and typing past it is refused")
  func bounded() throws {
    let limit = TextArea.maximumLength
    let area = TextArea(text: String(repeating: "a", count: limit + 10), isEditable: true)
    #expect(area.text.count == limit)
    let (stage, small, _) = try stage(String(repeating: "b", count: limit - 1), editable: true)
    stage.handle(.text("xyz"))
    #expect(small.text.count == limit && small.text.hasSuffix("bx"))
    stage.handle(.text("\u{1B}[31m"))
    #expect(small.text.count == limit, "nothing more goes in")
  }

  /// The rows come from the area's characters and the fresh text from its string, which
  /// each edit changes in place: they agree only if the two do.
  @Test("after any edits, the rows shown are those of a fresh text of the same words")
  func linesFollowEdits() throws {
    let (stage, area, _) = try stage("a\nbc\n\ndef", editable: true, rows: 1_000)
    var random = SystemRandomNumberGenerator()
    let keys: [Key] = [.up, .down, .left, .right, .home, .end, .backspace, .delete, .enter]
    for _ in 0..<400 {
      if Bool.random(using: &random) {
        stage.handle(.key(keys.randomElement(using: &random) ?? .enter))
      } else {
        stage.handle(
          .text(
            ["x", "\n", "yz", "\r\n", "\t", "\u{301}", "🦊", "é"].randomElement(using: &random)
              ?? "x"))
      }
      let (fresh, _, _) = try self.stage(area.text, rows: 1_000)
      #expect(try view(stage).rows == view(fresh).rows, "\(area.text.debugDescription)")
    }
    #expect(!area.text.contains("\r"), "a typed CR LF goes in as LF")
  }

  @Test("typed control characters are dropped; line breaks and tabs go in")
  func controlCharacters() throws {
    let (stage, area, _) = try stage("", editable: true)
    stage.handle(.text("a\u{1B}b\u{7}\tc\nd"))
    #expect(area.text == "ab\tc\nd")
  }
}

private struct TextAreaTestError: Error {}

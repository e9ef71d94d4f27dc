import CGTK
import ScrimCLI
import ScrimCore
import ScrimSystem
import ScrimTesting
import Testing

@testable import ScrimGTKCommand

/// A `--text-info` box's text view as zenity 3.44's keys work it (each case was checked
/// with the real zenity under Xvfb and xdotool; the corpus runs both).
@MainActor
@Suite("scrim-gtk as zenity: the text box's view")
struct ZenityTextViewTests {
  private func key(_ keyval: Int32, _ state: GdkModifierType = GdkModifierType(rawValue: 0))
    -> (UInt32, GdkModifierType)
  { (UInt32(keyval), state) }

  /// A text box on a stage, focus on its view, as ZenityWindowRun starts it.
  private func textBox(_ arguments: [String], text: String) throws -> (ZenityShownBox, Stage) {
    guard case .show(let request) = try ZenityParser().parse(["--text-info"] + arguments) else {
      throw ZenityHarnessError("not a box")
    }
    let builder = ZenityBuilder(
      readStandardInput: { _ in ZenityBoundedRead(bytes: Array(text.utf8), isCut: false) },
      readFile: { path, _ in .failure(ZenityBoundedRead.Failure(path: path, code: ENOENT)) })
    let shown = builder.make(request)
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    try stage.present(shown.modal)
    stage.moveFocus(to: nil)
    return (shown, stage)
  }

  private func press(
    _ keys: [(UInt32, GdkModifierType)], _ shown: ZenityShownBox, _ stage: Stage
  ) {
    for (keyval, state) in keys {
      if ZenityKeyRules.handle(keyval: keyval, state: state, shown: shown, stage: stage) {
        continue
      }
      // The stage's meaning of the keys these cases pass on.
      switch Int32(bitPattern: keyval) {
      case GDK_KEY_Tab: stage.handle(.key(.tab))
      case GDK_KEY_Return: stage.handle(.key(.enter))
      default: Issue.record("no stage key for keyval \(keyval)")
      }
    }
  }

  @Test("editing: the insertion point starts at the end; Up keeps the column")
  func editingModel() {
    var view = ZenityTextView("line one\nline two\n")
    view.insert("X")
    view.moveLine(by: -1)
    view.moveToLineEnd(false, wholeText: false)
    view.insert("Z")
    view.moveToLineEnd(true, wholeText: true)
    view.deleteBackward()
    #expect(view.string == "line one\nZline two\n")
    #expect(view.isEdited)
  }

  @Test("read-only: Tab goes view, Cancel, OK, and back to the view; Return chooses OK")
  func readOnlyFocus() throws {
    let (shown, stage) = try textBox([], text: "Hello\n")
    press([key(GDK_KEY_Tab)], shown, stage)
    #expect(stage.focus == .action(0), "Cancel")
    press([key(GDK_KEY_Tab), key(GDK_KEY_Tab)], shown, stage)
    #expect(stage.focus == nil, "back on the view")
    press([key(GDK_KEY_Tab), key(GDK_KEY_Return)], shown, stage)
    #expect(shown.chosen == .ok, "Return on Cancel chooses OK, as GTK 3's default button")
  }

  @Test("--editable: typing goes into the text, Ctrl-Tab leaves, OK prints the edit")
  func editable() throws {
    let (shown, stage) = try textBox(["--editable"], text: "Hello\n")
    press(
      [key(GDK_KEY_E), key(GDK_KEY_d), key(GDK_KEY_Tab), key(GDK_KEY_Return)], shown, stage)
    press([key(GDK_KEY_Tab, GDK_CONTROL_MASK), key(GDK_KEY_Tab)], shown, stage)
    #expect(stage.focus == .action(1), "OK")
    #expect(shown.readValue() == "Hello\nEd\t\n")
  }
}

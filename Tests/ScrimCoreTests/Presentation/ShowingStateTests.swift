@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// What the user does to a shown modal (the part a picker's keys move, an item being
/// renamed, which transfer list has the keys, where a file chooser's lists follow the
/// path) belongs to that showing: the same control shown again, or on a second stage at
/// once, starts afresh.
@MainActor
@Suite("a showing's own state: a control shown again or on another stage starts afresh")
struct ShowingStateTests {
  private func stage() -> Stage {
    Stage(
      clock: ManualClock(), size: Size(width: 70, height: 30),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
  }

  /// A dialog holding `controls`, with Cancel and OK, or OK and `rename` (dialog's
  /// inputmenu).
  private func dialog(_ controls: [Control], rename: AlertAction? = nil) -> Dialog {
    let dialog = Dialog(title: "Form")
    for control in controls { dialog.addControl(control) }
    let ok = AlertAction(title: "OK")
    if let rename {
      dialog.addAction(ok)
      dialog.addAction(rename)
    } else {
      dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
      dialog.addAction(ok)
    }
    dialog.preferredAction = ok
    return dialog
  }

  private func control(_ index: Int, on stage: Stage) -> ControlElement? {
    for case .modal(let state) in stage.scene().layers { return state.control(index) }
    return nil
  }

  private func timeField(on stage: Stage) -> Int? {
    guard case .timePicker(let element)? = control(0, on: stage) else { return nil }
    return element.focusedField
  }

  @Test("a field's error shown under it stays in the tree while the user types into it")
  func revealedErrorWhileTyping() throws {
    let port = TextField(placeholder: "Port")
    port.rules = [.number(in: 1...65535)]
    let stage = stage()
    try stage.present(dialog([.textField(port)]))
    stage.update()
    stage.handle(.text("0"))
    stage.handle(.key(.tab))
    stage.handle(.key(.backTab))
    let node = {
      stage.scene().accessibilityTrees.flatMap(\.flattened).first { $0.role == .textField }
    }
    let shown = try #require(node()?.errorMessage)
    stage.handle(.text("0"))
    #expect(port.text == "00")
    #expect(node()?.errorMessage == shown, "still out of range, still said")
  }

  @Test("a time picker shown again starts on its hour, not the field the last showing left")
  func timePickerShownAgain() throws {
    let picker = TimePicker(title: "Alarm", hour: 7, minute: 30)
    let stage = stage()
    let first = dialog([.timePicker(picker)])
    try stage.present(first)
    stage.update()
    stage.handle(.key(.right))
    #expect(timeField(on: stage) == 1, "on the minute")
    stage.handle(.key(.escape))
    stage.update()
    try stage.present(dialog([.timePicker(picker)]))
    stage.update()
    #expect(stage.focus == .control(0))
    #expect(timeField(on: stage) == 0, "a new showing starts on the hour")
    stage.handle(.key(.up))
    #expect(picker.hour == 8, "and Up raises the hour")
  }

  @Test("a date picker on a second stage starts on its days while the first is on its year")
  func datePickerOnTwoStages() throws {
    let start = try #require(CalendarDate(year: 2001, month: 1, day: 31))
    let picker = DatePicker(title: "Date", date: start)
    picker.keyConvention = .dialog
    let one = stage()
    try one.present(dialog([.datePicker(picker)]))
    one.update()
    one.handle(.key(.tab))
    one.handle(.key(.tab))
    guard case .datePicker(let onOne)? = control(0, on: one) else {
      Issue.record("no date picker on the first stage")
      return
    }
    #expect(onOne.focusedPart == .year)
    let two = stage()
    try two.present(dialog([.datePicker(picker)]))
    two.update()
    // A screen reader's value puts focus on it without a direction.
    two.handle(.accessibilitySetValue(control: 0, "2001-02-03"))
    guard case .datePicker(let onTwo)? = control(0, on: two) else {
      Issue.record("no date picker on the second stage")
      return
    }
    #expect(onTwo.focusedPart == .day, "its own showing: on the days")
    two.handle(.key(.right))
    #expect(picker.date == (try #require(CalendarDate(year: 2001, month: 2, day: 4))))
  }

  @Test("a menu on two stages: an item being renamed on one is no editor on the other")
  func renamingOnTwoStages() throws {
    let list = ChoiceList(
      title: "Menu",
      items: [.init(title: "UID:", detail: "1000"), .init(title: "GID:", detail: "100")])
    list.isTabStop = false
    list.showsMarks = false
    let rename = AlertAction(title: "Rename")
    list.renameAction = rename
    let one = stage()
    try one.present(dialog([.choice(list)], rename: rename))
    one.update()
    one.handle(.key(.tab))
    one.handle(.key(.enter))
    one.handle(.text("9"))
    let editors = { (stage: Stage) in
      stage.scene().accessibilityTrees.flatMap(\.flattened).filter { $0.role == .textField }
    }
    #expect(editors(one).first?.value == "91000", "the first stage's editor")
    let two = stage()
    try two.present(dialog([.choice(list)], rename: rename))
    two.update()
    #expect(editors(two).isEmpty, "no editor open on the second stage")
    guard case .choice(let shown)? = control(0, on: two) else {
      Issue.record("no list on the second stage")
      return
    }
    #expect(shown.renaming == nil)
    #expect(shown.columns?.details.first == "1000", "the item's own detail shows")
    two.handle(.text("7"))
    #expect(editors(one).first?.value == "91000", "typing on the second reaches no editor")
  }

  @Test("transfer lists shown again start with the keys in the first list")
  func transferKeysShownAgain() throws {
    let lists = TransferLists(
      items: ["one", "two", "three", "four"].map { ChoiceList.Item(title: $0) }, chosen: [0])
    for list in [lists.available, lists.chosen] { list.isTabStop = false }
    let stage = stage()
    let controls: [Control] = [.choice(lists.available), .choice(lists.chosen)]
    try stage.present(dialog(controls))
    stage.update()
    stage.handle(.text("$"))
    stage.handle(.key(.escape))
    stage.update()
    try stage.present(dialog(controls))
    stage.update()
    stage.handle(.text(" "))
    #expect(lists.chosenIndices == [0, 1], "Space moved the first list's two over")
  }

  @Test("a file checklist on a second stage follows the path its own field shows")
  func fileChooserOnTwoStages() throws {
    let tree: [String: FolderListing] = [
      "/data/": FolderListing(folders: [".", ".."], files: ["a.log", "b.log", "notes.txt"])
    ]
    let chooser = FileChooser(path: "/data/", mode: .file) { tree[$0] }
    let files = try #require(chooser.fileList)
    files.selectionMode = .multiple
    let make = { () -> Dialog in
      let dialog = Dialog(title: "Pick")
      dialog.addFileChooser(chooser)
      dialog.addAction(AlertAction(title: "OK"))
      return dialog
    }
    let one = stage()
    let two = stage()
    let shown = make()
    try one.present(shown)
    one.update()
    try two.present(make())
    two.update()
    _ = two.scene()
    let index = try #require(
      shown.controls.firstIndex {
        guard case .choice(let list) = $0 else { return false }
        return list === files
      })
    #expect(two.presenter.highlightedIndex(ofList: index) == 0)
    one.handle(.text("n"))
    #expect(one.presenter.highlightedIndex(ofList: index) == 2, "notes.txt, closest to n")
    two.update()
    #expect(
      two.presenter.highlightedIndex(ofList: index) == 2,
      "the second stage's list follows the path it shows too")
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A list whose items can be renamed in their rows (dialog's `--inputmenu`): its rename
/// action opens the highlighted item's editor, which takes every key until Return renames
/// and ends the dialog with the action, or Esc closes it.
@MainActor
@Suite("renaming a list's item: the editor, Return, Esc, and its tree")
struct ChoiceListRenamingTests {
  private final class Log { var entries: [String] = [] }

  private func fixture(_ log: Log) throws -> (Stage, ChoiceList, AlertAction) {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 20),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let list = ChoiceList(
      title: "Menu",
      items: [.init(title: "UID:", detail: "1000"), .init(title: "GID:", detail: "100")])
    list.isTabStop = false
    list.showsMarks = false
    let dialog = Dialog(title: "Ids")
    dialog.addControl(.choice(list))
    let ok = AlertAction(title: "OK") { log.entries.append($0.title) }
    let rename = AlertAction(title: "Rename") { log.entries.append($0.title) }
    dialog.addAction(ok)
    dialog.addAction(rename)
    dialog.preferredAction = ok
    list.renameAction = rename
    try stage.present(dialog)
    stage.update()
    return (stage, list, rename)
  }

  private func rows(_ stage: Stage) -> [String] {
    for case .modal(let state) in stage.scene().layers {
      return state.layout.items.flatMap(\.lines)
    }
    return []
  }

  @Test("Rename opens the highlighted item at its first character; Return renames and ends")
  func renameAndReturn() throws {
    let log = Log()
    let (stage, list, _) = try fixture(log)
    stage.handle(.key(.down))
    stage.handle(.key(.tab))
    stage.handle(.key(.enter))
    #expect(log.entries.isEmpty, "the dialog stays while the editor is open")
    stage.handle(.text("9"))
    #expect(rows(stage).contains { $0.hasPrefix("GID:") && $0.hasSuffix("9100") })
    let field = stage.scene().accessibilityTrees.flatMap(\.flattened).first {
      $0.role == .textField
    }
    #expect(field?.label == "Rename GID:")
    #expect(field?.value == "9100")
    #expect(field?.isFocused == true)
    stage.handle(.key(.enter))
    stage.update()
    #expect(log.entries == ["Rename"])
    #expect(list.renamedIndex == 1)
    #expect(list.items[1].detail == "9100")
  }

  @Test("shown again, the menu starts with nothing renamed; an editor left open is closed")
  func shownAgainStartsAfresh() throws {
    let log = Log()
    let (stage, list, rename) = try fixture(log)
    stage.handle(.key(.tab))
    stage.handle(.key(.enter))
    stage.handle(.key(.enter))
    stage.update()
    #expect(list.renamedIndex == 0)
    let again = Dialog(title: "Ids again")
    again.addControl(.choice(list))
    again.addAction(rename)
    try stage.present(again)
    stage.update()
    #expect(list.renamedIndex == nil, "the earlier showing's rename is not this one's")
  }

  @Test("Esc closes the editor, the item keeps its detail, and Rename has the keyboard again")
  func escapeCloses() throws {
    let log = Log()
    let (stage, list, _) = try fixture(log)
    stage.handle(.key(.tab))
    stage.handle(.text(" "))
    stage.handle(.text("X"))
    stage.handle(.key(.escape))
    #expect(log.entries.isEmpty, "Esc closed only the editor")
    #expect(list.items[0].detail == "1000")
    #expect(list.renamedIndex == nil)
    #expect(
      !stage.scene().accessibilityTrees.flatMap(\.flattened).contains { $0.role == .textField })
    stage.handle(.key(.enter))
    #expect(log.entries.isEmpty, "Return on Rename opened the editor again")
    stage.handle(.key(.enter))
    stage.update()
    #expect(log.entries == ["Rename"])
    #expect(list.items[0].detail == "1000")
  }

  @Test("Space on Rename and a key typed with it: the editor opens and takes the key")
  func spaceAndKeyTogether() throws {
    let log = Log()
    let (stage, list, _) = try fixture(log)
    stage.handle(.key(.tab))
    stage.handle(.text(" Z"))
    stage.handle(.key(.enter))
    stage.update()
    #expect(log.entries == ["Rename"])
    #expect(list.items[0].detail == "Z1000")
  }

  @Test("a screen reader sets the new text whole, then chooses Rename again")
  func screenReaderRenames() throws {
    let log = Log()
    let (stage, list, _) = try fixture(log)
    let tree = { stage.scene().accessibilityTrees.flatMap(\.flattened) }
    guard let button = tree().first(where: { $0.label == "Rename" })?.target else {
      Issue.record("no Rename button in \(tree())")
      return
    }
    stage.handle(.accessibilityActivate(button))
    stage.handle(.accessibilitySetValue(control: 0, "0"))
    stage.handle(.accessibilityActivate(button))
    stage.update()
    #expect(log.entries == ["Rename"])
    #expect(list.items[0].detail == "0")
  }
}

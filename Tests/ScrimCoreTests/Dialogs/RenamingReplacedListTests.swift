@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// An item's editor belongs to the list it was opened on: a list the app puts in that
/// list's place while the editor is open is never renamed with what was typed.
@MainActor
@Suite("renaming while the app replaces the list")
struct RenamingReplacedListTests {
  @Test("the editor's text does not rename the list put in its place")
  func replacedListIsNotRenamed() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 60, height: 20),
      measurer: FixedWidthMeasurer(), reducesMotion: true)
    let first = ChoiceList(title: "Menu", items: [.init(title: "UID:", detail: "1000")])
    let rename = AlertAction(title: "Rename")
    first.renameAction = rename
    let alert = AlertController(title: "Ids", message: nil, preferredStyle: .alert)
    alert.accessoryControls = [.choice(first)]
    alert.addAction(AlertAction(title: "OK"))
    alert.addAction(rename)
    try stage.present(alert)
    stage.update()
    stage.handle(.key(.tab))
    stage.handle(.key(.tab))
    stage.handle(.key(.enter))
    stage.handle(.text("9"))
    let second = ChoiceList(title: "Menu", items: [.init(title: "GID:", detail: "100")])
    second.renameAction = rename
    alert.accessoryControls = [.choice(second)]
    stage.update()
    stage.handle(.key(.enter))
    stage.update()
    #expect(second.items[0].detail == "100", "the new list keeps its detail")
    #expect(second.renamedIndex == nil)
  }
}

@_spi(Renderer) import ScrimCore
import Testing

/// The lists dialog's treeview, inputmenu and buildlist need, on every renderer alike.
///
/// A list with hierarchy, an item renamed in its row, and two transfer lists. Shared with
/// the GTK renderer's tests, as `StageScenarios` is.
@MainActor
enum ListScenarios {
  /// A tree: rows after their guides, Space marks the row the keys reach, Return is OK.
  static func tree(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let list = ChoiceList(
      title: "Section",
      items: [.init(title: "base"), .init(title: "net", depth: 1), .init(title: "curl", depth: 2)])
    list.showsHierarchy = true
    list.selectionMode = .marked
    list.hasMarkedItem = false
    list.isTabStop = false
    let dialog = Dialog(title: "Packages")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK") { _ in log.note("ok") })
    try driver.stage.present(dialog)
    try driver.advance(by: .milliseconds(200))
    #expect(driver.shows("│  │  curl"))
    try driver.press(.down)
    try driver.type(" ")
    #expect(list.hasMarkedItem && list.selectedOption == "net")
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["ok"])
  }

  /// An item renamed in its row: Rename opens it, typing goes before its text, Return ends.
  static func rename(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let list = ChoiceList(
      title: "Menu",
      items: [.init(title: "UID:", detail: "1000"), .init(title: "GID:", detail: "100")])
    list.isTabStop = false
    list.showsMarks = false
    let dialog = Dialog(title: "Ids")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK") { _ in log.note("ok") })
    let rename = AlertAction(title: "Rename") { _ in log.note("rename") }
    dialog.addAction(rename)
    dialog.presentationOptions.buttonOrder = .asAdded
    list.renameAction = rename
    try driver.stage.present(dialog)
    try driver.advance(by: .milliseconds(200))
    try driver.press(.down)
    try driver.press(.tab)
    try driver.press(.enter)
    try driver.type("9")
    #expect(driver.shows("9100"))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["rename"])
    #expect(list.renamedIndex == 1 && list.items[1].detail == "9100")
  }

  /// Two transfer lists: Space moves a row, `$` goes to the second list, Return is OK.
  static func transfer(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let lists = TransferLists(
      items: ["one", "two", "three"].map { ChoiceList.Item(title: $0) }, chosen: [0])
    let dialog = Dialog(title: "Build")
    for list in [lists.available, lists.chosen] {
      list.isTabStop = false
      dialog.addControl(.choice(list))
    }
    dialog.addAction(AlertAction(title: "OK") { _ in log.note("ok") })
    try driver.stage.present(dialog)
    try driver.advance(by: .milliseconds(200))
    try driver.type(" ")
    #expect(lists.chosenIndices == [0, 1])
    try driver.type("$")
    try driver.type(" ")
    #expect(lists.chosenIndices == [0], "two, closest to three where the keys were, went back")
    #expect(driver.shows("one") && driver.shows("two"))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["ok"])
  }
}

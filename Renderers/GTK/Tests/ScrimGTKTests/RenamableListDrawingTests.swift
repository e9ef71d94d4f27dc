import CGTK
@_spi(Renderer) import ScrimCore
import Testing

/// Lists in a window that dialog's treeview and inputmenu need: a tree's rows after their
/// guides, and an item renamed in its row with the caret in the accent where typing goes.
@MainActor
@Suite struct RenamableListDrawingTests {
  @Test("a tree's rows are drawn after a guide per level")
  func treeRows() throws {
    let driver = try GTKDriver(scheme: Theme.light.scheme)
    let list = ChoiceList(
      title: "Tree",
      items: [.init(title: "base"), .init(title: "net", depth: 1), .init(title: "curl", depth: 2)])
    list.showsHierarchy = true
    list.selectionMode = .marked
    let dialog = Dialog(title: "Packages")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(400))
    #expect(driver.shows("base"))
    #expect(driver.shows("│  net"))
    #expect(driver.shows("│  │  curl"))
  }

  @Test("Rename opens the row's detail: the typed text shows there with the caret")
  func renamingRow() throws {
    let driver = try GTKDriver(scheme: Theme.light.scheme)
    let list = ChoiceList(
      title: "Menu",
      items: [.init(title: "UID:", detail: "1000"), .init(title: "GID:", detail: "100")])
    list.isTabStop = false
    list.showsMarks = false
    let dialog = Dialog(title: "Ids")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    let rename = AlertAction(title: "Rename")
    dialog.addAction(rename)
    list.renameAction = rename
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(400))
    let (before, _) = try driver.photograph()
    try driver.sendKey(.tab)
    try driver.sendKey(.enter)
    try driver.sendText("7")
    try driver.advance(by: .milliseconds(100))
    #expect(driver.shows("71000"), "typed at the first character")
    let (after, _) = try driver.photograph()
    let layout = try #require(
      driver.stage.scene().layers.lazy.compactMap { layer -> ModalLayout? in
        if case .modal(let state) = layer { return state.layout }
        return nil
      }.first)
    let item = try #require(layout.items.first { $0.index == 0 }).frame
    let accent = Pixel(Theme.light.scheme.colorScheme.primary)
    func accentPixels(_ image: PixelImage) -> Int {
      var count = 0
      for y in item.y..<item.maxY {
        for x in item.x..<item.maxX where image[x, y].distance(to: accent) <= 8 { count += 1 }
      }
      return count
    }
    #expect(accentPixels(after) > accentPixels(before), "the caret is drawn in the list")
    // Where the stage placed it: after the "7" typed, in the detail's column.
    var placed: Rect?
    for case .modal(let state) in driver.stage.scene().layers {
      if case .choice(let shown)? = state.control(0) { placed = shown.renaming?.caret }
    }
    let caret = try #require(placed)
    let place = (x: item.x + caret.x, y: item.y + caret.y + caret.height / 2)
    #expect(after[place.x, place.y].distance(to: accent) <= 8, "the caret at \(place)")
    #expect(before[place.x, place.y].distance(to: accent) > 8)
    try driver.sendKey(.enter)
    try driver.advance(by: .milliseconds(400))
    #expect(list.renamedIndex == 0 && list.items[0].detail == "71000")
  }
}

/// Two transfer lists in a window (dialog's buildlist): both drawn, Space moves the row
/// the keys are on from the first to the second.
@MainActor
@Suite struct TransferListsDrawingTests {
  @Test("both lists are drawn; Space moves a row to the other list")
  func transfer() throws {
    let driver = try GTKDriver(scheme: Theme.light.scheme)
    let lists = TransferLists(
      items: ["Item 1", "Item 2", "Item 3"].map { ChoiceList.Item(title: $0) }, chosen: [0],
      availableTitle: "Available", chosenTitle: "Selected")
    let dialog = Dialog(title: "Build a list")
    for list in [lists.available, lists.chosen] {
      list.isTabStop = false
      dialog.addControl(.choice(list))
    }
    dialog.addAction(AlertAction(title: "OK", emphasis: .high))
    try driver.app.present(dialog)
    try driver.advance(by: .milliseconds(400))
    #expect(driver.shows("Available") && driver.shows("Selected"))
    #expect(driver.shows("Item 2") && driver.shows("Item 1"))
    try driver.sendText(" ")
    try driver.advance(by: .milliseconds(100))
    #expect(lists.chosenIndices == [0, 1])
    #expect(lists.chosen.options == ["Item 1", "Item 2"])
    #expect(driver.shows("Item 2"))
  }
}

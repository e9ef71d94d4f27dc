@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Laying out real alerts and dialogs: display order, themed titles, terminal cells.
@MainActor
@Suite struct ModalPlusLayoutTests {
  @Test("buttons follow the core's display order, upper-cased by the theme's button style")
  func displayOrderAndCase() {
    let alert = AlertController(title: "Save changes?", message: "Your edits will be lost.")
    let save = AlertAction(title: "Save", emphasis: .high)
    alert.addAction(save)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.preferredAction = save
    let size = Size(width: 60, height: 14)
    let layout = alert.layout(in: size, measurer: TerminalTextMeasurer())
    #expect(layout.buttons.arrangement == .row)
    #expect(layout.buttons.buttons.map(\.title) == ["CANCEL", "SAVE"])
    #expect(layout.buttons.buttons.map(\.index) == [1, 0])
    #expect(
      LayoutGrid.text(layout, in: size)[5...11] == [
        "............#  Save changes?                  #.............",
        "............#                                 #.............",
        "............#  Your edits will be lost.       #.............",
        "............#                                 #.............",
        "............#            [ CANCEL ] [ SAVE ]  #.............",
        "............###################################.............",
        "............................................................",
      ])
  }

  @Test("a stack puts the preferred action on top when a row does not fit")
  func stackOrder() {
    let alert = AlertController(title: "Unsaved changes", message: nil)
    let save = AlertAction(title: "Save to cloud")
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Discard", style: .destructive))
    alert.addAction(save)
    alert.preferredAction = save
    let layout = alert.layout(in: Size(width: 30, height: 12), measurer: TerminalTextMeasurer())
    #expect(layout.buttons.arrangement == .stack)
    #expect(layout.buttons.buttons.map(\.title) == ["SAVE TO CLOUD", "DISCARD", "CANCEL"])
  }

  @Test("a dialog's controls become body items; an action sheet uses its source rect")
  func dialogAndSheet() {
    let dialog = Dialog(title: "Rename file", message: "Choose a new name.")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addControl(.toggle(Toggle(title: "Keep a copy")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Rename", emphasis: .high))
    let layout = dialog.layout(in: Size(width: 80, height: 24), measurer: TerminalTextMeasurer())
    #expect(layout.items.map(\.lines) == [["Name"], ["Keep a copy"]])

    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy link"))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    sheet.sourceRect = Rect(x: 5, y: 2, width: 8, height: 1)
    let popover = sheet.layout(in: Size(width: 120, height: 30), measurer: TerminalTextMeasurer())
    #expect(popover.placement == .popover(.below))
    #expect(popover.buttons.buttons.map(\.title) == ["Copy link", "Cancel"])
    let compact = sheet.layout(in: Size(width: 80, height: 30), measurer: TerminalTextMeasurer())
    #expect(compact.placement == .bottomSheet)
  }
}

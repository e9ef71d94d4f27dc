import ScrimCore
import ScrimTesting
import Testing

/// What a screen reader finds for snackbars and banners, and the facts about lists it
/// needs to present a radio group or a checklist.
@MainActor
@Suite struct MessageAndListAccessibilityTests {
  @Test("a snackbar is a status named by its announcement, with its text and action inside")
  func snackbar() {
    let message = SnackbarMessage(
      text: "Draft deleted", action: SnackbarMessage.Action(title: "Undo"))
    #expect(
      message.accessibilityNode(isActionFocused: true).description == """
        status "Draft deleted. Undo."
          text "Draft deleted"
          button "Undo" [focused]
        """)
  }

  @Test("a banner is a status with its title, description and buttons in display order")
  func banner() {
    let banner = Banner(
      title: "Offline", description: "Changes are saved on this device.",
      actions: [
        Banner.Action(title: "Retry"), Banner.Action(title: "Dismiss", role: .dismissive),
      ])
    #expect(
      banner.accessibilityNode(focusedAction: 1).description == """
        status "Offline. Changes are saved on this device."
          heading "Offline"
          text "Changes are saved on this device."
          button "Dismiss"
          button "Retry" [focused]
        """)
  }

  @Test("a focused list marks the row the keyboard is on, and says when it is a checklist")
  func listFocusAndMode() {
    let list = ChoiceList(title: "Extras", options: ["Fonts", "Docs", "Tests"])
    list.selectionMode = .multiple
    list.checkedIndices = [0]
    list.startingHighlightIndex = 2
    let dialog = Dialog(title: "Install", message: nil)
    dialog.addControl(.choice(list))
    let radio = ChoiceList(title: "Size", options: ["S", "M"], selectedIndex: 1)
    dialog.addControl(.choice(radio))
    let tree = dialog.accessibilityTree(focus: .control(0), arrangement: .row)
    let lists = tree.children.filter { $0.role == .list }
    #expect(
      lists[0].description == """
        list "Extras" = "Fonts" [multiselectable, focused]
          list item "Fonts" [selected]
          list item "Docs"
          list item "Tests" [focused]
        """)
    #expect(!lists[1].isMultiselectable)
    #expect(lists[1].children.map(\.isFocused) == [false, false], "no focus, no row")
  }
}

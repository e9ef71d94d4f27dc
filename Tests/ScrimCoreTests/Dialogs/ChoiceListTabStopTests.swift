import ScrimCore
import ScrimTesting
import Testing

/// dialog(1)'s menu: the list is no Tab stop, the buttons keep focus, and the list still
/// takes its keys.
@MainActor
@Suite struct ChoiceListTabStopTests {
  private func present(
    _ list: ChoiceList, ended: ((DismissResult) -> Void)? = nil
  ) throws -> (Presenter, Dialog) {
    let dialog = Dialog(title: "Pick")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Help"))
    dialog.presentationOptions.buttonOrder = .asAdded
    dialog.preferredAction = dialog.actions[0]
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    try presenter.present(dialog) { ended?($0) }
    return (presenter, dialog)
  }

  private func fruit() -> ChoiceList {
    let list = ChoiceList(title: "Fruit", options: ["apple", "pear", "peach", "plum"])
    list.isTabStop = false
    list.movesFocusAtEnds = false
    return list
  }

  @Test("focus starts on the default button, and Tab goes only between the buttons")
  func buttonsOnly() throws {
    let (presenter, _) = try present(fruit())
    #expect(presenter.focus == .action(0))
    presenter.handle(.key(.tab))
    presenter.handle(.key(.tab))
    #expect(presenter.focus == .action(2), "OK → Cancel → Help")
    presenter.handle(.key(.tab))
    #expect(presenter.focus == .action(0), "and round again, never the list")
  }

  @Test("the arrows, paging and letters move the list whichever button has focus")
  func keysReachTheList() throws {
    let list = fruit()
    let (presenter, _) = try present(list)
    presenter.handle(.key(.tab))
    presenter.handle(.key(.down))
    #expect(list.selectedIndex == 1)
    #expect(presenter.focus == .action(1), "Down moves the list, not the focus")
    presenter.handle(.key(.end))
    #expect(list.selectedIndex == 3)
    presenter.handle(.text("p"))
    #expect(list.selectedOption == "pear", "after plum, wrapping, the next p is pear")
    presenter.handle(.key(.right))
    #expect(presenter.focus == .action(2), "Left and Right still go between buttons")
  }

  @Test("Return chooses the focused button; the list keeps the row the arrows left")
  func returnChoosesButton() throws {
    let list = fruit()
    var ended: DismissResult?
    let (presenter, _) = try present(list) { ended = $0 }
    presenter.handle(.key(.down))
    presenter.handle(.key(.tab))
    presenter.handle(.key(.tab))
    presenter.handle(.key(.enter))
    presenter.update()
    #expect(ended?.action?.title == "Help")
    #expect(list.selectedOption == "pear")
  }

  @Test("dialog's number keys: a digit that starts no tag picks the item at that place")
  func numberKeys() throws {
    let list = ChoiceList(title: "Menu", options: ["a", "b", "3c", "d"])
    list.picksByNumber = true
    let (presenter, _) = try present(list)
    presenter.handle(.text("2"))
    #expect(list.selectedOption == "b")
    presenter.handle(.text("3"))
    #expect(list.selectedOption == "3c", "a tag that starts with the digit comes first")
    presenter.handle(.text("9"))
    #expect(list.selectedOption == "3c", "no ninth item: nothing moves")
    let plain = ChoiceList(title: "Menu", options: ["a", "b"])
    let (other, _) = try present(plain)
    other.handle(.text("2"))
    #expect(plain.selectedOption == "a", "off by default, as in whiptail")
  }

  @Test("letters arriving together jump once each, as typed one by one")
  func severalLetters() throws {
    let list = ChoiceList(title: "Fruit", options: ["apple", "pear", "peach", "plum"])
    let (presenter, _) = try present(list)
    presenter.handle(.text("pp"))
    #expect(list.selectedOption == "peach")
  }

  @Test("a dialog that only says something may have no buttons; Esc ends it")
  func notice() throws {
    let dialog = Dialog(title: "Working", message: "Copying files…")
    let presenter = Presenter(clock: ManualClock(), reducesMotion: true)
    var ended: DismissResult?
    try presenter.present(dialog) { ended = $0 }
    #expect(presenter.activeModal === dialog)
    presenter.handle(.key(.escape))
    presenter.update()
    #expect(ended?.reason == .escape)
    #expect(throws: PresentationError.noActions(title: "Empty")) {
      try Presenter(clock: ManualClock()).present(Dialog(title: "Empty"))
    }
    let alert = AlertController(title: "Alert", message: "Says something", preferredStyle: .alert)
    #expect(throws: PresentationError.noActions(title: "Alert")) {
      try Presenter(clock: ManualClock()).present(alert)
    }
  }
}

import ScrimCore
import ScrimLine
import Testing

/// A popup menu in line mode: a numbered list, a sub-menu as a second question.
extension LineAppTests {
  func editMenu(_ log: Log) -> Menu {
    func action(_ title: String, _ attributes: MenuElementAttributes = []) -> MenuAction {
      MenuAction(title: title, attributes: attributes) { log.entries.append($0.title) }
    }
    return Menu(
      title: "Edit",
      children: [
        action("Cut"), action("Paste", .disabled),
        Menu(
          title: "Sort by",
          children: [
            MenuAction(title: "Name", state: .on) { log.entries.append($0.title) },
            action("Date"),
          ]),
        action("Delete", .destructive),
      ])
  }

  @Test("a menu is a numbered list; a sub-menu's entry asks a second question")
  func menuWithSubmenu() throws {
    let log = Log()
    let said = try said(answering: "2\ndate\n") { app in
      try app.present(editMenu(log)) { log.entries.append("ended: \($0.reason)") }
    }
    #expect(log.entries == ["Date", "ended: action"])
    #expect(
      said == """
        Edit:
          1. Cut
          -  Paste (unavailable)
          2. Sort by (Submenu)
          3. Delete (Destructive)
        Choose an entry (1-3, Return to close): 2
        Sort by:
          1. Name (checked)
          2. Date
        Choose an entry (1-2, Return to go back): date

        """)
  }

  @Test("Return backs out of the sub-menu, then closes the menu without a choice")
  func menuBackOut() throws {
    let log = Log()
    let said = try said(answering: "2\n\n\n") { app in
      try app.present(editMenu(log)) { log.entries.append("ended: \($0.reason)") }
    }
    #expect(log.entries == ["ended: escape"])
    #expect(said.ranges(of: "Choose an entry").count == 3)
  }

  @Test("the end of input closes the menu, from a sub-menu too")
  func menuEndOfInput() throws {
    let log = Log()
    _ = try said(answering: "2\n") { app in
      try app.present(editMenu(log)) { log.entries.append("ended: \($0.reason)") }
    }
    #expect(log.entries == ["ended: escape"])
  }
}

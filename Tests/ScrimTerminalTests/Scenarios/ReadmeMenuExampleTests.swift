import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// README's popup menu example, with the terminal and the clock swapped for test ones.
@MainActor
@Suite struct ReadmeMenuExampleTests {
  @Test("README: a menu at the mouse; Up wraps to Delete and Return chooses it")
  func menuExample() throws {
    let terminal = InMemoryTerminal(columns: 80, rows: 24)
    let app = TerminalApp(device: terminal, host: BlankHost(), clock: ManualClock())
    var done: [String] = []
    func copy() { done.append("copy") }
    func delete() { done.append("delete") }
    let click = (x: 20, y: 5)
    func print(_ reason: MenuDismissReason) { done.append("\(reason)") }

    let menu = Menu(
      title: "Edit",
      children: [
        MenuAction(title: "Copy") { _ in copy() },
        Menu(title: "Sort by", children: [MenuAction(title: "Name", state: .on) { _ in }]),
        MenuAction(title: "Delete", attributes: .destructive) { _ in delete() },
      ])
    try app.present(menu, from: .point(x: click.x, y: click.y)) { print($0.reason) }

    _ = try app.start()
    try app.draw()
    #expect(app.screen.lines[6].contains("Edit"))
    // Up wraps to Delete; Return chooses it.
    app.process(.input(Array("\u{1B}[A\r".utf8)))
    app.tick()
    #expect(done == ["delete", "action"])
  }
}

import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// User text in a menu never reaches the terminal raw: escape and control characters in
/// titles are drawn as visible symbols, as in every other component.
@MainActor
@Suite struct MenuHostileTextTests {
  @Test("escape sequences and a bell in a menu's titles are not written to the terminal")
  func controlCharacters() throws {
    let terminal = InMemoryTerminal(columns: 60, rows: 16)
    let app = TerminalApp(device: terminal, host: BlankHost(), clock: ManualClock())
    let menu = Menu(
      title: "\u{1B}]0;owned\u{07}Title",
      children: [
        MenuAction(title: "\u{1B}[2JClear"), MenuAction(title: "Bell\u{07}\u{1B}[31m"),
        Menu(title: "Sub\u{0}menu", children: [MenuAction(title: "\u{9B}6n")]),
      ])
    try app.present(menu, from: .point(x: 2, y: 1))
    _ = try app.start()
    try app.draw()
    app.process(.input(Array("\u{1B}[B\u{1B}[B\u{1B}[C".utf8)))
    app.tick()
    try app.draw()
    let bytes = terminal.output
    #expect(!bytes.contains(0x07), "no bell")
    #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0x1B && $1 == 0x5D }, "no OSC")
    #expect(!bytes.contains(0x00), "no NUL")
    #expect(app.screen.lines.contains { $0.contains("Clear") })
    #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{9B}"), "no 8-bit CSI")
  }
}

import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// Any bytes, any size down to 0×0, any timing: the app never traps, every completion
/// runs exactly once, and the frame it drew is always the size of the terminal.
@MainActor
@Suite struct TerminalAppRobustnessTests {
  @Test(arguments: [1, 2, 3])
  func randomBytesSizesAndTimes(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let terminal = InMemoryTerminal(columns: 80, rows: 24)
    let clock = ManualClock()
    let app = TerminalApp(device: terminal, host: BlankHost(), clock: clock)
    _ = try app.start()
    var completions: [Int: Int] = [:]
    var presented = 0
    let pieces: [[UInt8]] = [
      [0x1B], Array("\u{1B}[<0;10;5M".utf8), Array("\u{1B}[<0;10;5m".utf8), [0x09], [0x0D],
      Array("\u{1B}[A".utf8), Array("\u{1B}[B".utf8), [0x20], Array("草".utf8), [0x7F],
      Array("\u{1B}[<65;3;3M".utf8), Array("\u{1B}[200~paste\u{1B}[201~".utf8), [0xFF, 0xC3],
    ]
    for step in 0..<600 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        let index = presented
        presented += 1
        let dialog = Dialog(
          title: "Step \(step) 👩‍💻", message: String(repeating: "word ", count: step % 40))
        dialog.addControl(.textField(TextField(placeholder: "Name")))
        dialog.addControl(.choice(ChoiceList(title: "Pick", options: ["A", "B"])))
        dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
        dialog.addAction(AlertAction(title: "OK"))
        try app.present(dialog) { _ in completions[index, default: 0] += 1 }
      case 1:
        let index = 10_000 + presented
        presented += 1
        var message = SnackbarMessage(text: "Message \(step)", category: "c\(step % 3)")
        message.completion = { _ in completions[index, default: 0] += 1 }
        app.show(message)
      case 2:
        let columns = Int.random(in: 0...120, using: &random)
        let rows = Int.random(in: 0...40, using: &random)
        terminal.resize(columns: columns, rows: rows)
        app.process(.resized(Size(width: columns, height: rows)))
      case 3:
        clock.advance(by: .milliseconds(Int64.random(in: 1...3000, using: &random)))
      case 4:
        let bytes = (0..<Int.random(in: 1...16, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        }
        app.process(.input(bytes))
      default:
        app.process(.input(pieces.randomElement(using: &random) ?? [0x1B]))
      }
      app.tick()
      try app.draw()
      #expect(app.screen.size == Size(width: terminal.size.width, height: terminal.size.height))
    }
    app.presenter.dismissAll()
    app.snackbars.dismissAll()
    for _ in 0..<10 {
      clock.advance(by: .seconds(1))
      app.tick()
    }
    #expect(completions.count == presented, "every modal and message ended")
    #expect(completions.values.allSatisfy { $0 == 1 }, "each exactly once")
  }
}

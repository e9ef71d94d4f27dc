import ScrimCore
import ScrimTerminal
import ScrimTesting

/// An action sheet of 100,000 actions, as `scrim sheet $(seq ...)` or a long menu gives:
/// the first frame, an arrow key, and memory, which must all grow linearly.
@MainActor
let manyActionsBenchmark = Benchmark(
  name: "many",
  summary: "action sheets of 1,000 to 100,000 actions: first frame and a key (wall time)"
) {
  for count in [1_000, 10_000, 100_000] {
    let terminal = InMemoryTerminal(columns: 200, rows: 60)
    let app = TerminalApp(
      device: terminal, host: BlankHost(), clock: ManualClock(), reducesMotion: true)
    let sheet = AlertController(title: "Pick one", message: nil, preferredStyle: .actionSheet)
    sheet.sourceRect = Rect(x: 100, y: 0, width: 1, height: 1)
    for index in 0..<count { sheet.addAction(AlertAction(title: "Item \(index)")) }
    let before = residentKiB() ?? 0
    let first = measureSeconds {
      _ = try? app.start()
      try? app.present(sheet)
      app.tick()
      try? app.draw()
    }
    let keys = 20
    let key = measureSeconds {
      for _ in 0..<keys {
        app.process(.input(Array("\u{1B}[B".utf8)))
        app.tick()
        try? app.draw()
      }
    }
    let grown = (residentKiB() ?? 0) - before
    print(
      "  \(count) actions: first frame \(format(first * 1000)) ms, "
        + "a key \(format(key / Double(keys) * 1000, decimals: 3)) ms, +\(grown) KiB")
  }
}

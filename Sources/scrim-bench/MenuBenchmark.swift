import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// Keystroke to frame in a popup menu: Down moving the highlight in a menu of 12 entries,
/// and in one of 10,000 (which scrolls), over a 200×60 host.
@MainActor
let menuBenchmark = Benchmark(
  name: "menu",
  summary: "Down in a popup menu of 12 and of 10,000 entries over a 200×60 host: CPU per key"
) {
  for count in [12, 10_000] {
    let terminal = InMemoryTerminal(columns: 200, rows: 60)
    let clock = ManualClock()
    let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: clock)
    let menu = Menu(
      title: "Entries",
      children: (0..<count).map { MenuAction(title: "Entry number \($0)") })
    do {
      try app.present(menu, from: .point(x: 10, y: 5))
      _ = try app.start()
      try app.draw()
    } catch {
      print("  could not show the menu: \(error)")
      return
    }
    let keystrokes = count == 12 ? 20_000 : 2_000
    var samples: [Double] = []
    samples.reserveCapacity(keystrokes)
    for _ in 0..<keystrokes {
      let start = threadSeconds()
      app.process(.input(Array("\u{1B}[B".utf8)))
      app.tick()
      try? app.draw()
      samples.append(threadSeconds() - start)
      terminal.clearOutput()
    }
    samples.sort()
    let percentile = { (fraction: Double) in
      samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]
    }
    print(
      "  \(count) entries, \(keystrokes) keystrokes: CPU per keystroke p50 "
        + "\(format(percentile(0.5) * 1e6, decimals: 1)) µs, "
        + "p99 \(format(percentile(0.99) * 1e6, decimals: 1)) µs")
  }
}

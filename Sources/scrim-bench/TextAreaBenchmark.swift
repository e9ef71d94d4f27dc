import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// A text area holding zenity's largest text box (512 KiB, about 6,500 lines): the CPU
/// per keystroke, from the key's bytes to the written frame, typing in its middle and
/// scrolling a read-only one, and the memory it holds.
@MainActor
let textAreaBenchmark = Benchmark(
  name: "textarea",
  summary: "typing into and scrolling a 512 KiB text area at 200×60: CPU per key, p50 and p99"
) {
  let line = String(repeating: "log entry with some words in it ", count: 2) + "and its end\n"
  let lines = (512 << 10) / line.utf8.count
  let text = String(repeating: line, count: lines)
  let before = residentKiB() ?? 0
  for editable in [true, false] {
    let terminal = InMemoryTerminal(columns: 200, rows: 60)
    let clock = ManualClock()
    let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: clock)
    let area = TextArea(text: text, isEditable: editable)
    area.visibleLineCount = 20
    let dialog = Dialog(title: "Text View")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    guard app.startShowing(dialog, clock: clock) else { return }
    // Into the middle: Ctrl-End, then Page Up (or Up) a few thousand times is slow to
    // set up, so the caret goes home and down by half the lines.
    app.process(.input(Array("\u{1B}[1;5H".utf8)))
    for _ in 0..<(lines / 2) { app.process(.input(Array("\u{1B}[B".utf8))) }
    app.tick()
    try? app.draw()
    let keystrokes = 2_000
    var samples: [Double] = []
    samples.reserveCapacity(keystrokes)
    for index in 0..<keystrokes {
      let key: [UInt8] = editable ? [index % 40 == 39 ? 0x0D : 0x61] : Array("\u{1B}[B".utf8)
      terminal.clearOutput()
      let start = threadSeconds()
      app.process(.input(key))
      app.tick()
      try? app.draw()
      samples.append(threadSeconds() - start)
    }
    samples.sort()
    let percentile = { (fraction: Double) in
      samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]
    }
    print(
      "  \(editable ? "typing (editable)" : "Down (read-only)"): \(lines) lines, "
        + "\(area.text.count) characters")
    print(
      "  CPU per key: p50 \(format(percentile(0.5) * 1e3, decimals: 2)) ms, "
        + "p99 \(format(percentile(0.99) * 1e3, decimals: 2)) ms, "
        + "max \(format((samples.last ?? 0) * 1e3, decimals: 2)) ms")
  }
  if let after = residentKiB() {
    print("  resident: \(after / 1024) MiB (\((after - before) / 1024) MiB more than before)")
  }
}

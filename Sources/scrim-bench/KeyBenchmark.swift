import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// Keystroke to frame: the CPU from handing a read's bytes (Tab) to the app until the
/// updated frame is written.
///
/// Focus cycles through a dialog's controls and buttons over a full 200×60 host; the
/// median and the 99th percentile per keystroke are reported.
@MainActor
let keyBenchmark = Benchmark(
  name: "key",
  summary: "Tab moving focus in a dialog over a 200×60 host: CPU per keystroke, p50 and p99"
) {
  let terminal = InMemoryTerminal(columns: 200, rows: 60)
  let clock = ManualClock()
  let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: clock)
  let dialog = Dialog(title: "Export draft", message: "Choose how the draft is exported.")
  dialog.addControl(.textField(TextField(placeholder: "File name", text: "draft")))
  dialog.addControl(.toggle(Toggle(title: "Include comments")))
  dialog.addControl(.choice(ChoiceList(title: "Format", options: ["PDF", "PNG", "Text"])))
  dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
  dialog.addAction(AlertAction(title: "Export"))
  guard app.startShowing(dialog, clock: clock) else { return }

  let keystrokes = 20_000
  var samples: [Double] = []
  samples.reserveCapacity(keystrokes)
  var written = 0
  var bytes = 0
  for _ in 0..<keystrokes {
    terminal.clearOutput()
    let before = terminal.writeCount
    let start = threadSeconds()
    app.process(.input([0x09]))
    app.tick()
    try? app.draw()
    samples.append(threadSeconds() - start)
    written += terminal.writeCount - before
    bytes += terminal.output.count
  }
  samples.sort()
  let percentile = { (fraction: Double) in
    samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]
  }
  print(
    "  keystrokes: \(keystrokes), writes: \(written), bytes per keystroke: \(bytes / keystrokes)")
  print(
    "  CPU per keystroke: p50 \(format(percentile(0.5) * 1e6, decimals: 1)) µs, "
      + "p99 \(format(percentile(0.99) * 1e6, decimals: 1)) µs, "
      + "max \(format((samples.last ?? 0) * 1e6, decimals: 1)) µs")
}

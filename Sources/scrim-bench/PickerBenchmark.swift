import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// Keystroke to frame in a date picker: each Right moves the picked day, across month
/// ends, so the grid is laid out again every few dozen keys.
///
/// The date picker and a time picker in a dialog over a full 200×60 host; the median and
/// the 99th percentile per keystroke are reported, with the resident memory after.
@MainActor
let pickerBenchmark = Benchmark(
  name: "pickers",
  summary: "Right moving a date picker's day over a 200×60 host: CPU per keystroke, p50 and p99"
) {
  let terminal = InMemoryTerminal(columns: 200, rows: 60)
  let clock = ManualClock()
  let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: clock)
  let dialog = Dialog(title: "Schedule backup", message: "Run the first backup on:")
  guard let start = CalendarDate(year: 2026, month: 12, day: 5) else { return }
  let picker = DatePicker(title: "Start date", date: start)
  picker.today = start
  dialog.addControl(.datePicker(picker))
  dialog.addControl(.timePicker(TimePicker(title: "At", hour: 2, minute: 30)))
  dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
  dialog.addAction(AlertAction(title: "Schedule"))
  let before = threadSeconds()
  guard app.startShowing(dialog, clock: clock) else { return }
  let firstFrame = threadSeconds() - before

  let keystrokes = 20_000
  var samples: [Double] = []
  samples.reserveCapacity(keystrokes)
  for _ in 0..<keystrokes {
    terminal.clearOutput()
    let start = threadSeconds()
    app.process(.input([0x1B, 0x5B, 0x43]))
    app.tick()
    try? app.draw()
    samples.append(threadSeconds() - start)
  }
  samples.sort()
  let percentile = { (fraction: Double) in
    samples[min(samples.count - 1, Int(Double(samples.count) * fraction))]
  }
  print("  first frame (the host and the dialog): \(format(firstFrame * 1e3, decimals: 2)) ms CPU")
  print("  keystrokes: \(keystrokes), the day reached: \(picker.date)")
  print(
    "  CPU per keystroke: p50 \(format(percentile(0.5) * 1e6, decimals: 1)) µs, "
      + "p99 \(format(percentile(0.99) * 1e6, decimals: 1)) µs, "
      + "max \(format((samples.last ?? 0) * 1e6, decimals: 1)) µs")
  print("  resident after: \(residentKiB().map { "\($0) KiB" } ?? "unknown")")
}

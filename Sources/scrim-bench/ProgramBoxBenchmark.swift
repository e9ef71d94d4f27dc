import ScrimCLI
import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// 1,000,000 lines through a program box's body, a batch a frame.
///
/// As the follow mechanism hands them over; the CPU a line and the memory held, which the
/// scroll-back bounds.
@MainActor
let programBoxBenchmark = Benchmark(
  name: "programbox",
  summary: "1,000,000 lines through a program box at 80×24, 1,000 a frame: CPU and memory"
) {
  let before = residentKiB() ?? 0
  let terminal = InMemoryTerminal(columns: 80, rows: 24)
  let clock = ManualClock()
  let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: clock)
  let body = FollowedBody(visibleLineCount: 14)
  let dialog = Dialog(title: "Build")
  dialog.addControl(.textArea(body.area))
  guard app.startShowing(dialog, clock: clock) else { return }
  let batch = 1_000
  let start = threadSeconds()
  var peak = before
  for frame in 0..<(1_000_000 / batch) {
    body.append((0..<batch).map { "compiling src/module\(frame)/file\($0).c" })
    terminal.clearOutput()
    app.tick()
    try? app.draw()
    if frame % 100 == 0 { peak = max(peak, residentKiB() ?? 0) }
  }
  let seconds = threadSeconds() - start
  print("  lines kept: \(body.lines.count), last shown: \(body.lines.last ?? "")")
  print(
    "  CPU: \(format(seconds, decimals: 2)) s, "
      + "\(format(seconds / 1_000_000 * 1e6, decimals: 2)) µs a line, "
      + "\(format(seconds / 1_000 * 1e3, decimals: 2)) ms a frame")
  print("  resident: peak \(peak / 1024) MiB (\((peak - before) / 1024) MiB more than before)")
}

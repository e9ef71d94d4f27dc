import ScrimCore
import ScrimSystem
import ScrimTerminal
import ScrimTesting

/// A dialog over a full host with a snackbar counting down: the CPU and bytes of each
/// frame the run loop draws as the user types into the dialog's field and snackbars
/// come and go.
@MainActor
let appBenchmark = Benchmark(
  name: "app",
  summary: "TerminalApp frames: 200×60 host, dialog with a field, snackbars sliding and timing out"
) {
  let terminal = InMemoryTerminal(columns: 200, rows: 60)
  let clock = ManualClock()
  let app = TerminalApp(device: terminal, host: BenchmarkTextWall(), clock: clock)
  let dialog = Dialog(title: "Rename file", message: "Give the file a new name.")
  let field = TextField(placeholder: "Name")
  dialog.addControl(.textField(field))
  dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
  dialog.addAction(AlertAction(title: "Rename"))
  guard app.startShowing(dialog, clock: clock) else { return }
  terminal.clearOutput()

  let frames = 20_000
  var typed = 0
  var bytes = 0
  var written = 0
  let start = processSeconds()
  for frame in 0..<frames {
    if frame % 200 == 0 {
      var message = SnackbarMessage(text: "Saved draft \(frame / 200)")
      message.action = SnackbarMessage.Action(title: "Undo")
      message.timesOutWithAction = true
      app.show(message)
    }
    if frame % 3 == 0 {
      // A keystroke: a letter, or Backspace to keep the field short.
      let key: [UInt8] = typed < 30 ? [UInt8(ascii: "a") + UInt8(frame % 26)] : [0x7F]
      typed = typed < 30 ? typed + 1 : (field.text.isEmpty ? 0 : typed)
      if field.text.isEmpty { typed = 0 }
      app.process(.input(key))
    }
    clock.advance(by: app.frameInterval)
    app.tick()
    let before = terminal.writeCount
    try? app.draw()
    if terminal.writeCount > before { written += 1 }
    if frame % 500 == 0 {
      bytes += terminal.output.count
      terminal.clearOutput()
    }
  }
  let seconds = processSeconds() - start
  bytes += terminal.output.count
  print("  frames: \(frames) loop turns, \(written) written")
  print("  CPU per loop turn: \(format(seconds / Double(frames) * 1e6, decimals: 1)) µs")
  print(
    "  CPU per written frame: \(format(seconds / Double(max(1, written)) * 1e6, decimals: 1)) µs")
  print("  bytes per written frame: \(bytes / max(1, written))")

  // An idle turn: nothing changed, nothing is written.
  let idleStart = processSeconds()
  for _ in 0..<frames {
    app.tick()
    try? app.draw()
  }
  let idle = (processSeconds() - idleStart) / Double(frames) * 1e6
  print("  CPU per idle turn (nothing changed): \(format(idle, decimals: 2)) µs")
}

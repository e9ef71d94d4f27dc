import ScrimCore
import ScrimTerminal
import ScrimTesting

/// A shown alert waiting for a key, and snackbars held by a token, for 10 s of real time:
/// the run loop's turns, writes and CPU, all of which must stay at nothing.
@MainActor
let idleBenchmark = Benchmark(
  name: "idle",
  summary: "TerminalApp.run() for 10 s with an alert up and snackbars held: turns, writes, CPU"
) {
  let terminal = InMemoryTerminal(columns: 80, rows: 24)
  let app = TerminalApp(device: terminal, host: BlankHost(), clock: ContinuousClock())
  let alert = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
  alert.addAction(AlertAction(title: "Cancel", style: .cancel))
  alert.addAction(AlertAction(title: "Delete", style: .destructive))
  try? app.present(alert, replacingActive: false)
  let token = app.snackbars.suspendMessages()
  app.show(SnackbarMessage(text: "Synced"))
  let run = Task { try await app.run() }
  // Let the alert's fade in finish, then count over 10 s.
  try? await Task.sleep(for: .seconds(1))
  let turns = app.turnCount
  let writes = terminal.writeCount
  let cpu = processSeconds()
  try? await Task.sleep(for: .seconds(10))
  print("  loop turns in 10 s idle: \(app.turnCount - turns)")
  print("  writes in 10 s idle: \(terminal.writeCount - writes)")
  print("  CPU in 10 s idle: \(format((processSeconds() - cpu) * 1000, decimals: 3)) ms")
  withExtendedLifetime(token) {}
  app.stop()
  _ = try? await run.value
}

@_spi(Renderer) import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// README's first example, line for line, with the terminal and the clock swapped for
/// test doubles and the user's keys typed in.
@MainActor
@Suite struct ReadmeExampleTests {
  @Test("README: an alert, then an Undo snackbar through SnackbarManager.default")
  func firstExample() async throws {
    let terminal = InMemoryTerminal(columns: 80, rows: 24)
    let clock = ManualClock()
    let manager = SnackbarManager(clock: clock)
    var deleted = 0
    var restored = 0
    func deleteDraft() { deleted += 1 }
    func restoreDraft() { restored += 1 }

    let app = TerminalApp(
      device: terminal, host: BlankHost(), clock: clock, snackbars: manager)

    let alert = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleteDraft() })

    Task { @MainActor in
      let result = try await app.present(alert)  // .cancel, .escape, .action, ...
      guard result.reason == .action else { return app.stop() }
      var message = SnackbarMessage(text: "Draft deleted")
      message.action = SnackbarMessage.Action(title: "Undo") { restoreDraft() }
      manager.show(message)  // README: SnackbarManager.default, which a TerminalApp shows
    }
    let run = Task { try await app.run() }

    try await waitUntil { app.presenter.activeModal != nil && terminal.writeCount > 0 }
    terminal.send("\t\r")  // Tab to Delete, Return
    // Time passes for the fade out; the snackbar shown from the task wakes the loop.
    try await waitUntil {
      clock.advance(by: .milliseconds(20))
      return deleted == 1
    }
    // Shown through the manager from the task, the snackbar wakes the loop, which slides it
    // in as time passes.
    try await waitUntil {
      clock.advance(by: .milliseconds(10))
      return String(decoding: terminal.output, as: UTF8.self).contains("Draft deleted")
    }
    app.stop()
    #expect(try await run.value == .stopped)
    #expect(restored == 0)
  }
}

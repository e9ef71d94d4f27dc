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

/// README's "In a Swift terminal app" and "One stage for every renderer" examples.
@MainActor
@Suite struct ReadmeAppAndStageExampleTests {
  @Test("README: present from a task, then a snackbar after a destructive choice")
  func terminalAppExample() async throws {
    let terminal = InMemoryTerminal(columns: 80, rows: 24)
    let clock = ManualClock()
    let myScreen = BlankHost()
    let alert = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))

    let app = TerminalApp(device: terminal, host: myScreen, clock: clock)
    Task { @MainActor in
      let result = try await app.present(alert)  // from any task, through the main actor
      if result.action?.style == .destructive { app.show(SnackbarMessage(text: "Deleted")) }
    }
    let run = Task { try await app.run() }

    try await waitUntil { app.presenter.activeModal != nil && terminal.writeCount > 0 }
    terminal.send("\t\r")
    try await waitUntil {
      clock.advance(by: .milliseconds(10))
      return app.snackbars.visibleMessage?.text == "Deleted"
    }
    terminal.send("\u{3}")
    #expect(try await run.value == .interrupted)  // .stopped, .interrupted (Ctrl-C), ...
  }

  @Test("README: a stage takes input and hands back a snapshot")
  func stageExample() throws {
    let clock = ManualClock()
    let measurer = TerminalTextMeasurer()
    let stage = Stage(clock: clock, size: Size(width: 80, height: 24), measurer: measurer)
    #expect(stage.handle(.key(.tab)) == .passedThrough, "nothing is up: the host's key")
    stage.handle(.pointer(PointerInput(.press, x: 40, y: 12)))
    stage.update()
    #expect(stage.nextWakeDelay == nil, "idle")
    let snapshot = stage.scene()
    #expect(snapshot.layers.isEmpty && snapshot.hostHasFocus)
  }
}

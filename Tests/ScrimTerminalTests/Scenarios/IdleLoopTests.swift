@_spi(Renderer) import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

@MainActor
@Suite struct IdleLoopTests {
  @Test("an idle app, even with messages held by a token, makes no loop turns and no writes")
  func idleMakesNoTurns() async throws {
    let terminal = InMemoryTerminal(columns: 60, rows: 16)
    let clock = ManualClock()
    let app = TerminalApp(device: terminal, host: BlankHost(), clock: clock)
    var token: SuspensionToken? = app.snackbars.suspendMessages()
    app.show(SnackbarMessage(text: "Synced"))
    let run = Task { try await app.run() }
    try await waitUntil { terminal.writeCount > 0 }
    // Let the turn that the show asked for finish, then count over 10 s of clock time.
    for _ in 0..<50 { await Task.yield() }
    let turns = app.turnCount
    let writes = terminal.writeCount
    for _ in 0..<100 {
      clock.advance(by: .milliseconds(100))
      await Task.yield()
    }
    #expect(app.turnCount == turns, "no turns while idle")
    #expect(terminal.writeCount == writes, "no writes while idle")
    #expect(clock.sleeperCount == 0, "no timer armed")
    token = nil
    try await waitUntil { app.snackbars.isShowingMessage }
    #expect(token == nil && app.turnCount > turns, "the released token woke the loop")
    app.stop()
    _ = try await run.value
  }

  @Test("TerminalApp shows SnackbarManager.default on a ContinuousClock, its own on another")
  func defaultSnackbarManager() {
    let terminal = InMemoryTerminal(columns: 60, rows: 16)
    let real = TerminalApp(device: terminal, host: BlankHost(), clock: ContinuousClock())
    #expect(real.snackbars === SnackbarManager.default)
    let test = TerminalApp(device: terminal, host: BlankHost(), clock: ManualClock())
    #expect(test.snackbars !== SnackbarManager.default)
    let given = SnackbarManager(clock: ManualClock())
    let chosen = TerminalApp(
      device: terminal, host: BlankHost(), clock: ManualClock(), snackbars: given)
    #expect(chosen.snackbars === given)
  }
}

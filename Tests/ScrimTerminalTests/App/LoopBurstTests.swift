import ScrimCore
import ScrimTesting
import Testing

@testable import ScrimTerminal

/// A burst of events (keys from separate reads, redraws asked from other threads) is
/// drawn once, after its last event.
///
/// The in-memory terminal starts as the TTY does (`start(_:delivering:)`), so these run
/// the loop users get.
@MainActor
@Suite struct LoopBurstTests {
  /// An alert running on the TTY's path, its first frame drawn and the loop waiting.
  @MainActor
  private struct Running {
    let terminal = InMemoryTerminal(columns: 60, rows: 16)
    let clock = ManualClock()
    let recorder = RecordingHandler()
    let app: TerminalApp
    let run: Task<TerminalApp.Ending, any Error>

    init() async throws {
      app = TerminalApp(device: terminal, host: BlankHost(), clock: clock, reducesMotion: true)
      try app.present(deleteDraftAlert(recorder)) { _ in }
      let app = app
      run = Task { try await app.run() }
      let terminal = terminal
      try await waitUntil { terminal.writeCount > 0 }
      for _ in 0..<50 { await Task.yield() }
    }

    /// Delivers Tab `count` times at once and waits until the loop has taken them all.
    func tab(_ count: Int) async throws {
      let turns = app.turnCount
      // The main actor does not run between these: all of them are queued at once.
      for _ in 0..<count { terminal.send([0x09]) }
      let app = app
      try await waitUntil { app.turnCount == turns + count }
    }

    func stop() async throws {
      app.stop()
      _ = try await run.value
    }
  }

  @Test("keys from three reads queued while the loop was busy make one frame")
  func queuedKeysMakeOneFrame() async throws {
    let running = try await Running()
    let writes = running.terminal.writeCount
    try await running.tab(3)
    #expect(running.terminal.writeCount == writes + 1, "one frame for the three Tabs")
    // Cancel → Delete → Cancel → Delete: every key counted, though one frame was drawn.
    running.terminal.send([0x0D])
    try await waitUntil { !running.recorder.calls.isEmpty }
    #expect(running.recorder.calls == [.handler("Delete")])
    try await running.stop()
  }

  @Test("a burst that lasts longer than a frame still draws: its first event and its last")
  func longBurstStillDraws() async throws {
    let running = try await Running()
    let writes = running.terminal.writeCount
    // The last frame is a tenth of a second old when the burst begins. Cancel → Delete →
    // Cancel: two frames that differ.
    running.clock.advance(by: .milliseconds(100))
    try await running.tab(2)
    #expect(running.terminal.writeCount == writes + 2, "the first Tab's frame and the last one's")
    try await running.stop()
  }

  @Test("a burst goes without a frame for as long as the app's frame interval, not 33 ms")
  func burstLimitIsTheFrameInterval() async throws {
    let running = try await Running()
    running.app.frameInterval = .milliseconds(200)
    let writes = running.terminal.writeCount
    // A tenth of a second since the last frame: within this app's interval, so the first
    // Tab is not drawn. Cancel → Delete → Cancel: the last Tab's frame is the one shown.
    running.clock.advance(by: .milliseconds(100))
    try await running.tab(2)
    #expect(running.terminal.writeCount == writes, "no frame for Delete's passing focus")
    try await running.stop()
  }

  @Test("many redraw requests in one turn make one turn and one frame")
  func redrawRequestsCoalesce() async throws {
    let running = try await Running()
    let turns = running.app.turnCount
    let writes = running.terminal.writeCount
    // Long enough since the last frame that no request is held back as part of a burst.
    running.clock.advance(by: .milliseconds(100))
    // The main actor does not run between these: a snackbar shown (a request of its
    // own) and ten more requests, all in one turn.
    running.app.show(SnackbarMessage(text: "Draft saved"))
    for _ in 0..<10 { running.app.setNeedsDisplay() }
    let terminal = running.terminal
    try await waitUntil { terminal.writeCount > writes }
    for _ in 0..<50 { await Task.yield() }
    #expect(running.app.turnCount == turns + 1, "one turn for the eleven requests")
    #expect(running.terminal.writeCount == writes + 1, "one frame")
    try await running.stop()
  }

  @Test("the handler hears which event of a burst is its last")
  func handlerSeesPendingEvents() async {
    let inbox = LoopInbox()
    let pending = await withCheckedContinuation { continuation in
      var pending: [Bool] = []
      inbox.setHandler { _ in
        pending.append(inbox.hasPending)
        if pending.count == 4 { continuation.resume(returning: pending) }
      }
      for _ in 0..<4 { inbox.post(.tick) }
    }
    #expect(pending == [true, true, true, false])
    #expect(!inbox.hasPending)
  }
}

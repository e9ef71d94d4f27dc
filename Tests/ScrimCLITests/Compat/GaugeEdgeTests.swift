import ScrimSystem
import ScrimTesting
import Testing

/// A gauge at its edges, in a pseudo-terminal: signals end it as they end whiptail's, in
/// line mode too, whatever its input does.
@Suite struct GaugeEdgeTests {
  private static let gauge = ["--gauge", "Working", "8", "50", "0"]

  @Test(
    "SIGTERM, SIGINT, SIGHUP and SIGQUIT end a line-mode gauge at once, as whiptail's",
    arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
  func signalEndsWaitingGauge(_ signal: Int32) async throws {
    let whiptail = try CompatHarness.requireReal("whiptail")
    let theirs = try await signalled(whiptail, signal)
    let ours = try await signalled(
      CompatHarness.scrim(as: "whiptail"), signal, environment: ["SCRIM_ACCESSIBLE=1"])
    #expect(theirs == .killed(signal: signal), "whiptail")
    #expect(ours == theirs, "scrim in line mode")
  }

  @Test("Ctrl-C stops a line-mode gauge and its script, not only the script's producer")
  func controlCStopsTheScript() async throws {
    // TERM=dumb chooses line mode; Ctrl-C reaches the whole pipeline, as in a shell.
    let environment = CompatHarness.environment.filter { !$0.hasPrefix("TERM=") } + ["TERM=dumb"]
    let script = "sleep 60 | \"$0\" \"$@\"; echo went on"
    let terminal = try PseudoTerminal(
      executable: "/bin/bash",
      arguments: ["-c", script, CompatHarness.scrim(as: "whiptail")] + Self.gauge,
      environment: environment)
    #expect(await terminal.waitForScreen(containing: "Working"), "\(terminal.screen.lines)")
    terminal.press(.controlC)
    let exit = await terminal.waitForExit()
    if exit == nil { terminal.signal(SIGKILL) }
    #expect(exit == .killed(signal: SIGINT), "the script stops as Ctrl-C stops it")
    #expect(!terminal.screen.contains("went on"), "\(terminal.screen.lines)")
  }

  /// Starts `executable` as a gauge whose stdin stays open, signals it once it shows, and
  /// says how it ended (nil: still running 10 s on, when it is killed).
  private func signalled(
    _ executable: String, _ signal: Int32, environment extra: [String] = []
  ) async throws -> PseudoTerminal.Exit? {
    try await CompatHarness.withFIFO { fifo in
      // Held open for writing, so the gauge's input never ends while it runs.
      let input = open(fifo, O_RDWR | O_CLOEXEC)
      try #require(input >= 0)
      defer { close(input) }
      let terminal = try PseudoTerminal(
        executable: "/bin/bash",
        arguments: ["-c", "exec \"$0\" \"$@\" <\"$GAUGE_INPUT\"", executable] + Self.gauge,
        environment: CompatHarness.environment + extra + ["GAUGE_INPUT=\(fifo)"])
      #expect(await terminal.waitForScreen(containing: "Working"), "\(terminal.screen.lines)")
      terminal.signal(signal)
      let exit = await terminal.waitForExit()
      if exit == nil {
        terminal.signal(SIGKILL)
        _ = await terminal.waitForExit()
      }
      return exit
    }
  }
}

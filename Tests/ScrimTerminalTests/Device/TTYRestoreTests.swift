import ScrimSystem
import ScrimTerminal
import ScrimTesting
import Testing

/// Runs the probe in a real pseudo-terminal and checks the terminal is restored on
/// every way out: cooked mode, cursor shown, main screen, mouse and paste off.
@Suite(.serialized) struct TTYRestoreTests {
  private let exitSequence = TerminalModes(focusEvents: true).exitSequence

  private func startProbe() async throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      executable: PseudoTerminal.debugProduct("scrim-tty-probe"))
    #expect(await terminal.waitForOutput(containing: "READY"))
    #expect(terminal.text.contains("\u{1B}[?1049h"))
    #expect(!terminal.isCooked)
    return terminal
  }

  private func expectRestored(_ terminal: PseudoTerminal) {
    #expect(terminal.text.hasSuffix(exitSequence), "ends with the exit sequence")
    #expect(terminal.isCooked, "canonical mode and echo are back")
    #expect(terminal.hasInitialAttributes, "every attribute is as it was")
  }

  @Test("a normal return restores the terminal")
  func normalReturn() async throws {
    let terminal = try await startProbe()
    terminal.type("q")
    #expect(await terminal.waitForExit() == .exited(0))
    expectRestored(terminal)
  }

  @Test("a thrown error restores the terminal")
  func thrownError() async throws {
    let terminal = try await startProbe()
    terminal.type("e")
    #expect(await terminal.waitForExit() == .exited(1))
    expectRestored(terminal)
  }

  @Test("exit() without stopping restores the terminal through the atexit hook")
  func exitWithoutStop() async throws {
    let terminal = try await startProbe()
    terminal.type("x")
    #expect(await terminal.waitForExit() == .exited(3))
    expectRestored(terminal)
  }

  @Test(
    "a terminating signal restores the terminal, then kills with that signal",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func terminatingSignal(signal: Int32) async throws {
    let terminal = try await startProbe()
    terminal.signal(signal)
    #expect(
      await terminal.waitForExit() == .killed(signal: signal),
      "died of the signal, so the shell sees 128 + \(signal)")
    expectRestored(terminal)
  }

  @Test("SIGTSTP leaves the terminal clean and SIGCONT re-enters and asks for a repaint")
  func suspendAndContinue() async throws {
    let terminal = try await startProbe()
    terminal.signal(SIGTSTP)
    #expect(await terminal.waitForOutput(containing: exitSequence))
    #expect(terminal.isCooked)
    terminal.signal(SIGCONT)
    #expect(await terminal.waitForOutput(containing: "RESUMED"))
    #expect(!terminal.isCooked)
    terminal.type("q")
    #expect(await terminal.waitForExit() == .exited(0))
    expectRestored(terminal)
  }

  @Test("SIGWINCH delivers a resize event with the new size")
  func resize() async throws {
    let terminal = try await startProbe()
    terminal.resize(columns: 100, rows: 30)
    #expect(await terminal.waitForOutput(containing: "SIZE 100x30"))
    terminal.type("q")
    #expect(await terminal.waitForExit() == .exited(0))
  }

  @Test("a resize below 1 × 1 gives the program and the screen the same one cell")
  func resizeBelowOneCell() async throws {
    let terminal = try await startProbe()
    terminal.resize(columns: 0, rows: -3)
    #expect(await terminal.waitForOutput(containing: "SIZE 1x1"), "\(terminal.text)")
    #expect(terminal.screen.screen.width == 1 && terminal.screen.screen.height == 1)
    terminal.type("q")
    #expect(await terminal.waitForExit() == .exited(0))
  }

  @Test("opening something that is not a terminal fails with a clear error")
  func noTerminal() {
    #expect(throws: TerminalError.noTerminal(path: "/dev/null", errno: ENOTTY)) {
      _ = try TTY(path: "/dev/null")
    }
    #expect(throws: TerminalError.noTerminal(path: "/nonexistent/tty", errno: ENOENT)) {
      _ = try TTY(path: "/nonexistent/tty")
    }
    #expect(
      TerminalError.noTerminal(path: "/dev/tty", errno: ENXIO).description
        == "cannot open the terminal /dev/tty: \(String(cString: strerror(ENXIO))); run from "
        + "an interactive terminal or with `ssh -t`")
  }
}

import ScrimTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the probe in a real pseudo-terminal and checks the terminal is restored on
/// every way out: cooked mode, cursor shown, main screen, mouse and paste off.
@Suite(.serialized) struct TTYRestoreTests {
  private let exitSequence = TerminalModes(focusEvents: true).exitSequence

  private func startProbe() throws -> PseudoTerminal {
    let path = PseudoTerminal.product("scrim-tty-probe")
    let terminal = try #require(PseudoTerminal(executable: path), "build \(path) first")
    #expect(terminal.read(until: "READY"))
    #expect(terminal.text.contains("\u{1B}[?1049h"))
    #expect(!terminal.isCooked())
    return terminal
  }

  private func expectRestored(_ terminal: PseudoTerminal) {
    #expect(terminal.text.hasSuffix(exitSequence), "ends with the exit sequence")
    #expect(terminal.isCooked(), "canonical mode and echo are back")
  }

  @Test("a normal return restores the terminal")
  func normalReturn() throws {
    let terminal = try startProbe()
    terminal.type("q")
    terminal.drain()
    let status = terminal.wait()
    #expect(status == 0)
    expectRestored(terminal)
  }

  @Test("a thrown error restores the terminal")
  func thrownError() throws {
    let terminal = try startProbe()
    terminal.type("e")
    terminal.drain()
    #expect(terminal.wait() >> 8 & 0xFF == 1)
    expectRestored(terminal)
  }

  @Test("exit() without stopping restores the terminal through the atexit hook")
  func exitWithoutStop() throws {
    let terminal = try startProbe()
    terminal.type("x")
    terminal.drain()
    #expect(terminal.wait() >> 8 & 0xFF == 3)
    expectRestored(terminal)
  }

  @Test(
    "a terminating signal restores the terminal, then kills with that signal",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func terminatingSignal(signal: Int32) throws {
    let terminal = try startProbe()
    kill(terminal.pid, signal)
    terminal.drain()
    let status = terminal.wait()
    #expect(status & 0x7F == signal, "died of the signal, so the shell sees 128 + \(signal)")
    expectRestored(terminal)
  }

  @Test("SIGTSTP leaves the terminal clean and SIGCONT re-enters and asks for a repaint")
  func suspendAndContinue() throws {
    let terminal = try startProbe()
    kill(terminal.pid, SIGTSTP)
    #expect(terminal.read(until: exitSequence))
    #expect(terminal.isCooked())
    kill(terminal.pid, SIGCONT)
    #expect(terminal.read(until: "RESUMED"))
    #expect(!terminal.isCooked())
    terminal.type("q")
    terminal.drain()
    #expect(terminal.wait() == 0)
    expectRestored(terminal)
  }

  @Test("SIGWINCH delivers a resize event with the new size")
  func resize() throws {
    let terminal = try startProbe()
    terminal.resize(columns: 100, rows: 30)
    #expect(terminal.read(until: "SIZE 100x30"))
    terminal.type("q")
    terminal.drain()
    #expect(terminal.wait() == 0)
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
        == "cannot open the terminal /dev/tty (errno \(ENXIO)): run from an interactive "
        + "terminal, use `ssh -t`, or use accessible line mode.")
  }
}

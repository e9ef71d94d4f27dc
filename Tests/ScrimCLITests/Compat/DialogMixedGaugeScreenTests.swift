import ScrimSystem
import ScrimTesting
import Testing

/// dialog's mixed gauge on screen: its rows, its text and its overall gauge stay on the
/// terminal after scrim ends, as dialog leaves them.
@Suite struct DialogMixedGaugeScreenTests {
  @Test func rowsTextAndGaugeStayOnScreen() async throws {
    let terminal = try PseudoTerminal(
      executable: CompatHarness.scrim(as: "dialog"), arguments: DialogMixedGaugeTests.sample,
      environment: CompatHarness.environment, standardError: .pipe)
    #expect(await terminal.waitForExit() == .exited(0))
    #expect(!terminal.screen.isOnAlternateScreen)
    for shown in ["Process one", "[  Succeeded  ]", "[ In Progress ]", "[     40%     ]", "33%"] {
      #expect(terminal.screen.contains(shown), terminal.screenDump())
    }
  }
}

import ScrimCLI
import ScrimSystem
import Testing

@Suite struct ExitCodeTests {
  @Test(
    "modal endings map to the documented exit codes",
    arguments: [
      (CommandOutcome.Reason.action, Int32(0)), (.cancel, 1), (.escape, 1), (.backgroundTap, 1),
      (.programmatic, 1), (.replaced, 1), (.dismissed, 1), (.timeout, 124),
      (.interrupted(signal: SIGINT), 130), (.interrupted(signal: SIGHUP), 129),
      (.interrupted(signal: SIGTERM), 143),
    ])
  func modals(reason: CommandOutcome.Reason, status: Int32) {
    for subcommand in [Subcommand.alert, .sheet, .dialog] {
      #expect(CommandOutcome(subcommand: subcommand, reason: reason).exitStatus == status)
    }
  }

  @Test(
    "snackbars and banners exit 0 however they end by themselves",
    arguments: [
      CommandOutcome.Reason.action, .dismissed, .timeout, .replaced, .programmatic, .escape,
    ])
  func messages(reason: CommandOutcome.Reason) {
    #expect(CommandOutcome(subcommand: .snackbar, reason: reason).exitStatus == 0)
    #expect(CommandOutcome(subcommand: .banner, reason: reason).exitStatus == 0)
  }

  @Test("a Ctrl-C stops a message like anything else, so the script stops too")
  func interruptedMessages() {
    for subcommand in [Subcommand.snackbar, .banner] {
      let outcome = CommandOutcome(subcommand: subcommand, reason: .interrupted(signal: SIGINT))
      #expect(outcome.exitStatus == 130)
    }
  }

  @Test("the fixed codes follow sysexits and timeout(1)")
  func constants() {
    #expect(ExitCode.usage == 64)
    #expect(ExitCode.checkFailed == 65)
    #expect(ExitCode.unavailable == 69)
    #expect(ExitCode.timedOut == 124)
  }
}

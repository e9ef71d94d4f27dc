import ScrimCLI
import ScrimSystem
import Testing

/// With no controlling terminal, scrim says so once, in the system's words.
@Suite struct NoTerminalMessageTests {
  @Test("the error names the terminal and the reason once, with strerror's text, not a number")
  func message() throws {
    let scrim = ChildProcess.product("scrim")
    let result = try #require(
      ChildProcess.run(
        scrim, ["alert", "--title", "Hi there"], environment: ["TERM=xterm", "LANG=C.UTF-8"],
        newSession: true),
      "build \(scrim) first")
    #expect(result.status == 69)
    #expect(
      result.standardError
        == "scrim: cannot open the terminal /dev/tty: \(String(cString: strerror(ENXIO))); "
        + "run from an interactive terminal or with `ssh -t`, or use --accessible for line "
        + "prompts on stderr with answers on stdin\n")
    #expect(!result.standardError.contains("errno"))
  }
}

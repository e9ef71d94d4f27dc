import ScrimTesting
import Testing

@testable import ScrimCLI

/// Keys typed into dialog's boxes that follow an input while the input still runs, beside
/// the real dialog: they wait in the terminal until OK appears and act on it then, except
/// that each line shown after a key uses one up (dialog looks at the keyboard once a line,
/// for a resize, and drops what it read).
///
/// The command or the feed pauses in the shell (`sleep`); the test only waits for text.
@Suite struct FollowBoxTypeaheadTests {
  private let compare = CompatHarness.Comparison(program: "dialog")

  @Test("--prgbox: Return typed while the command runs chooses OK when it ends, exit 0")
  func prgboxReturnTypedEarly() async throws {
    try await compare(
      ["--title", "Build", "--prgbox", "Building", "echo started; sleep 1", "12", "50"],
      [.wait("started"), .keys([.enter])])
  }

  @Test("--prgbox: a line shown after Return uses it up; Esc at OK then exits 255")
  func prgboxLineUsesKeyUp() async throws {
    try await compare(
      [
        "--title", "Build", "--prgbox", "Building", "echo started; sleep 1; echo finished",
        "12", "50",
      ],
      [.wait("started"), .keys([.enter]), .wait("finished"), .wait("OK"), .keys([.escape])])
  }
}

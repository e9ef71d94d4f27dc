import ScrimSystem
import ScrimTesting
import Testing

/// dialog 1.3's `--rangebox`: the real dialog and scrim in its place, on the same command
/// line and keys, must end alike (exit status and the value on the result stream).
///
/// The command line is the one of dialog's own sample `samples/rangebox2` (Thomas E.
/// Dickey's dialog, shipped as /usr/share/doc/dialog/examples/rangebox2).
@Suite struct DialogRangeboxTests {
  private let compare = CompatHarness.Comparison(program: "dialog")
  private let volume = [
    "--title", "RANGE BOX", "--rangebox", "Please set the volume...", "0", "60", "0", "6", "5",
  ]

  @Test func returnWritesTheDefault() async throws {
    try await compare(volume, [.wait("volume"), .keys([.enter])])
  }

  @Test func downRaisesAndUpLowersTheValue() async throws {
    try await compare(
      volume, [.wait("volume"), .keys([CompatHarness.down, CompatHarness.down, .enter])])
    try await compare(volume, [.wait("volume"), .keys([CompatHarness.up, .enter])])
  }

  @Test func plusAndMinusStepTheValue() async throws {
    try await compare(volume, [.wait("volume"), .type("+"), .keys([.enter])])
    try await compare(volume, [.wait("volume"), .type("--"), .keys([.enter])])
  }

  @Test func homeAndEndGoToTheEnds() async throws {
    try await compare(
      volume, [.wait("volume"), .keys([PseudoTerminal.Key("\u{1B}OH"), .enter])])
    try await compare(
      volume, [.wait("volume"), .keys([PseudoTerminal.Key("\u{1B}OF"), .enter])])
  }

  @Test func pagesMoveByWhatACellOfTheSliderStandsFor() async throws {
    let wide = [
      "--rangebox", "Memory in MB", "0", "40", "0", "1000", "500",
    ]
    try await compare(wide, [.wait("Memory"), .keys([PseudoTerminal.Key("\u{1B}[5~"), .enter])])
    try await compare(wide, [.wait("Memory"), .keys([PseudoTerminal.Key("\u{1B}[6~"), .enter])])
  }

  @Test func aDefaultOutsideTheRangeIsClampedIntoIt() async throws {
    // Below the minimum, above the maximum, and a maximum below the minimum.
    for bounds in [["5", "10", "3"], ["1", "10", "99"], ["8", "2", "5"]] {
      try await compare(
        ["--rangebox", "Length", "0", "0"] + bounds, [.wait("Length"), .keys([.enter])])
    }
  }

  // RetroPie's splashscreen duration (corpus): Tab then Return is Cancel in dialog, whose
  // focus starts on OK with the value still moved by the arrows.
  @Test("focus starts on OK: Tab reaches Cancel first, and Down moves the value from OK")
  func focusStartsOnOK() async throws {
    try await compare(volume, [.wait("volume"), .keys([.tab, .enter])])
    try await compare(
      volume, [.wait("volume"), .keys([.tab, .tab, .tab, CompatHarness.down, .enter])])
  }

  @Test func escapeEndsWith255() async throws {
    try await compare(volume, [.wait("volume"), .keys([.escape])])
  }
}

/// dialog's rangebox as line prompts, in process: a number within its bounds, asked again
/// when out of them, written where dialog writes the value.
@MainActor
@Suite struct DialogRangeboxLineTests {
  @Test("line mode asks a number within the bounds, again out of them; OK writes it")
  func lineMode() async {
    let fixture = CompatCommandTests.Fixture()
    let volume = ["--rangebox", "Please set the volume...", "0", "60", "0", "6", "5"]
    let io = ScriptedLineIO(["9", "4", "1"])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    let end = await command.run(volume)
    #expect(end.status == 0)
    #expect(fixture.written(2) == "4")
    #expect(io.transcript.contains("(0 to 6, Return keeps 5): "))
    #expect(io.transcript.contains("enter a whole number from 0 to 6"))
  }
}

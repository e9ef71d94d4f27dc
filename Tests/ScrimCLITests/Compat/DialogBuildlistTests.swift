import ScrimSystem
import ScrimTesting
import Testing

/// dialog 1.3's `--buildlist`: the real dialog and scrim in its place, on the same command
/// line and keys, must end alike: Space moves the row the keyboard is on to the other
/// list, `^` and `$` go to the first or second list, and OK writes the chosen tags in the
/// order given, quoted as dialog quotes them.
///
/// The command line is dialog's own sample `samples/buildlist` (Thomas E. Dickey's
/// dialog-snapshots, t20230209).
@Suite struct DialogBuildlistTests {
  private let compare = CompatHarness.Comparison(program: "dialog")
  private let sample = [
    "--title", "BUILDLIST DEMO", "--backtitle", "A user-built list", "--separator", "|",
    "--buildlist", "hello, this is a --buildlist...", "0", "0", "0", "1", "Item number 1", "on",
    "2", "Item number 2", "off", "3", "Item number 3", "on", "4", "Item number 4", "on", "5",
    "Item number 5", "off", "6", "Item number 6", "on",
  ]

  @Test func returnWritesTheItemsGivenOn() async throws {
    try await compare(sample, [.wait("buildlist"), .keys([.enter])])
  }

  @Test func spaceMovesTheRowToTheOtherList() async throws {
    try await compare(sample, [.wait("buildlist"), .keys([.space, .space, .enter])])
  }

  @Test func dollarAndCaretGoBetweenTheLists() async throws {
    try await compare(
      sample,
      [.wait("buildlist"), .type("$"), .keys([CompatHarness.down, .space])]
        + [.type("^"), .keys([CompatHarness.down, .space, .enter])])
  }

  @Test func theKeysFollowAnItemThatEmptiedItsList() async throws {
    let two = ["--buildlist", "Move", "0", "0", "0", "1", "One", "on", "2", "Two", "off"]
    try await compare(two, [.wait("Move"), .keys([.space, .space, .enter])])
  }

  @Test func tagsWithBlanksAreQuoted() async throws {
    let blanks = ["--buildlist", "Move", "0", "0", "0", "a b", "One", "off", "c", "Two", "on"]
    try await compare(blanks, [.wait("Move"), .keys([.space, .enter])])
  }

  @Test func tabAndReturnCancel() async throws {
    try await compare(sample, [.wait("buildlist"), .keys([.tab, .enter])])
  }

  @Test func escapeEndsWith255() async throws {
    try await compare(sample, [.wait("buildlist"), .keys([.escape])])
  }
}

/// dialog's buildlist as line prompts, in process: each list asks which of its items to
/// move; OK writes the chosen tags.
@MainActor
@Suite struct DialogBuildlistLineTests {
  @Test("line mode asks each list which items to move, then writes the chosen tags")
  func lineMode() async {
    let fixture = CompatCommandTests.Fixture()
    // Both of the first list's items, then none back: each keeps its number as the
    // earlier one moves.
    let io = ScriptedLineIO(["1 2", "", "1"])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    let end = await command.run([
      "--buildlist", "Move", "0", "0", "0", "1", "One", "on", "2", "Two", "off", "3", "Three",
      "off",
    ])
    #expect(end.status == 0)
    #expect(fixture.written(2) == "1 2 3")
    #expect(io.transcript.contains("Available:"))
    #expect(io.transcript.contains("Selected:"))
  }
}

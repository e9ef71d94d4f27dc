import ScrimSystem
import ScrimTesting
import Testing

/// dialog 1.3's `--inputmenu`: the real dialog and scrim in its place, on the same command
/// line and keys, must end alike: OK writes the tag (0); Rename opens the highlighted item
/// for editing from its first character, and Return writes "RENAMED tag item" (3).
///
/// The command line is dialog's own sample `samples/inputmenu1` (Thomas E. Dickey's
/// dialog-snapshots, t20230209), its variables given values.
@Suite struct DialogInputMenuTests {
  private let compare = CompatHarness.Comparison(program: "dialog")
  static let sample = [
    "--clear", "--ok-label", "Create", "--backtitle", "An Example for the use of --inputmenu:",
    "--inputmenu",
    "Originally I designed --inputmenu for a configuration purpose. Here is a possible piece "
      + "of a configuration program.",
    "20", "50", "10", "Username:", "alice", "UID:", "1000", "GID:", "1000", "HOME:",
    "/home/alice",
  ]

  @Test func okWritesTheHighlightedTag() async throws {
    try await compare(Self.sample, [.wait("Originally"), .keys([CompatHarness.down, .enter])])
  }

  @Test func renameThenReturnWritesRenamedAndExits3() async throws {
    try await compare(
      Self.sample, [.wait("Originally"), .keys([.tab, .enter]), .type("X"), .keys([.enter])])
  }

  @Test func theEditorStartsAtTheFirstCharacter() async throws {
    try await compare(
      Self.sample,
      [.wait("Originally"), .keys([CompatHarness.down, .tab, .enter])]
        + [.keys([.backspace, PseudoTerminal.Key("\u{1B}OF")]), .type("7"), .keys([.enter])])
  }

  @Test func spaceOnRenameOpensTheEditorToo() async throws {
    try await compare(
      Self.sample, [.wait("Originally"), .keys([.tab, .space]), .type("Z"), .keys([.enter])])
  }

  @Test func escapeOnTheMenuEndsWith255() async throws {
    try await compare(Self.sample, [.wait("Originally"), .keys([.escape])])
  }
}

/// dialog's inputmenu as line prompts, in process: the item, Rename, the new text, and
/// Rename again end it as Return ends it on screen.
@MainActor
@Suite struct DialogInputMenuLineTests {
  @Test("line mode renames an item after Rename and writes RENAMED with status 3")
  func lineMode() async {
    let fixture = CompatCommandTests.Fixture()
    let io = ScriptedLineIO(["2", "2", "1001", "2"])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    let end = await command.run([
      "--inputmenu", "Ids", "0", "0", "0", "UID:", "1000", "GID:", "100",
    ])
    #expect(end.status == 3)
    #expect(fixture.written(2) == "RENAMED GID: 1001")
  }
}

import ScrimSystem
import ScrimTesting
import Testing

/// dialog 1.3's `--treeview`: the real dialog and scrim in its place, on the same command
/// line and keys, must end alike (exit status and the marked tag on the result stream).
///
/// The command line is dialog's own sample `samples/treeview` (Thomas E. Dickey's
/// dialog-snapshots, t20230209).
@Suite struct DialogTreeviewTests {
  private let compare = CompatHarness.Comparison(program: "dialog")
  private let sample = [
    "--title", "TREE VIEW DIALOG", "--treeview", "TreeView demo", "0", "0", "0",
    "tag1", "one", "off", "0", "tag2", "two", "off", "1", "tag3", "three", "on", "2",
    "tag4", "four", "off", "1", "tag5", "five", "off", "2", "tag6", "six", "off", "3",
    "tag7", "seven", "off", "3", "tag8", "eight", "off", "4", "tag9", "nine", "off", "1",
  ]

  @Test func returnWritesTheMarkedTag() async throws {
    try await compare(sample, [.wait("TreeView"), .keys([.enter])])
  }

  @Test func spaceMarksTheRowTheKeyboardIsOn() async throws {
    try await compare(
      sample,
      [.wait("TreeView"), .keys([CompatHarness.down, CompatHarness.down, CompatHarness.down])]
        + [.keys([.space, .enter])])
  }

  @Test func spaceOnTheMarkedRowKeepsItMarked() async throws {
    try await compare(
      sample, [.wait("TreeView"), .type("t"), .keys([.space, .space, .enter])])
  }

  @Test func aLetterJumpsByTheItemNotTheTag() async throws {
    try await compare(sample, [.wait("TreeView"), .type("f"), .keys([.space, .enter])])
  }

  @Test func noneMarkedWritesNothing() async throws {
    let flat = [
      "--treeview", "Pick", "0", "0", "0", "a", "Alpha", "off", "0", "b", "Beta", "off", "1",
    ]
    try await compare(flat, [.wait("Pick"), .keys([.enter])])
  }

  @Test func tabAndReturnCancel() async throws {
    try await compare(sample, [.wait("TreeView"), .keys([.tab, .enter])])
  }

  @Test func escapeEndsWith255() async throws {
    try await compare(sample, [.wait("TreeView"), .keys([.escape])])
  }
}

/// dialog's treeview as line prompts, in process: the tree as an indented list, the
/// marked tag written on OK.
@MainActor
@Suite struct DialogTreeviewLineTests {
  @Test("line mode lists the tree indented by depth and writes the tag picked")
  func lineMode() async {
    let fixture = CompatCommandTests.Fixture()
    let tree = [
      "--treeview", "Pick one", "0", "0", "0", "r", "root", "off", "0", "c", "child", "on", "1",
      "g", "grandchild", "off", "2",
    ]
    let io = ScriptedLineIO(["3", "1"])
    var command = fixture.command(.dialog)
    command.makeLineIO = { io }
    let end = await command.run(tree)
    #expect(end.status == 0)
    #expect(fixture.written(2) == "g")
    #expect(io.transcript.contains("  1. root\n"))
    #expect(io.transcript.contains("    2. child\n"))
    #expect(io.transcript.contains("      3. grandchild\n"))
  }
}

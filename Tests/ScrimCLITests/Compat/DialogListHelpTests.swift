import ScrimTesting
import Testing

/// dialog's Help on a checklist, radiolist or treeview writes the row the keyboard is on,
/// marked or not: its tag, or its help with `--item-help` (dialog's samples/treeview4, the
/// corpus), its tag again with `--help-tags`, and the marks after it with `--help-status`.
@Suite struct DialogListHelpTests {
  private let compare = CompatHarness.Comparison(program: "dialog")
  private let help = [CompatHarness.down, PseudoTerminal.Key.tab, .tab, .enter]

  @Test("a radiolist's Help names the row the keyboard moved to, not the one marked")
  func radiolist() async throws {
    let rows = ["a", "Alpha", "on", "b", "Beta", "off", "c", "Gamma", "off"]
    try await compare(
      ["--help-button", "--radiolist", "Pick", "12", "40", "3"] + rows,
      [.wait("Pick"), .keys(help)])
  }

  @Test("with --item-help, a radiolist's and a tree's Help write that row's help")
  func itemHelp() async throws {
    try await compare(
      [
        "--help-button", "--item-help", "--radiolist", "Pick", "12", "40", "3", "a", "Alpha",
        "on", "ha", "b", "Beta", "off", "hb",
      ], [.wait("Pick"), .keys(help)])
    try await compare(
      [
        "--help-button", "--item-help", "--treeview", "Tree", "0", "0", "0", "t1", "one", "off",
        "0", "first", "t2", "two", "on", "1", "second", "t3", "three", "off", "1", "third",
      ], [.wait("Tree"), .keys([CompatHarness.down, CompatHarness.down, .tab, .tab, .enter])])
  }

  private let checklist = [
    "a", "Apple", "on", "help for a", "b", "Banana", "off", "help for b", "c", "Cherry", "off",
    "help c",
  ]
  /// Marks Banana, then leaves the keyboard on Cherry and chooses Help.
  private let markThenHelp = [
    CompatHarness.down, PseudoTerminal.Key.space, CompatHarness.down, .tab, .tab, .enter,
  ]

  @Test("a checklist's Help writes the keyboard's row: its tag, or its help with --item-help")
  func checklistHelp() async throws {
    let rows = ["a", "Apple", "on", "b", "Banana", "off", "c", "Cherry", "off"]
    try await compare(
      ["--help-button", "--checklist", "Pick", "14", "50", "4"] + rows,
      [.wait("Pick"), .keys(markThenHelp)])
    try await compare(
      ["--help-button", "--item-help", "--checklist", "Pick", "14", "50", "4"] + checklist,
      [.wait("Pick"), .keys(markThenHelp)])
  }

  @Test("--help-status: a checklist's and a radiolist's Help also write the tags marked")
  func helpStatus() async throws {
    try await compare(
      ["--help-button", "--item-help", "--help-status", "--checklist", "Pick", "14", "50", "4"]
        + checklist, [.wait("Pick"), .keys(markThenHelp)])
    try await compare(
      ["--help-button", "--help-status", "--radiolist", "Pick", "14", "50", "4"]
        + ["a", "Apple", "on", "b", "Banana", "off", "c", "Cherry", "off"],
      [.wait("Pick"), .keys(markThenHelp)])
  }

  @Test("--help-tags: Help writes the row's tag though the rows have help")
  func helpTags() async throws {
    try await compare(
      ["--help-button", "--item-help", "--help-tags", "--checklist", "Pick", "14", "50", "4"]
        + checklist, [.wait("Pick"), .keys(markThenHelp)])
  }
}

import ScrimTesting
import Testing

/// dialog's Help on a radiolist or treeview writes the row the keyboard is on, marked or
/// not: its tag, or its help with `--item-help` (dialog's samples/treeview4, the corpus).
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
}

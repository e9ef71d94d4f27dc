import Testing

/// dialog's treeview in `scrim-gtk`, read over AT-SPI by pyatspi: each row a radio button
/// whose description says its level and, for a branch, that it is expanded, so a screen
/// reader says the tree's shape; the state itself is AT-SPI's expanded.
extension ScreenReaderTreeTests {
  @Test("a treeview: each row says its level, a branch that it is expanded")
  func treeviewLevels() throws {
    let probe = try ScreenReaderProbe.run(
      [
        scrim, "dialog", "--treeview", "Pick a section", "0", "0", "0", "base", "base", "on",
        "0", "net", "net", "off", "1", "curl", "curl", "off", "2", "devel", "devel", "off", "0",
      ], keys: ["Down"])
    let radios = probe.nodes.filter { $0.hasPrefix("radio button") }
    #expect(radios.count == 4, "\(probe.output)")
    #expect(
      radios == [
        "radio button \"base\" (level 1, expanded) [checked, expandable, expanded, focusable, "
          + "sensitive, visible]",
        "radio button \"net\" (level 2, expanded) [expandable, expanded, focusable, sensitive, "
          + "visible]",
        "radio button \"curl\" (level 3) [focusable, sensitive, visible]",
        "radio button \"devel\" (level 1) [focusable, sensitive, visible]",
      ], "\(probe.output)")
  }
}

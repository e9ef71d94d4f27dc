import Testing

/// `scrim-gtk alert` against `zenity --question` on the same words, both read with pyatspi:
/// what a screen reader finds must be at least what it finds in zenity's. In the same
/// serialized suite as the other probes: two accessibility buses on one X display clash
/// (at-spi-bus-launcher names its socket and the root window's AT_SPI_BUS after it).
extension ScreenReaderTreeTests {
  @Test("zenity --question and scrim-gtk alert: a named application, one dialog, a focused button")
  func question() throws {
    let zenity = try ScreenReaderProbe.run(
      ["zenity", "--question", "--text", "Delete draft?"])
    let ours = try ScreenReaderProbe.run(
      [
        ScreenReaderProbe.scrimGTK, "alert", "--title", "Delete draft?", "--action", "No:cancel",
        "--action", "Yes", "--preferred", "Yes",
      ])
    for (program, probe) in [("zenity", zenity), ("scrim-gtk", ours)] {
      let nodes = probe.nodes
      #expect(nodes.first?.hasPrefix("application \"\(program)\"") == true, "\(probe.output)")
      #expect(nodes.filter { $0.hasPrefix("dialog ") }.count == 1, "\(program): one dialog")
      #expect(nodes.contains { $0.hasPrefix("label \"Delete draft?\"") }, "\(program)")
      let buttons = nodes.filter { $0.hasPrefix("push button") }
      #expect(buttons.count == 2, "\(program): \(buttons)")
      #expect(buttons.filter { $0.contains("focused") }.count == 1, "\(program): one focus")
    }
    // zenity marks Yes with AT-SPI's "is default"; GTK 4.8 has no such state for us to
    // set, so ours says it in the button's description, which screen readers read after
    // the name.
    #expect(
      zenity.nodes.contains { $0.hasPrefix("push button \"Yes\"") && $0.contains("is default") })
    #expect(ours.nodes.contains { $0.hasPrefix("push button \"Yes\" (default)") })
  }
}

import ScrimCLI
import Testing

/// `zenity --about` and `scrim-gtk zenity --about`, both read with pyatspi: a screen reader
/// finds in each one dialog named "About" and the program, its name and version, and a
/// Close button; ours names scrim and its own version.
extension ScreenReaderTreeTests {
  @Test("zenity --about in both: the About dialog, the program's name and version, Close")
  func about() throws {
    let zenity = try ScreenReaderProbe.run(["zenity", "--about"])
    let ours = try ScreenReaderProbe.run([ScreenReaderProbe.scrimGTK, "zenity", "--about"])
    for (name, version, probe) in [
      ("zenity", "3.44.0", zenity), ("scrim", ScrimVersion.current, ours),
    ] {
      let nodes = probe.nodes
      let dialogs = nodes.filter { $0.hasPrefix("dialog \"About \(name)\"") }
      #expect(dialogs.count == 1, "\(name): \(probe.output)")
      #expect(nodes.contains { $0.hasPrefix("label \"\(name)\"") }, "\(name): \(probe.output)")
      #expect(nodes.contains { $0.hasPrefix("label \"\(version)") }, "\(name): \(probe.output)")
      #expect(nodes.contains { $0.hasPrefix("push button \"Close\"") }, "\(name)")
    }
    // zenity starts on its website link, which scrim does not have: Close has focus.
    #expect(ours.nodes.contains { $0.hasPrefix("push button \"Close\"") && $0.contains("focused") })
  }
}

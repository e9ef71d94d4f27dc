import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

@MainActor
@Suite struct TerminalAppTests {
  @Test func printsAlert() throws {
    var harness = try AppHarness()
    let alert = AlertController(
      title: "Delete draft?", message: "This cannot be undone. 草稿 will be gone 🗑️.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    try harness.app.present(alert)
    try harness.step()
    print(harness.lines.joined(separator: "\n"))
    #expect(harness.find("Delete draft?") != nil)
  }
}

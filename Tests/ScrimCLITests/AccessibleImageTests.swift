import ScrimCLI
import ScrimCore
import ScrimTesting
import Testing

/// Line mode over pictures: an image control and a title icon are said as "Image: " and
/// their label where they stand; a decorative one is not said; nothing is asked for them.
@MainActor
@Suite struct AccessibleImageTests {
  @Test("the title icon, then the title, message, each image by its label, the buttons")
  func saidWhereTheyStand() throws {
    let dialog = Dialog(title: "Clean up backups", message: "Old backups use most of the disk.")
    dialog.titleIcon = ModalImage(glyph: "✎", accessibilityLabel: "Clean up")
    dialog.addControl(
      .image(
        ImageControl(
          ModalImage(source: .file("/nonexistent/usage.png")),
          accessibilityLabel: "Disk usage: 92% full")))
    dialog.addControl(.image(ImageControl(decorative: ModalImage(glyph: "✿"))))
    dialog.addControl(
      .image(ImageControl(ModalImage(source: .themedIcon("x")), accessibilityLabel: "")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    let ok = AlertAction(title: "Clean up")
    dialog.addAction(ok)
    dialog.preferredAction = ok
    let io = ScriptedLineIO(["2"], then: .endOfInput)
    let outcome = AccessibleRunner(io: io).run(CommandModel(showing: dialog))
    #expect(
      io.transcript.hasPrefix(
        """
        Image: Clean up
        Clean up backups
        Old backups use most of the disk.
        Image: Disk usage: 92% full
        Image
          1. Cancel
          2. Clean up (default)

        """))
    #expect(outcome.action?.label == "Clean up")
  }
}

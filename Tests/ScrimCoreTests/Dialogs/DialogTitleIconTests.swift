@_spi(Renderer) import ScrimCore
import Testing

/// A dialog's title icon, as MDC's alert has one: its own row above the title, read first.
@MainActor
@Suite struct DialogTitleIconTests {
  private func dialog(icon: ModalImage?) -> Dialog {
    let dialog = Dialog(title: "Rename file", message: "Pick a new name.")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Rename"))
    dialog.titleIcon = icon
    return dialog
  }

  @Test("the icon gets a row right above the title, in cells and in points")
  func layoutRow() throws {
    let icon = ModalImage(glyph: "✎", accessibilityLabel: "Edit")
    let size = Size(width: 80, height: 24)
    let plain = dialog(icon: nil).layout(in: size, measurer: TerminalTextMeasurer())
    let cells = dialog(icon: icon).layout(in: size, measurer: TerminalTextMeasurer())
    let row = try #require(cells.titleIcon)
    let title = try #require(cells.title)
    #expect(cells.titleIconImage == icon)
    #expect(row.maxY + LayoutMetrics.cells.titleIconSpacing == title.frame.y)
    #expect(cells.frame.height == plain.frame.height + 1)
    let points = dialog(icon: icon).layout(
      in: Size(width: 800, height: 600), measurer: TerminalTextMeasurer(), metrics: .points)
    #expect(points.titleIcon?.height == 24)
  }

  @Test("the tree reads the icon before the heading; setting it redraws")
  func treeAndRevision() {
    let dialog = dialog(icon: nil)
    let before = dialog.revision
    dialog.titleIcon = ModalImage(glyph: "✎", accessibilityLabel: "Edit")
    #expect(dialog.revision != before)
    let tree = dialog.accessibilityTree(focus: nil, arrangement: .row)
    #expect(tree.children.first == AccessibilityNode(role: .image, label: "Edit"))
    #expect(tree.children.dropFirst().first?.role == .heading)
  }
}

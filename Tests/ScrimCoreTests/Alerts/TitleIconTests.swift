@_spi(Renderer) import ScrimCore
import Testing

/// MDC's `titleIcon`: a picture on its own row above the title, named for screen readers.
@MainActor
@Suite struct TitleIconTests {
  private func alert(icon: ModalImage?) -> AlertController {
    let alert = AlertController(title: "Storage almost full", message: "Free up space.")
    alert.addAction(AlertAction(title: "OK"))
    alert.titleIcon = icon
    return alert
  }

  @Test("the icon gets a row right above the title, in cells and in points")
  func layoutRow() throws {
    let icon = ModalImage(glyph: "⚠", accessibilityLabel: "Warning")
    let size = Size(width: 80, height: 24)
    let plain = alert(icon: nil).layout(in: size, measurer: TerminalTextMeasurer())
    let cells = alert(icon: icon).layout(in: size, measurer: TerminalTextMeasurer())
    #expect(plain.titleIcon == nil)
    let row = try #require(cells.titleIcon)
    let title = try #require(cells.title)
    #expect(row.height == 1)
    #expect(row.maxY + LayoutMetrics.cells.titleIconSpacing == title.frame.y)
    #expect(row.x == title.frame.x)
    #expect(cells.frame.height == plain.frame.height + 1)
    let points = alert(icon: icon).layout(
      in: Size(width: 800, height: 600), measurer: TerminalTextMeasurer(), metrics: .points)
    let pointRow = try #require(points.titleIcon)
    #expect(pointRow.height == 24)
    #expect(pointRow.maxY + 12 == points.title?.frame.y)
  }

  @Test("the icon is the first thing dropped when the alert does not fit")
  func droppedWhenTight() {
    let icon = ModalImage(glyph: "⚠")
    let plain = alert(icon: nil).layout(
      in: Size(width: 40, height: 7), measurer: TerminalTextMeasurer())
    let layout = alert(icon: icon).layout(
      in: Size(width: 40, height: 7), measurer: TerminalTextMeasurer())
    #expect(layout.titleIcon == nil)
    #expect(layout == plain)
  }

  @Test("the accessibility tree names the image before the heading; no label, no node")
  func accessibility() {
    let named = alert(icon: ModalImage(glyph: "⚠", accessibilityLabel: "Warning"))
    let tree = named.accessibilityTree(focus: nil, arrangement: .row)
    #expect(tree.children.first == AccessibilityNode(role: .image, label: "Warning"))
    #expect(tree.children.dropFirst().first?.role == .heading)
    #expect(tree.description.contains("image \"Warning\""))
    let decorative = alert(icon: ModalImage(glyph: "⚠"))
    #expect(
      !decorative.accessibilityTree(focus: nil, arrangement: .row).flattened.contains {
        $0.role == .image
      })
  }

  @Test("a text renderer draws the glyph, else the label, else nothing")
  func text() {
    #expect(ModalImage(glyph: "⚠", accessibilityLabel: "Warning").text == "⚠")
    #expect(
      ModalImage(source: .file("/tmp/w.png"), accessibilityLabel: "Warning").text == "Warning")
    #expect(ModalImage(source: .themedIcon("dialog-warning")).text == nil)
  }

  @Test("setting the icon redraws: the revision grows")
  func revision() {
    let alert = alert(icon: nil)
    let before = alert.revision
    alert.titleIcon = ModalImage(glyph: "⚠")
    #expect(alert.revision != before)
  }
}

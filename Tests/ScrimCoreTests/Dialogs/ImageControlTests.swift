@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// An image among a dialog's or an alert's controls (JET: an alert "may contain images or
/// other controls that are necessary for users to make the decision").
@MainActor
@Suite("an image control: its box, its stand-in, its tree and its rule")
struct ImageControlTests {
  private let labelled = ImageControl(
    ModalImage(source: .file("/nonexistent/usage.png")), accessibilityLabel: "Disk 92% full",
    size: Size(width: 96, height: 64))

  /// An alert with `controls` under its message, then Cancel and OK.
  private func alert(_ controls: [Control]) -> AlertController {
    let alert = AlertController(title: "Clean up the disk?", message: "Old backups use most.")
    alert.accessoryControls = controls
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Clean up"))
    return alert
  }

  private func item(_ layout: ModalLayout, _ index: Int = 0) throws -> ModalLayout.ItemFrame {
    try #require(layout.items.first { $0.index == index })
  }

  @Test("in cells: the label between brackets on one row, centred; a glyph alone")
  func cells() throws {
    let size = Size(width: 80, height: 24)
    let layout = alert([.image(labelled)]).layout(in: size, measurer: TerminalTextMeasurer())
    let image = try item(layout)
    #expect(image.lines == ["Disk 92% full"])
    #expect(image.frame.height == 1)
    let box = try #require(layout.imageFrames[0])
    #expect(box.width == "Disk 92% full".count + 2)
    #expect(box.x - image.frame.x == (image.frame.width - box.width) / 2)
    #expect(layout.frames(of: image).box == box)

    var glyph = labelled
    glyph.image.glyph = "⚠"
    let glyphLayout = alert([.image(glyph)]).layout(in: size, measurer: TerminalTextMeasurer())
    #expect(try item(glyphLayout).lines == ["⚠"])
    #expect(glyphLayout.imageFrames[0]?.width == 1)
  }

  @Test("in points: the picture's own size, centred; wider than the body, scaled down")
  func points() throws {
    let size = Size(width: 800, height: 600)
    let measurer = TerminalTextMeasurer()
    let layout = alert([.image(labelled)]).layout(in: size, measurer: measurer, metrics: .points)
    let image = try item(layout)
    let box = try #require(layout.imageFrames[0])
    #expect(box.width == 96 && box.height == 64 && image.frame.height == 64)
    #expect(box.x - image.frame.x == (image.frame.width - 96) / 2)

    var wide = labelled
    wide.size = Size(width: 4000, height: 400)
    let scaled = alert([.image(wide)]).layout(in: size, measurer: measurer, metrics: .points)
    let frame = try item(scaled).frame
    #expect(scaled.imageFrames[0]?.width == frame.width)
    #expect(frame.height == 400 * frame.width / 4000)
  }

  @Test("a size of Int.max is laid out bounded, in points and cells")
  func hugeSize() throws {
    var huge = labelled
    huge.size = Size(width: .max, height: .max)
    let modal = alert([.image(huge), .text("after")])
    let points = modal.layout(
      in: Size(width: 800, height: 600), measurer: TerminalTextMeasurer(), metrics: .points)
    #expect(points.frame.height <= 600)
    #expect(points.body.contentHeight < 20_000, "bounded at 16,384 pt")
    let cells = modal.layout(in: Size(width: 1, height: 1), measurer: TerminalTextMeasurer())
    #expect(cells.frame.width <= 1)
  }

  @Test("a decorative image without a glyph takes no row in cells and has no node")
  func decorative() throws {
    let plain = alert([]).layout(in: Size(width: 80, height: 24), measurer: TerminalTextMeasurer())
    let decorative = ImageControl(
      decorative: ModalImage(source: .themedIcon("weather-clear"), accessibilityLabel: "Sun"))
    let modal = alert([.image(decorative)])
    let layout = modal.layout(in: Size(width: 80, height: 24), measurer: TerminalTextMeasurer())
    #expect(try item(layout).frame.height == 0)
    #expect(layout.frame.height == plain.frame.height + 1, "only the accessory gap")
    let tree = modal.accessibilityTree(focus: nil, arrangement: .row)
    #expect(!tree.flattened.contains { $0.role == .image })
  }

  @Test("the tree names it as an image where it stands, and focus passes it by")
  func treeAndFocus() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let dialog = Dialog(title: "Choose a backup")
    dialog.addControl(.image(labelled))
    dialog.addControl(.toggle(Toggle(title: "Keep the newest")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.update()
    let tree = try #require(stage.accessibilityTrees.first)
    #expect(tree.children.map(\.role) == [.heading, .image, .toggle, .button, .button])
    #expect(tree.children[1] == AccessibilityNode(role: .image, label: "Disk 92% full"))
    #expect(!stage.focusOrder.contains(.control(0)))
    #expect(stage.focus == .control(1))
  }

  @Test("the scene resolves it: its picture, and whether its line is the label")
  func element() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    var glyph = labelled
    glyph.image.glyph = "◔"
    try stage.present(alert([.image(labelled), .image(glyph)]))
    stage.update()
    var elements: [ControlElement?] = []
    for case .modal(let state) in stage.scene().layers {
      elements = [state.control(0), state.control(1)]
    }
    #expect(elements[0] == .image(ImageElement(image: labelled.image, showsLabel: true)))
    #expect(elements[1] == .image(ImageElement(image: glyph.image, showsLabel: false)))
  }

  @Test("an image neither named nor decorative is a guideline warning")
  func guideline() {
    var unnamed = labelled
    unnamed.image.accessibilityLabel = "  "
    let rule = "image.no-label"
    #expect(Guidelines.check(alert([.image(unnamed)])).map(\.rule).contains(rule))
    #expect(!Guidelines.check(alert([.image(labelled)])).map(\.rule).contains(rule))
    let decorative = ImageControl(decorative: ModalImage(glyph: "✿"))
    #expect(!Guidelines.check(alert([.image(decorative)])).map(\.rule).contains(rule))
    let tree = alert([.image(unnamed)]).accessibilityTree(focus: nil, arrangement: .row)
    #expect(tree.flattened.contains { $0.role == .image && $0.label.isEmpty })
  }
}

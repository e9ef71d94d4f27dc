@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A form of many fields (zenity's `--forms` with 100,000 entries) mirrored for a screen
/// reader: the tree holds the fields around the focused one, each saying where it is.
@MainActor
@Suite struct LongFormTreeTests {
  private func form(_ count: Int) -> Dialog {
    let dialog = Dialog(title: "Form", message: nil)
    for index in 0..<count {
      let field = TextField(placeholder: "Field \(index)")
      field.accessibilityLabel = "Field \(index)"
      dialog.addControl(.textField(field))
    }
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    return dialog
  }

  @Test("100,000 fields: 200 around the focused one, each with its place; buttons kept")
  func longForm() throws {
    let tree = form(100_000).accessibilityTree(
      focus: .control(70_000), arrangement: .row, highlights: [:],
      window: AccessibilityWindow(limit: 200))
    let fields = tree.children.filter { $0.role == .textField }
    #expect(fields.count == 200)
    let focused = try #require(fields.first { $0.isFocused })
    #expect(focused.label == "Field 70000")
    #expect(focused.positionInSet == 70_001 && focused.setSize == 100_000)
    #expect(focused.target == .modal(.control(70_000)))
    #expect(tree.children.filter { $0.role == .button }.map(\.label) == ["Cancel", "OK"])
  }

  @Test("a stage's scene of a 10,000-field form holds a window of them, not all")
  func sceneTree() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    try stage.present(form(10_000))
    stage.update()
    let tree = try #require(stage.scene().accessibilityTrees.last)
    let fields = tree.flattened.filter { $0.role == .textField }
    #expect(fields.count <= 200, "\(fields.count) fields in the tree")
  }

  @Test("a short form carries no places: its order says it")
  func shortForm() {
    let dialog = form(3)
    let cut = dialog.accessibilityTree(
      focus: .control(1), arrangement: .row, highlights: [:],
      window: AccessibilityWindow(limit: 200))
    #expect(cut == dialog.accessibilityTree(focus: .control(1), arrangement: .row))
  }
}

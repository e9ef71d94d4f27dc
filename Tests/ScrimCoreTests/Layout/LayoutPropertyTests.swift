@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Random sizes and contents: no frame leaves its container and no siblings overlap.
@Suite struct LayoutPropertyTests {
  let cells = TerminalTextMeasurer()
  static let words = [
    "a", "word", "longerword", "日本語", "👍🏽", "e\u{301}", "\u{1B}", "\n", "supercalifragilistic",
  ]

  func text(_ random: inout SeededGenerator, maximum: Int) -> String {
    (0..<Int.random(in: 0...maximum, using: &random)).map { _ in
      Self.words[Int.random(in: 0..<Self.words.count, using: &random)]
    }.joined(separator: " ")
  }

  @Test("random modals, snackbars and banners keep their frames inside and apart")
  func randomLayouts() {
    var random = SeededGenerator(seed: 2026)
    for round in 0..<400 {
      let size = Size(
        width: Int.random(in: 0...220, using: &random),
        height: Int.random(in: 0...70, using: &random))
      let buttons = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        text(&random, maximum: 3).uppercased()
      }
      let kind = [ModalKind.alert, .actionSheet, .dialog][round % 3]
      let anchor = Rect(
        x: Int.random(in: -5...size.width + 5, using: &random),
        y: Int.random(in: -5...size.height + 5, using: &random),
        width: Int.random(in: 0...10, using: &random), height: Int.random(in: 0...3, using: &random)
      )
      let items: [ModalContent.Item] =
        kind == .dialog
        ? [.textField("Name"), .toggle(text(&random, maximum: 4)), .choice("Pick", ["A", "B"])] : []
      let content = ModalContent(
        kind: kind, title: text(&random, maximum: 8), message: text(&random, maximum: 60),
        items: items,
        itemsAboveMessage: round % 2 == 0, buttonTitles: buttons,
        stackOrder: Array(buttons.indices.shuffled(using: &random)), sourceRect: anchor)
      let context = "round \(round) \(kind) \(size)"
      let layout = ModalLayout.make(for: content, in: size, measurer: cells)
      LayoutInvariants.check(layout, in: size, measurer: cells, context: context)
      let message = text(&random, maximum: 30)
      let position: SnackbarLayout.Position = round % 2 == 0 ? .top : .bottom
      let snackbar = SnackbarLayout.make(
        text: message, actionTitle: buttons.first, position: position, in: size, measurer: cells)
      LayoutInvariants.check(snackbar, in: size, measurer: cells, context: context)
      let banner = BannerLayout.make(
        title: text(&random, maximum: 5), message: round % 3 == 0 ? nil : message,
        hasIcon: round % 4 == 0, actionTitles: Array(buttons.prefix(2)), position: position,
        in: size,
        measurer: cells)
      LayoutInvariants.check(banner, in: size, measurer: cells, context: context)
    }
  }

  @Test("every size from 1×1 to 40×12 lays out an alert without leaving the container")
  func everySmallSize() {
    let content = ModalContent(
      title: "Delete draft?", message: "This cannot be undone.",
      buttonTitles: ["CANCEL", "DELETE"],
      rowOrder: [0, 1], stackOrder: [1, 0])
    for width in 1...40 {
      for height in 1...12 {
        let size = Size(width: width, height: height)
        let layout = ModalLayout.make(for: content, in: size, measurer: cells)
        LayoutInvariants.check(layout, in: size, measurer: cells, context: "\(size)")
        #expect(layout.buttons.buttons.contains { $0.index == 1 }, "\(size)")
      }
    }
  }
}

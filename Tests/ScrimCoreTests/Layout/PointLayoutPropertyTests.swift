@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// The layout's guarantees hold in points too: random modals, snackbars and banners in
/// random containers keep their frames inside and apart, and text wraps at words.
@Suite struct PointLayoutPropertyTests {
  let fonts = ProportionalMeasurer()
  static let words = [
    "a", "word", "illustrated", "日本語の", "👍🏽", "e\u{301}", "\u{1B}", "\n", "supercalifragilistic",
    "mmmm", "iiii", "「引用」。",
  ]

  func text(_ random: inout SeededGenerator, maximum: Int) -> String {
    (0..<Int.random(in: 0...maximum, using: &random)).map { _ in
      Self.words[Int.random(in: 0..<Self.words.count, using: &random)]
    }.joined(separator: " ")
  }

  @Test("random modals, snackbars and banners in points keep their frames inside and apart")
  func randomLayouts() {
    var random = SeededGenerator(seed: 2027)
    for round in 0..<1000 {
      // Half the containers are small, where paddings and gaps give way.
      let largest = round % 2 == 0 ? 300 : 1400
      let size = Size(
        width: Int.random(in: 0...largest, using: &random),
        height: Int.random(in: 0...largest, using: &random))
      let buttons = (0..<Int.random(in: 0...5, using: &random)).map { _ in
        text(&random, maximum: 3).uppercased()
      }
      let kind = [ModalKind.alert, .actionSheet, .dialog][round % 3]
      let anchor = Rect(
        x: Int.random(in: -50...size.width + 50, using: &random),
        y: Int.random(in: -50...size.height + 50, using: &random),
        width: Int.random(in: 0...100, using: &random),
        height: Int.random(in: 0...50, using: &random))
      let items: [ModalContent.Item] =
        kind == .dialog
        ? [.textField("Name"), .toggle(text(&random, maximum: 4)), .choice("Pick", ["A", "B"])] : []
      let content = ModalContent(
        kind: kind, title: text(&random, maximum: 8), message: text(&random, maximum: 60),
        items: items, itemsAboveMessage: round % 2 == 0, buttonTitles: buttons,
        stackOrder: Array(buttons.indices.shuffled(using: &random)), sourceRect: anchor)
      let context = "round \(round) \(kind) \(size)"
      let layout = ModalLayout.make(for: content, in: size, measurer: fonts, metrics: .points)
      LayoutInvariants.check(layout, in: size, measurer: fonts, context: context)
      let message = text(&random, maximum: 30)
      let position: SnackbarLayout.Position = round % 2 == 0 ? .top : .bottom
      let snackbar = SnackbarLayout.make(
        text: message, actionTitle: buttons.first, position: position, in: size,
        measurer: fonts, metrics: .points)
      LayoutInvariants.check(snackbar, in: size, measurer: fonts, context: context)
      let banner = BannerLayout.make(
        title: text(&random, maximum: 5), message: round % 3 == 0 ? nil : message,
        hasIcon: round % 4 == 0, actionTitles: Array(buttons.prefix(2)), position: position,
        in: size, measurer: fonts, metrics: .points)
      LayoutInvariants.check(banner, in: size, measurer: fonts, context: context)
    }
  }

  @Test("every container from 0×0 to 420×300 pt lays out an alert inside it")
  func everySmallSize() {
    let content = ModalContent(
      title: "Delete draft?", message: "This cannot be undone.",
      buttonTitles: ["CANCEL", "DELETE"], rowOrder: [0, 1], stackOrder: [1, 0])
    for width in stride(from: 0, through: 420, by: 7) {
      for height in stride(from: 0, through: 300, by: 6) {
        let size = Size(width: width, height: height)
        let layout = ModalLayout.make(for: content, in: size, measurer: fonts, metrics: .points)
        LayoutInvariants.check(layout, in: size, measurer: fonts, context: "\(size)")
        if width >= 1, height >= 36 {
          #expect(layout.buttons.buttons.contains { $0.index == 1 }, "\(size)")
        }
      }
    }
  }

  @Test("wrapping in points breaks Latin text at spaces and CJK text between ideographs")
  func wrapping() {
    let latin = "illustrated typography measures every word of this sentence"
    for width in stride(from: 100, through: 400, by: 20) {
      let wrapped = fonts.wrap(latin, width: width)
      #expect(wrapped.lines.joined(separator: " ") == latin, "width \(width)")
      for line in wrapped.lines { #expect(fonts.width(of: line) <= width) }
    }
    let japanese = fonts.wrap("日本語の文章は空白なしで折り返す", width: 16 * 5)
    #expect(japanese.lines.map(\.count) == [5, 5, 5, 1])
  }
}

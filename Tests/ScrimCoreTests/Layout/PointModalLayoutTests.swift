@_spi(Renderer) import ScrimCore
import Testing

/// Alerts and dialogs laid out in points, as a pixel renderer would, with MDC's numbers:
/// 280–560 pt wide, 20 pt from the container's sides, 24 pt content insets, a 20 pt gap
/// under the title, 24 + 8 pt above the 36 pt buttons, 8 pt between them and below them.
@Suite struct PointModalLayoutTests {
  let fonts = ProportionalMeasurer()
  /// An iPad in portrait.
  let iPad = Size(width: 768, height: 1024)

  func alert(
    message: String? = "This cannot be undone.", buttons: [String] = ["CANCEL", "DELETE"]
  ) -> ModalContent {
    ModalContent(title: "Delete draft?", message: message, buttonTitles: buttons)
  }

  func make(_ content: ModalContent, in size: Size) -> ModalLayout {
    ModalLayout.make(for: content, in: size, measurer: fonts, metrics: .points)
  }

  @Test("a short alert is 280 pt wide and centred, its text 24 pt inside, its buttons 8 pt apart")
  func shortAlert() throws {
    let layout = make(alert(), in: iPad)
    #expect(layout.frame.width == 280)
    #expect(layout.frame.x == (768 - 280) / 2)
    #expect(!layout.hasBorder)
    #expect(!layout.isDegraded)
    let title = try #require(layout.title)
    let message = try #require(layout.message)
    #expect(title.frame.x == layout.frame.x + 24)
    #expect(title.frame.maxX == layout.frame.maxX - 24)
    #expect(title.frame.y == layout.frame.y + 24)
    #expect(title.frame.height == 32, "one line of Headline 6")
    #expect(message.frame.x == layout.frame.x + 24)
    #expect(message.frame.y == title.frame.maxY + 20)
    #expect(message.frame.height == 24, "one line of Body 1")

    #expect(layout.buttons.arrangement == .row)
    let cancel = try #require(layout.buttons.buttons.first { $0.index == 0 }).frame
    let delete = try #require(layout.buttons.buttons.first { $0.index == 1 }).frame
    #expect(cancel.maxX + 8 == delete.x)
    #expect(delete.maxX == layout.frame.maxX - 8, "trailing-aligned inside the actions insets")
    #expect(cancel.height == 36 && delete.height == 36)
    #expect(cancel.y == message.frame.maxY + 24 + 8)
    #expect(layout.frame.maxY == delete.maxY + 8)
    #expect(layout.frame.height == 24 + 32 + 20 + 24 + 24 + 8 + 36 + 8)
    #expect(layout.frame.y == (1024 - layout.frame.height) / 2)
  }

  @Test("a long alert is capped at 560 pt and its message wraps at whole words in 512 pt")
  func longAlert() throws {
    let words = Array(repeating: ["minimum", "width", "illustrates", "typography"], count: 12)
      .flatMap { $0 }
    let layout = make(alert(message: words.joined(separator: " ")), in: iPad)
    #expect(layout.frame.width == 560)
    let message = try #require(layout.message)
    #expect(message.frame.width == 560 - 2 * 24)
    #expect(message.lines.count > 1)
    #expect(message.frame.height == 24 * message.lines.count)
    for line in message.lines {
      #expect(fonts.width(of: line) <= 512)
      #expect(line.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(line)")
    }
  }

  @Test("a narrow container keeps 20 pt margins, then shrinks them to keep 280 pt, then fills")
  func narrowContainers() {
    let long = String(repeating: "word ", count: 60)
    let phone = make(alert(message: long), in: Size(width: 375, height: 667))
    #expect(phone.frame.x == 20)
    #expect(phone.frame.width == 375 - 2 * 20)
    let small = make(alert(), in: Size(width: 320, height: 568))
    #expect(small.frame.x == 20)
    #expect(small.frame.width == 280)
    let smaller = make(alert(), in: Size(width: 300, height: 568))
    #expect(smaller.frame.width == 280)
    #expect(smaller.frame.x == (300 - 280) / 2)
    let tiny = make(alert(), in: Size(width: 260, height: 568))
    #expect(tiny.frame.x == 0)
    #expect(tiny.frame.width == 260)
    #expect(!tiny.buttons.buttons.isEmpty)
  }

  @Test("buttons too wide for a row stack centred, 36 pt high and 12 pt apart")
  func stackedButtons() throws {
    let content = ModalContent(
      title: "Unsaved changes", message: nil,
      buttonTitles: ["KEEP EDITING", "DISCARD CHANGES", "SAVE AS DRAFT"], rowOrder: [0, 1, 2],
      stackOrder: [2, 1, 0])
    let layout = make(content, in: Size(width: 320, height: 568))
    #expect(layout.buttons.arrangement == .stack)
    let frames = layout.buttons.buttons.map(\.frame)
    #expect(layout.buttons.buttons.map(\.index) == [2, 1, 0])
    for (upper, lower) in zip(frames, frames.dropFirst()) {
      #expect(lower.y == upper.maxY + 12)
    }
    for frame in frames {
      #expect(frame.height == 36)
      #expect(abs((frame.x + frame.maxX) - (layout.frame.x + layout.frame.maxX)) <= 1, "centred")
    }
    let title = try #require(layout.title)
    #expect(frames.first?.y == title.frame.maxY + 20 + 8)
    #expect(layout.frame.maxY == (frames.last?.maxY ?? 0) + 8)
    #expect(layout.buttons.region.contentHeight == 3 * 36 + 2 * 12)
  }

  @Test("a tall alert keeps 24 pt above and below and its insets, and its body scrolls")
  func tallAlert() throws {
    let layout = make(
      alert(message: String(repeating: "A long message. ", count: 120)),
      in: Size(width: 768, height: 400))
    #expect(layout.frame.y == 24)
    #expect(layout.frame.height == 400 - 2 * 24)
    #expect(layout.body.scrolls)
    #expect(layout.body.lineHeight == 24)
    let title = try #require(layout.title)
    #expect(title.frame.y == layout.frame.y + 24)
    #expect(layout.body.viewport.y == title.frame.maxY + 20)
    let button = try #require(layout.buttons.buttons.first).frame
    #expect(button.y == layout.body.viewport.maxY + 24 + 8)
    #expect(layout.frame.maxY == button.maxY + 8)
  }

  @Test("scrolling a long body moves by lines of 24 pt, within its range")
  func scrolling() {
    let layout = make(
      alert(message: String(repeating: "A long message. ", count: 120)),
      in: Size(width: 768, height: 400))
    var scroll = ModalScroll()
    scroll.scrollBody(by: 1, in: layout)
    #expect(scroll.body == 24)
    scroll.scrollBody(by: 2, in: layout)
    #expect(scroll.body == 3 * 24)
    scroll.scrollBody(by: -1, in: layout)
    #expect(scroll.body == 2 * 24)
    scroll.scrollBody(by: 10_000, in: layout)
    #expect(scroll.body == layout.body.maximumOffset)
    scroll.scrollBody(by: Int.min, in: layout)
    #expect(scroll.body == 0)
  }

  @Test("a dialog's controls are 48 pt rows; reveal and hit testing work in points")
  func controls() throws {
    let options = (1...8).map { "Option \($0)" }
    let content = ModalContent(
      kind: .dialog, title: "Pick one", message: "Choose a size for the export.",
      items: [.textField("Name"), .choice("Size", options)], buttonTitles: ["CANCEL", "OK"])
    let layout = make(content, in: Size(width: 768, height: 420))
    let field = try #require(layout.items.first { $0.index == 0 })
    let choice = try #require(layout.items.first { $0.index == 1 })
    let message = try #require(layout.message)
    #expect(field.frame.height == 48)
    #expect(field.frame.y == message.frame.maxY + 20, "MDC's 20 pt above the accessory")
    #expect(choice.frame.height == (1 + 8) * 48)
    #expect(layout.body.scrolls)

    var scroll = ModalScroll()
    scroll.reveal(.control(1), row: 8, in: layout)
    let lastOption = choice.frame.y + 8 * 48
    #expect(lastOption + 48 - scroll.body == layout.body.viewport.maxY, "the last option shows")
    let middle = lastOption - scroll.body + 24
    #expect(
      layout.target(column: choice.frame.x + 8, row: middle, in: content, scroll: scroll)
        == .choiceOption(control: 1, option: 7))
    let button = try #require(layout.buttons.buttons.first { $0.index == 1 }).frame
    #expect(
      layout.target(column: button.x + 1, row: button.maxY - 1, in: content, scroll: scroll)
        == .action(1))
    #expect(layout.target(column: 0, row: 0, in: content, scroll: scroll) == .scrim)
  }
}

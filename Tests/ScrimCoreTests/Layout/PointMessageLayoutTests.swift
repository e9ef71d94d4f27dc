@_spi(Renderer) import ScrimCore
import Testing

/// Snackbars and banners in points, with MDC's numbers: snackbars 288–568 pt wide in a
/// regular container, 8 or 24 pt from its edges, at least 48 pt high with 16 pt before
/// the text; banners with 16 pt sides, a 40 pt image, 24 pt between title and buttons.
@Suite struct PointMessageLayoutTests {
  let fonts = ProportionalMeasurer()
  let regular = Size(width: 1024, height: 768)
  let compact = Size(width: 375, height: 667)

  func snackbar(
    _ text: String, action: String? = nil, position: SnackbarLayout.Position = .bottom,
    in size: Size
  ) -> SnackbarLayout {
    SnackbarLayout.make(
      text: text, actionTitle: action, position: position, in: size, measurer: fonts,
      metrics: .points)
  }

  @Test("a short snackbar in a regular container is 288 pt wide, 48 pt high, 24 pt up")
  func shortSnackbar() {
    let layout = snackbar("Draft deleted", in: regular)
    #expect(layout.frame.width == 288)
    #expect(layout.frame.x == (1024 - 288) / 2)
    #expect(layout.frame.height == 48)
    #expect(layout.frame.maxY == 768 - 24)
    #expect(layout.text.frame.x == layout.frame.x + 16)
    #expect(layout.text.frame.height == 24)
    #expect(layout.text.frame.y == layout.frame.y + (48 - 24) / 2, "centred")
    #expect(!layout.isDegraded)
  }

  @Test("a long snackbar in a regular container is capped at 568 pt")
  func longSnackbar() {
    let layout = snackbar(String(repeating: "Sync finished ", count: 10), in: regular)
    #expect(layout.frame.width == 568)
    #expect(layout.text.lines.count > 1)
    #expect(layout.text.frame.y == layout.frame.y + 16, "multi-line content margins")
    #expect(layout.frame.height == 24 * layout.text.lines.count + 2 * 16)
  }

  @Test("a snackbar's action sits 8 pt after the text and 8 pt before the edge, centred on it")
  func action() throws {
    let layout = snackbar("Draft deleted", action: "UNDO", in: regular)
    let action = try #require(layout.action).frame
    #expect(!layout.isActionBelowText)
    #expect(action.height == 36)
    #expect(action.x == layout.text.frame.maxX + 8)
    #expect(action.maxX == layout.frame.maxX - 8)
    #expect(2 * action.y + action.height == 2 * layout.text.frame.y + layout.text.frame.height)
    #expect(layout.frame.contains(action))
  }

  @Test("a compact container's snackbar spans it with 8 pt margins, at the bottom or top")
  func compactSnackbar() {
    let bottom = snackbar("Draft deleted", in: compact)
    #expect(bottom.frame.x == 8)
    #expect(bottom.frame.width == 375 - 2 * 8)
    #expect(bottom.frame.maxY == 667 - 8)
    let top = snackbar("Draft deleted", position: .top, in: compact)
    #expect(top.frame.y == 8)
  }

  @Test("a one-row banner: 16 pt sides, 24 pt before its buttons, 10 pt above, 8 below")
  func singleRowBanner() throws {
    let layout = BannerLayout.make(
      title: "Connection lost", message: nil, actionTitles: ["RETRY"],
      in: Size(
        width: 768, height: 1024), measurer: fonts, metrics: .points)
    #expect(layout.isSingleRow)
    let title = try #require(layout.title)
    let button = try #require(layout.buttons.buttons.first).frame
    #expect(title.frame.x == 16)
    #expect(button.maxX == 768 - 16)
    #expect(button.y == 10 && button.height == 36)
    #expect(title.frame.y == 10 + (36 - 24) / 2, "the title centres on the buttons")
    #expect(title.frame.maxX + 24 <= button.x)
    #expect(layout.divider == Rect(x: 0, y: 10 + 36 + 8, width: 768, height: 1))
    #expect(layout.frame.height == 10 + 36 + 8 + 1)
  }

  @Test("a banner of several rows: a 40 pt image 16 pt from the edge and the text, 24 pt top")
  func multiRowBanner() throws {
    let layout = BannerLayout.make(
      title: "Update available", message: "A new version is ready to install.",
      hasIcon: true, actionTitles: ["LATER", "UPDATE"], position: .bottom,
      in: Size(width: 768, height: 1024), measurer: fonts, metrics: .points)
    #expect(!layout.isSingleRow)
    let top = layout.frame.y + 1
    #expect(layout.divider == Rect(x: 0, y: layout.frame.y, width: 768, height: 1))
    #expect(layout.frame.maxY == 1024)
    #expect(layout.icon == Rect(x: 16, y: top + 24, width: 40, height: 40))
    let title = try #require(layout.title)
    let message = try #require(layout.message)
    #expect(title.frame.x == 16 + 40 + 16)
    #expect(title.frame.y == top + 24)
    #expect(message.frame.y == title.frame.maxY)
    let buttons = layout.buttons.buttons.map(\.frame)
    #expect(buttons.count == 2)
    #expect(buttons[0].maxX + 8 == buttons[1].x)
    #expect(buttons[1].maxX == 768 - 16)
    #expect(buttons[0].y == max(message.frame.maxY, top + 24 + 40) + 12)
    #expect(layout.frame.maxY == buttons[1].maxY + 8)
  }
}

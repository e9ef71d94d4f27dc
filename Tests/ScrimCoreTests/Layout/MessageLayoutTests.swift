@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Snackbar and banner placement, from plain text and sizes.
@Suite struct MessageLayoutTests {
  let grid = FixedWidthMeasurer()

  /// Letters: `s` snackbar or banner background, `t` text, `m` message, `b` button,
  /// `i` icon, `-` divider.
  func letters(_ layout: SnackbarLayout, in size: Size) -> [String] {
    var picture = LayoutGrid(size)
    picture.fill(layout.frame, with: "s")
    picture.fill(layout.text.frame, with: "t")
    if let action = layout.action { picture.fill(action.frame, with: "b") }
    return picture.lines
  }

  func letters(_ layout: BannerLayout, in size: Size) -> [String] {
    var picture = LayoutGrid(size)
    picture.fill(layout.frame, with: "s")
    picture.fill(layout.divider, with: "-")
    if let icon = layout.icon { picture.fill(icon, with: "i") }
    if let title = layout.title { picture.fill(title.frame, with: "t") }
    if let message = layout.message { picture.fill(message.frame, with: "m") }
    for button in layout.buttons.buttons { picture.fill(button.frame, with: "b") }
    return picture.lines
  }

  @Test("a compact snackbar spans the width minus a column a side, one row above the bottom")
  func compactSnackbar() {
    let size = Size(width: 30, height: 8)
    let layout = SnackbarLayout.make(
      text: "Message sent", actionTitle: "UNDO", in: size, measurer: grid)
    #expect(
      letters(layout, in: size) == [
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        ".ssssssssssssssssssssssssssss.",
        ".ssttttttttttttttttttsbbbbbbs.",
        ".ssssssssssssssssssssssssssss.",
        "..............................",
      ])
    #expect(!layout.isActionBelowText)
  }

  @Test("an action wider than 40% of the snackbar goes below the text")
  func actionBelow() {
    let layout = SnackbarLayout.make(
      text: "Upload failed", actionTitle: "RETRY WITH ANOTHER ACCOUNT",
      in: Size(width: 40, height: 20),
      measurer: grid)
    #expect(layout.isActionBelowText)
    #expect(layout.action.map { $0.frame.y } == layout.text.frame.maxY)
  }

  @Test("top snackbars sit one row below the top edge; regular ones are centred and clamped")
  func topAndRegular() {
    let top = SnackbarLayout.make(
      text: "Saved", actionTitle: nil, position: .top, in: Size(width: 60, height: 20),
      measurer: grid)
    #expect(top.frame.y == 1)
    let regular = SnackbarLayout.make(
      text: "Saved", actionTitle: nil, in: Size(width: 160, height: 40), measurer: grid)
    #expect(regular.frame.width == LayoutMetrics.cells.minimumSnackbarWidth)
    #expect(regular.frame.x == (160 - LayoutMetrics.cells.minimumSnackbarWidth) / 2)
    let long = SnackbarLayout.make(
      text: String(repeating: "long ", count: 80), actionTitle: nil,
      in: Size(width: 160, height: 40),
      measurer: grid)
    #expect(long.frame.width == LayoutMetrics.cells.maximumSnackbarWidth)
  }

  @Test("a snackbar is at most half the container's height; longer text ends in an ellipsis")
  func halfHeight() {
    let layout = SnackbarLayout.make(
      text: String(repeating: "many words here ", count: 50), actionTitle: "OK",
      in: Size(width: 40, height: 12), measurer: grid)
    #expect(layout.frame.height <= 6)
    #expect(layout.text.isTruncated)
    #expect(layout.text.lines.last?.hasSuffix("…") == true)
  }

  @Test("a short banner with no description shares one row with its buttons")
  func singleRowBanner() {
    let size = Size(width: 40, height: 6)
    let layout = BannerLayout.make(
      title: "You are offline", message: nil, hasIcon: true, actionTitles: ["RETRY"], in: size,
      measurer: grid)
    #expect(layout.isSingleRow)
    #expect(
      letters(layout, in: size) == [
        "ssiissttttttttttttttttttttsssbbbbbbbbbss",
        "----------------------------------------",
        "........................................",
        "........................................",
        "........................................",
        "........................................",
      ])
  }

  @Test("a banner with a description puts title, description and buttons on their own rows")
  func multiRowBanner() {
    let size = Size(width: 30, height: 10)
    let layout = BannerLayout.make(
      title: "Update available",
      message: "A new version is ready to install. Restart to finish the update now.",
      actionTitles: ["LATER", "RESTART"], position: .bottom, in: size, measurer: grid)
    #expect(!layout.isSingleRow)
    #expect(
      letters(layout, in: size) == [
        "..............................",
        "..............................",
        "..............................",
        "..............................",
        "------------------------------",
        "ssttttttttttttttttttttttttttss",
        "ssmmmmmmmmmmmmmmmmmmmmmmmmmmss",
        "ssmmmmmmmmmmmmmmmmmmmmmmmmmmss",
        "ssmmmmmmmmmmmmmmmmmmmmmmmmmmss",
        "sssssssbbbbbbbbbsbbbbbbbbbbbss",
      ])
    #expect(layout.message?.lines.count == BannerLayout.maximumMessageLines)
  }
}

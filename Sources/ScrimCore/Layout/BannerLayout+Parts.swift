// A banner's content measured in a container, and placed from the content's top either
// in one row or in rows (MDC's single-row and multi-row styles).

/// What a banner shows and the room it has.
struct BannerParts {
  var title: String?
  var message: String?
  var actionTitles: [String]
  var metrics: LayoutMetrics
  /// Measures the title.
  var titleMeasurer: any TextMeasurer
  /// Measures the description.
  var measurer: any TextMeasurer
  /// Measures the button titles.
  var buttonMeasurer: any TextMeasurer
  /// The room at the leading and trailing edges (none in a very narrow container).
  var padding: Int
  var showsIcon: Bool
  /// Where the title, description and buttons start.
  var textX: Int
  var contentWidth: Int
  var titleWidth: Int
  var rowWidth: Int
  /// Whether title and buttons share a row: no description, and both fit side by side.
  var singleRow: Bool
  var dividerHeight: Int
  /// The height left for the content.
  var usable: Int

  init(
    title: String?, message: String?, hasIcon: Bool, actionTitles: [String], size: Size,
    metrics: LayoutMetrics,
    measurers: (title: any TextMeasurer, message: any TextMeasurer, button: any TextMeasurer)
  ) {
    self.title = title
    self.message = message
    self.actionTitles = actionTitles
    self.metrics = metrics
    titleMeasurer = measurers.title
    measurer = measurers.message
    buttonMeasurer = measurers.button
    let wide = size.width >= 2 * metrics.bannerHorizontalPadding + metrics.minimumTextWidth
    padding = wide ? metrics.bannerHorizontalPadding : 0
    showsIcon =
      hasIcon
      && size.width >= 2 * padding + metrics.bannerIconWidth + metrics.bannerIconSpacing
        + metrics.minimumTextWidth / 2
    let iconSpace = showsIcon ? metrics.bannerIconWidth + metrics.bannerIconSpacing : 0
    textX = padding + iconSpace
    contentWidth = max(0, size.width - 2 * padding - iconSpace)
    rowWidth = ButtonArranger.rowWidth(
      actionTitles, metrics: metrics, measurer: measurers.button)
    titleWidth = title.map { measurers.title.width(of: $0) } ?? 0
    singleRow =
      message == nil
      && (actionTitles.isEmpty
        || titleWidth + metrics.bannerTitleButtonSpacing + rowWidth <= contentWidth)
    dividerHeight =
      size.height >= metrics.dividerHeight + metrics.bodyLineHeight ? metrics.dividerHeight : 0
    usable = size.height - dividerHeight
  }

  /// The content's parts from its top, before the banner is placed.
  struct Content {
    var title: TextBlock?
    var message: TextBlock?
    var buttons: ButtonGroupLayout
    var height: Int
    /// The icon's top.
    var iconY: Int
  }

  private var order: [Int] { Array(actionTitles.indices) }

  private var noButtons: ButtonGroupLayout {
    .empty(at: Rect(x: textX, y: 0, width: 0, height: 0))
  }

  private func titleBlock(_ title: String, y: Int, width: Int) -> TextBlock {
    TextBlock(
      frame: Rect(x: textX, y: y, width: width, height: metrics.bodyLineHeight),
      lines: [titleMeasurer.truncate(title, width: width)], isTruncated: titleWidth > width)
  }

  /// Title, icon and buttons centred on one row, the top and bottom padding kept when
  /// there is room for them.
  func oneRow() -> Content {
    let rowHeight = max(
      metrics.bodyLineHeight, actionTitles.isEmpty ? 0 : metrics.buttonHeight,
      showsIcon ? metrics.bannerIconHeight : 0)
    guard usable >= rowHeight else {
      return Content(title: nil, message: nil, buttons: noButtons, height: 0, iconY: 0)
    }
    let padded =
      usable >= rowHeight + metrics.bannerSingleRowTopPadding + metrics.bannerBottomPadding
    let top = padded ? metrics.bannerSingleRowTopPadding : 0
    var title: TextBlock?
    if let text = self.title {
      let width =
        actionTitles.isEmpty
        ? contentWidth : max(0, contentWidth - rowWidth - metrics.bannerTitleButtonSpacing)
      title = titleBlock(text, y: top + (rowHeight - metrics.bodyLineHeight) / 2, width: width)
    }
    let buttons = ButtonArranger.arrange(
      titles: actionTitles, rowOrder: order, stackOrder: order,
      area: Rect(
        x: textX, y: top + (rowHeight - metrics.buttonHeight) / 2, width: contentWidth, height: 0),
      maximumHeight: metrics.buttonHeight, metrics: metrics, measurer: buttonMeasurer)
    return Content(
      title: title, message: nil, buttons: buttons,
      height: top + rowHeight + (padded ? metrics.bannerBottomPadding : 0),
      iconY: top + (rowHeight - metrics.bannerIconHeight) / 2)
  }

  /// The title (one line), the description (at most `BannerLayout.maximumMessageLines`)
  /// and the buttons below, trailing-aligned; the paddings kept when the title, a line
  /// of description and every button fit with them.
  func rows() -> Content {
    let lineHeight = metrics.bodyLineHeight
    let probe = ButtonArranger.arrange(
      titles: actionTitles, rowOrder: order, stackOrder: order,
      area: Rect(x: 0, y: 0, width: contentWidth, height: 0), maximumHeight: Int.max,
      metrics: metrics, measurer: buttonMeasurer)
    let titleHeight = title == nil ? 0 : lineHeight
    let gap = actionTitles.isEmpty ? 0 : metrics.bannerTextButtonSpacing
    let pads = metrics.bannerMultiRowTopPadding + metrics.bannerBottomPadding + gap
    let padded =
      pads > 0
      && usable >= pads + titleHeight + (message == nil ? 0 : lineHeight)
        + probe.region.contentHeight
    let top = padded ? metrics.bannerMultiRowTopPadding : 0
    let inside = usable - (padded ? pads : 0)
    let buttonsHeight = min(probe.region.contentHeight, max(0, inside - titleHeight))
    var y = top
    var title: TextBlock?
    if let text = self.title, inside - buttonsHeight >= lineHeight || actionTitles.isEmpty,
      inside >= lineHeight
    {
      title = titleBlock(text, y: y, width: contentWidth)
      y += lineHeight
    }
    var message: TextBlock?
    let messageRoom = min(
      BannerLayout.maximumMessageLines, (inside - (y - top) - buttonsHeight) / lineHeight)
    if let text = self.message, messageRoom >= 1 {
      let wrapped = measurer.wrap(text, width: contentWidth, maximumLines: messageRoom)
      message = TextBlock(
        frame: Rect(x: textX, y: y, width: contentWidth, height: wrapped.height * lineHeight),
        lines: wrapped.lines, isTruncated: wrapped.isTruncated)
      y += wrapped.height * lineHeight
    }
    // The text is as tall as the icon beside it, room allowing (MDC).
    if showsIcon, y > top {
      y = max(y, min(top + metrics.bannerIconHeight, top + inside - buttonsHeight))
    }
    var buttons = noButtons
    if buttonsHeight > 0 {
      if padded, y > top { y += gap }
      buttons = ButtonArranger.arrange(
        titles: actionTitles, rowOrder: order, stackOrder: order,
        area: Rect(x: textX, y: y, width: contentWidth, height: 0),
        maximumHeight: buttonsHeight, metrics: metrics, measurer: buttonMeasurer)
      y += buttons.region.viewport.height
    }
    return Content(
      title: title, message: message, buttons: buttons,
      height: y + (padded ? metrics.bannerBottomPadding : 0), iconY: top)
  }
}

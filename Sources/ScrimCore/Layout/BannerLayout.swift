/// Where a banner's icon, title, description, actions and divider go, from plain text
/// and sizes (MDC's `MDCBannerView` automatic style, JET's single-line title).
///
/// A banner spans the container's width at the top or bottom edge. When there is no
/// description and the title fits on one line beside the buttons, everything shares one
/// row; otherwise the title (one line, "…" when cut) is followed by the description (at
/// most three lines, as MDC) and a trailing-aligned row of buttons, stacked when they do
/// not fit side by side. A one-row divider separates the banner from the content.
public struct BannerLayout: Hashable, Sendable {
  /// The banner's frame, divider included.
  public var frame: Rect
  /// The icon's cells, or nil.
  public var icon: Rect?
  /// The title, or nil.
  public var title: TextBlock?
  /// The description, or nil.
  public var message: TextBlock?
  /// The buttons, in the given order, trailing-aligned.
  public var buttons: ButtonGroupLayout
  /// The divider row: at the banner's bottom when it is at the top of the container,
  /// at its top when it is at the bottom.
  public var divider: Rect
  /// Whether title and buttons share a row.
  public var isSingleRow: Bool
  /// Whether the container was too small for the normal layout.
  public var isDegraded: Bool

  /// Makes a layout from its parts.
  public init(
    frame: Rect, icon: Rect?, title: TextBlock?, message: TextBlock?,
    buttons: ButtonGroupLayout, divider: Rect, isSingleRow: Bool, isDegraded: Bool
  ) {
    self.frame = frame
    self.icon = icon
    self.title = title
    self.message = message
    self.buttons = buttons
    self.divider = divider
    self.isSingleRow = isSingleRow
    self.isDegraded = isDegraded
  }

  /// The most description lines a banner shows (MDC).
  public static let maximumMessageLines = 3

  /// Lays out a banner.
  ///
  /// - Parameters:
  ///   - title: The single-line title, or nil.
  ///   - message: The description, or nil.
  ///   - hasIcon: Whether to leave room for an icon.
  ///   - actionTitles: The button titles as shown, in display order.
  ///   - position: The edge to attach to.
  ///   - size: The container's size; any size, down to 0×0, works.
  ///   - measurer: Measures text.
  public static func make(
    title: String?, message: String?, hasIcon: Bool = false, actionTitles: [String] = [],
    position: SnackbarLayout.Position = .top, in size: Size, measurer: some TextMeasurer
  ) -> BannerLayout {
    let title = title.flatMap { $0.isEmpty ? nil : $0 }
    let message = message.flatMap { $0.isEmpty ? nil : $0 }
    let padding = size.width >= 12 ? CellMetrics.bannerHorizontalPadding : 0
    let showsIcon = hasIcon && size.width >= 2 * padding + CellMetrics.bannerIconWidth + 6
    let iconSpace = showsIcon ? CellMetrics.bannerIconWidth + 2 : 0
    let textX = padding + iconSpace
    let contentWidth = max(0, size.width - 2 * padding - iconSpace)
    let order = Array(actionTitles.indices)
    let rowWidth = ButtonArranger.rowWidth(actionTitles, measurer: measurer)
    let titleWidth = title.map { measurer.width(of: $0) } ?? 0
    let singleRow =
      message == nil && (actionTitles.isEmpty || titleWidth + 3 + rowWidth <= contentWidth)
    let dividerRows = size.height >= 2 ? 1 : 0
    let usable = size.height - dividerRows

    var rows = 0
    var titleBlock: TextBlock?
    var messageBlock: TextBlock?
    var buttons = ButtonGroupLayout.empty(at: Rect(x: textX, y: 0, width: 0, height: 0))
    // Lay out from row 0, then shift down for a bottom banner.
    if singleRow {
      rows = usable >= 1 ? 1 : 0
      if let title, rows == 1 {
        let width = actionTitles.isEmpty ? contentWidth : max(0, contentWidth - rowWidth - 3)
        titleBlock = TextBlock(
          frame: Rect(x: textX, y: 0, width: width, height: 1),
          lines: [measurer.truncate(title, width: width)], isTruncated: titleWidth > width)
      }
      if rows == 1 {
        buttons = ButtonArranger.arrange(
          titles: actionTitles, rowOrder: order, stackOrder: order,
          area: Rect(x: textX, y: 0, width: contentWidth, height: 0), maximumRows: 1,
          measurer: measurer)
      }
    } else {
      let probe = ButtonArranger.arrange(
        titles: actionTitles, rowOrder: order, stackOrder: order,
        area: Rect(x: 0, y: 0, width: contentWidth, height: 0), maximumRows: Int.max,
        measurer: measurer)
      let buttonRows = min(probe.region.contentHeight, max(0, usable - (title == nil ? 0 : 1)))
      var y = 0
      if let title, usable - buttonRows >= 1 || actionTitles.isEmpty, usable >= 1 {
        titleBlock = TextBlock(
          frame: Rect(x: textX, y: 0, width: contentWidth, height: 1),
          lines: [measurer.truncate(title, width: contentWidth)],
          isTruncated: titleWidth > contentWidth)
        y = 1
      }
      let messageRoom = min(maximumMessageLines, usable - y - buttonRows)
      if let message, messageRoom >= 1 {
        let wrapped = measurer.wrap(message, width: contentWidth, maximumLines: messageRoom)
        messageBlock = TextBlock(
          frame: Rect(x: textX, y: y, width: contentWidth, height: wrapped.height),
          lines: wrapped.lines, isTruncated: wrapped.isTruncated)
        y += wrapped.height
      }
      if buttonRows >= 1 {
        buttons = ButtonArranger.arrange(
          titles: actionTitles, rowOrder: order, stackOrder: order,
          area: Rect(x: textX, y: y, width: contentWidth, height: 0), maximumRows: buttonRows,
          measurer: measurer)
        y += buttons.region.viewport.height
      }
      rows = y
    }
    let height = min(size.height, rows + dividerRows)
    let originY = position == .top ? 0 : max(0, size.height - height)
    let frame = Rect(x: 0, y: originY, width: size.width, height: height)
    let contentY = position == .top ? originY : originY + dividerRows
    let divider = Rect(
      x: 0, y: position == .top ? originY + rows : originY, width: size.width,
      height: dividerRows)
    func shifted(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + contentY, width: rect.width, height: rect.height)
    }
    if let block = titleBlock { titleBlock?.frame = shifted(block.frame) }
    if let block = messageBlock { messageBlock?.frame = shifted(block.frame) }
    buttons.region.viewport = shifted(buttons.region.viewport)
    buttons.buttons = buttons.buttons.map {
      ButtonFrame(index: $0.index, frame: shifted($0.frame), title: $0.title)
    }
    var icon: Rect?
    if showsIcon, rows >= 1 {
      icon = Rect(x: padding, y: contentY, width: CellMetrics.bannerIconWidth, height: 1)
    }
    let missing =
      (title != nil && titleBlock == nil) || (!actionTitles.isEmpty && buttons.buttons.isEmpty)
      || (message != nil && messageBlock == nil)
    return BannerLayout(
      frame: frame, icon: icon, title: titleBlock, message: messageBlock, buttons: buttons,
      divider: divider, isSingleRow: singleRow, isDegraded: missing || contentWidth < 1)
  }
}

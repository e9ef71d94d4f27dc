/// Where a banner's icon, title, description, actions and divider go, from plain text
/// and sizes (MDC's `MDCBannerView` automatic style, JET's single-line title).
///
/// A banner spans the container's width at the top or bottom edge. When there is no
/// description and the title fits on one line beside the buttons, everything shares one
/// row; otherwise the title (one line, "…" when cut) is followed by the description (at
/// most three lines, as MDC) and a trailing-aligned row of buttons, stacked when they do
/// not fit side by side. A one-row divider separates the banner from the content.
@_spi(Renderer) public struct BannerLayout: Hashable, Sendable {
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
  ///   - measurer: Measures text in the units of `metrics`.
  ///   - metrics: The numbers the layout uses; terminal cells by default.
  public static func make(
    title: String?, message: String?, hasIcon: Bool = false, actionTitles: [String] = [],
    position: SnackbarLayout.Position = .top, in size: Size, measurer: some TextMeasurer,
    metrics: LayoutMetrics = .cells
  ) -> BannerLayout {
    make(
      title: title, message: message, hasIcon: hasIcon, actionTitles: actionTitles,
      position: position, in: size, measurer: measurer, metrics: metrics,
      fonts: (TextFont(.subtitle1), TextFont(.body2), TextFont(.button)))
  }

  /// Lays out a banner, its title, description and buttons each measured in its font
  /// (`fonts`; Material's Subtitle 1, Body 2 and Button).
  public static func make(
    title: String?, message: String?, hasIcon: Bool = false, actionTitles: [String] = [],
    position: SnackbarLayout.Position = .top, in size: Size, measurer: some TextMeasurer,
    metrics: LayoutMetrics = .cells, fonts: (title: TextFont, message: TextFont, button: TextFont)
  ) -> BannerLayout {
    let parts = BannerParts(
      title: title.flatMap { $0.isEmpty ? nil : $0 },
      message: message.flatMap { $0.isEmpty ? nil : $0 }, hasIcon: hasIcon,
      actionTitles: actionTitles, size: size, metrics: metrics,
      measurers: (
        measurer.measurer(for: fonts.title), measurer.measurer(for: fonts.message),
        measurer.measurer(for: fonts.button)
      ))
    // Lay out from the top of the content, then shift down for a bottom banner or past a
    // top banner's divider.
    var content = parts.singleRow ? parts.oneRow() : parts.rows()
    let dividerHeight = parts.dividerHeight
    let rows = content.height
    let height = min(size.height, rows + dividerHeight)
    let originY = position == .top ? 0 : max(0, size.height - height)
    let frame = Rect(x: 0, y: originY, width: size.width, height: height)
    let contentY = position == .top ? originY : originY + dividerHeight
    let divider = Rect(
      x: 0, y: position == .top ? originY + rows : originY, width: size.width,
      height: dividerHeight)
    func shifted(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + contentY, width: rect.width, height: rect.height)
    }
    if let block = content.title { content.title?.frame = shifted(block.frame) }
    if let block = content.message { content.message?.frame = shifted(block.frame) }
    var buttons = content.buttons
    buttons.region.viewport = shifted(buttons.region.viewport)
    buttons.buttons = buttons.buttons.map {
      ButtonFrame(index: $0.index, frame: shifted($0.frame), title: $0.title)
    }
    var icon: Rect?
    if parts.showsIcon, rows >= 1 {
      icon = Rect(
        x: parts.padding, y: contentY + content.iconY, width: metrics.bannerIconWidth,
        height: min(metrics.bannerIconHeight, rows - content.iconY))
    }
    let missing =
      (parts.title != nil && content.title == nil)
      || (!actionTitles.isEmpty && buttons.buttons.isEmpty)
      || (parts.message != nil && content.message == nil)
    return BannerLayout(
      frame: frame, icon: icon, title: content.title, message: content.message,
      buttons: buttons, divider: divider, isSingleRow: parts.singleRow,
      isDegraded: missing || parts.contentWidth < 1)
  }
}

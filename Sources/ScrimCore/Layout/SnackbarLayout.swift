/// Where a snackbar's text and action go, from plain text and sizes (MDC's
/// `MDCSnackbarMessageView` rules scaled to cells by `CellMetrics`).
///
/// Compact containers get a snackbar spanning the width minus one column a side;
/// regular ones a centred snackbar 36–71 columns wide, three columns from the sides.
/// The action sits beside the text unless its button is wider than 40% of the
/// snackbar, when it goes below (MDC). The text takes at most
/// `SnackbarMessage.maximumLines` lines and the snackbar at most half the container's
/// height; longer text ends in "…".
public struct SnackbarLayout: Hashable, Sendable {
  /// The edge a snackbar or banner attaches to.
  public enum Position: Hashable, Sendable, CaseIterable {
    /// The bottom edge (the default for snackbars).
    case bottom
    /// The top edge.
    case top
  }

  /// The snackbar's frame: its filled background.
  public var frame: Rect
  /// The text lines and their frame.
  public var text: TextBlock
  /// The action button, or nil for none (or when there is no room for it).
  public var action: ButtonFrame?
  /// Whether the action is below the text rather than beside it.
  public var isActionBelowText: Bool
  /// Whether the container was too small for the normal layout (no padding, one row).
  public var isDegraded: Bool

  /// Makes a layout from its parts.
  public init(
    frame: Rect, text: TextBlock, action: ButtonFrame?, isActionBelowText: Bool,
    isDegraded: Bool
  ) {
    self.frame = frame
    self.text = text
    self.action = action
    self.isActionBelowText = isActionBelowText
    self.isDegraded = isDegraded
  }

  /// Lays out a snackbar.
  ///
  /// - Parameters:
  ///   - text: The message.
  ///   - actionTitle: The action's title as shown (upper-cased by the theme), or nil.
  ///   - position: The edge to attach to.
  ///   - size: The container's size; any size, down to 0×0, works.
  ///   - measurer: Measures text.
  public static func make(
    text: String, actionTitle: String?, position: Position = .bottom, in size: Size,
    measurer: some TextMeasurer
  ) -> SnackbarLayout {
    let regular = SizeClass(width: size.width) == .regular
    var margin = regular ? CellMetrics.snackbarRegularMargin : CellMetrics.snackbarCompactMargin
    if size.width - 2 * margin < 10 { margin = 0 }
    let room = size.width - 2 * margin
    let (leading, trailing) = room >= 10 ? (2, 1) : (room >= 3 ? (1, 0) : (0, 0))
    let buttonPadding = 1
    let title = actionTitle.flatMap { $0.isEmpty ? nil : $0 }
    let buttonWidth = title.map { measurer.width(of: $0) + 2 * buttonPadding } ?? 0
    var width = room
    if regular {
      let natural =
        leading + trailing + measurer.width(of: text) + (title == nil ? 0 : 1 + buttonWidth)
      width = min(
        room, min(CellMetrics.maximumSnackbarWidth, max(CellMetrics.minimumSnackbarWidth, natural)))
    }
    let inner = max(0, width - leading - trailing)
    let below = title != nil && (buttonWidth * 10 > width * 4 || inner - 1 - buttonWidth < 1)
    let textWidth = title == nil || below ? inner : inner - 1 - buttonWidth
    let actionRows = below ? 1 : 0
    // At most half the container (MDC), never less than one text row.
    let maximumHeight = max(1, size.height / 2)
    let padding = maximumHeight >= 3 + actionRows ? 1 : 0
    let maximumLines = max(
      1, min(SnackbarMessage.maximumLines, maximumHeight - 2 * padding - actionRows))
    let wrapped = measurer.wrap(text, width: textWidth, maximumLines: maximumLines)
    let lines = max(1, wrapped.height)
    let height = min(size.height, lines + 2 * padding + actionRows)
    let degraded = padding == 0 || height < lines + actionRows || inner < 1
    let marginY = size.height - height >= 2 ? CellMetrics.snackbarVerticalMargin : 0
    let x = regular ? (size.width - width) / 2 : margin
    let y = position == .bottom ? size.height - marginY - height : marginY
    let frame = Rect(x: x, y: max(0, y), width: width, height: height)
    let textRows = min(lines, height - actionRows)
    let textFrame = Rect(
      x: frame.x + leading, y: frame.y + padding, width: textWidth, height: max(0, textRows))
    let block = TextBlock.fitting(
      text, wrapped: wrapped, rows: textRows, x: textFrame.x, y: textFrame.y,
      width: textFrame.width, measurer: measurer)
    var action: ButtonFrame?
    if let title, inner >= 1, height >= 1 {
      if below, height > textRows {
        let shown = measurer.truncate(title, width: max(0, inner - 2 * buttonPadding))
        let shownWidth = min(inner, measurer.width(of: shown) + 2 * buttonPadding)
        let buttonFrame = Rect(
          x: frame.x + leading + inner - shownWidth, y: textFrame.maxY, width: shownWidth, height: 1
        )
        action = ButtonFrame(index: 0, frame: buttonFrame, title: shown)
      } else if !below {
        let buttonFrame = Rect(
          x: textFrame.maxX + 1, y: textFrame.y + (textRows - 1) / 2, width: buttonWidth, height: 1)
        action = ButtonFrame(index: 0, frame: buttonFrame, title: title)
      }
    }
    return SnackbarLayout(
      frame: frame, text: block, action: action, isActionBelowText: below && action != nil,
      isDegraded: degraded || (title != nil && action == nil))
  }
}

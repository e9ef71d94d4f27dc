/// Where a snackbar's text and action go, from plain text and sizes (MDC's
/// `MDCSnackbarMessageView` and overlay rules, in the units of `LayoutMetrics`).
///
/// Compact containers get a snackbar spanning the width minus a margin a side; regular
/// ones a centred snackbar between `minimumSnackbarWidth` and `maximumSnackbarWidth`
/// (36–71 columns, 288–568 pt). The action sits beside the text unless its button is
/// wider than 40% of the snackbar, when it goes below (MDC). The text takes at most
/// `SnackbarMessage.maximumLines` lines and the snackbar at most half the container's
/// height; longer text ends in "…".
@_spi(Renderer) public struct SnackbarLayout: Hashable, Sendable {
  /// The edge a snackbar or banner attaches to.
  public typealias Position = MessagePosition

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
  ///   - measurer: Measures text in the units of `metrics`.
  ///   - metrics: The numbers the layout uses; terminal cells by default.
  public static func make(
    text: String, actionTitle: String?, position: Position = .bottom, in size: Size,
    measurer: some TextMeasurer, metrics: LayoutMetrics = .cells
  ) -> SnackbarLayout {
    make(
      text: text, actionTitle: actionTitle, position: position, in: size, measurer: measurer,
      metrics: metrics, textFont: TextFont(.body1), actionFont: TextFont(.button))
  }

  /// Lays out a snackbar, its message measured in `textFont` and its action in
  /// `actionFont` (Material's Body 1 and Button).
  public static func make(
    text: String, actionTitle: String?, position: Position = .bottom, in size: Size,
    measurer base: some TextMeasurer, metrics: LayoutMetrics = .cells, textFont: TextFont,
    actionFont: TextFont
  ) -> SnackbarLayout {
    let measurer = base.measurer(for: textFont)
    let actionMeasurer = base.measurer(for: actionFont)
    let regular = SizeClass(width: size.width, metrics: metrics) == .regular
    let lineHeight = metrics.bodyLineHeight
    let fullLeading = metrics.snackbarLeadingPadding
    let narrowest = fullLeading + metrics.minimumTextWidth
    var margin = regular ? metrics.snackbarRegularMargin : metrics.snackbarCompactMargin
    if size.width - 2 * margin < narrowest { margin = 0 }
    let room = size.width - 2 * margin
    // In a very narrow container the padding gives way to the text: half the leading
    // padding first, then none.
    let half = fullLeading / 2
    let (leading, trailing) =
      room >= narrowest
      ? (fullLeading, metrics.snackbarTrailingPadding)
      : (half > 0 && room >= 3 * half ? (half, 0) : (0, 0))
    let buttonPadding = metrics.snackbarButtonPadding
    let spacing = metrics.snackbarButtonSpacing
    let title = actionTitle.flatMap { $0.isEmpty ? nil : $0 }
    let buttonWidth = title.map { actionMeasurer.width(of: $0) + 2 * buttonPadding } ?? 0
    var width = room
    if regular {
      let natural =
        leading + trailing + measurer.width(of: text) + (title == nil ? 0 : spacing + buttonWidth)
      width = min(
        room, min(metrics.maximumSnackbarWidth, max(metrics.minimumSnackbarWidth, natural)))
    }
    let inner = max(0, width - leading - trailing)
    let below = title != nil && (buttonWidth * 10 > width * 4 || inner - spacing - buttonWidth < 1)
    let textWidth = title == nil || below ? inner : inner - spacing - buttonWidth
    let actionHeight = title == nil ? 0 : metrics.snackbarButtonHeight
    let belowHeight = below ? actionHeight : 0
    // At most half the container (MDC), never less than one line of text; the padding
    // of several lines is assumed until the text is wrapped.
    let maximumHeight = max(lineHeight, size.height / 2)
    let padded = maximumHeight >= 2 * metrics.snackbarVerticalPadding + lineHeight + belowHeight
    let linesRoom =
      maximumHeight - (padded ? 2 * metrics.snackbarMultilineVerticalPadding : 0) - belowHeight
    let maximumLines = max(1, min(SnackbarMessage.maximumLines, linesRoom / lineHeight))
    let wrapped = measurer.wrap(text, width: textWidth, maximumLines: maximumLines)
    let lines = max(1, wrapped.height)
    let textHeight = lines * lineHeight
    let padding =
      !padded
      ? 0
      : (lines > 1 || below
        ? metrics.snackbarMultilineVerticalPadding : metrics.snackbarVerticalPadding)
    let contentHeight = below ? textHeight + actionHeight : max(textHeight, actionHeight)
    let natural =
      padded ? max(metrics.minimumSnackbarHeight, contentHeight + 2 * padding) : contentHeight
    let height = min(size.height, natural)
    let degraded = padding == 0 || height < contentHeight || inner < 1
    let edgeMargin =
      position == .top
      ? metrics.snackbarTopMargin
      : (regular ? metrics.snackbarRegularBottomMargin : metrics.snackbarCompactBottomMargin)
    let marginY = size.height - height >= 2 * edgeMargin ? edgeMargin : 0
    let x = regular ? (size.width - width) / 2 : margin
    let y = position == .bottom ? size.height - marginY - height : marginY
    let frame = Rect(x: x, y: max(0, y), width: width, height: height)
    // A minimum height taller than the content centres it; text beside a taller action
    // centres on it.
    let contentY = frame.y + padding + max(0, height - 2 * padding - contentHeight) / 2
    let textLines = min(lines, (height - belowHeight) / lineHeight)
    let available = min(contentHeight, height - 2 * padding)
    let textY = contentY + (below ? 0 : max(0, available - textHeight) / 2)
    let block = TextBlock.fitting(
      text, wrapped: wrapped, rows: textLines, x: frame.x + leading, y: textY, width: textWidth,
      lineHeight: lineHeight, measurer: measurer)
    let textFrame = block.frame
    var action: ButtonFrame?
    if let title, inner >= 1, height >= max(1, actionHeight) {
      if below, textFrame.maxY + actionHeight <= frame.maxY {
        let shown = actionMeasurer.truncate(title, width: max(0, inner - 2 * buttonPadding))
        let shownWidth = min(inner, actionMeasurer.width(of: shown) + 2 * buttonPadding)
        let buttonFrame = Rect(
          x: frame.x + leading + inner - shownWidth, y: textFrame.maxY, width: shownWidth,
          height: actionHeight)
        action = ButtonFrame(index: 0, frame: buttonFrame, title: shown)
      } else if !below {
        // Centred on the text, inside a frame that may have lost its padding.
        let centred = textFrame.y + (textFrame.height - actionHeight) / 2
        let buttonFrame = Rect(
          x: textFrame.maxX + spacing, y: min(max(frame.y, centred), frame.maxY - actionHeight),
          width: buttonWidth, height: actionHeight)
        action = ButtonFrame(index: 0, frame: buttonFrame, title: title)
      }
    }
    return SnackbarLayout(
      frame: frame, text: block, action: action, isActionBelowText: below && action != nil,
      isDegraded: degraded || (title != nil && action == nil))
  }
}

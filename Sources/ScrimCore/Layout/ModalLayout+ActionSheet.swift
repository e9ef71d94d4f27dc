// Action sheets: a bottom sheet at full width when compact; a popover next to the
// source rect when regular, on whichever side has room.

extension ModalLayout {
  /// The most title and message lines a sheet's header shows; the rest is cut with "…".
  static let sheetHeaderLines = 2

  static func actionSheet(
    for content: ModalContent, in size: Size, metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> ModalLayout {
    let regular = SizeClass(width: size.width, metrics: metrics) == .regular
    if regular, let anchor = content.sourceRect {
      return popover(for: content, in: size, anchor: anchor, metrics: metrics, measurer: measurer)
    }
    return bottomSheet(for: content, in: size, metrics: metrics, measurer: measurer)
  }

  /// Lays out a sheet's border, header and rows in `frame`.
  private static func sheet(
    for content: ModalContent, frame: Rect, placement: Placement, metrics: LayoutMetrics,
    measurer: some TextMeasurer
  ) -> ModalLayout {
    let border = metrics.border
    let inner = frame.width - 2 * border - 2 * metrics.sheetHorizontalPadding
    let fonts = ModalMeasurers(content.fonts, measurer)
    let parts = SheetParts(for: content, inner: inner, metrics: metrics, fonts: fonts)
    let x = frame.x + border + metrics.sheetHorizontalPadding
    let top = frame.y + border
    var y = top
    let inside = frame.height - 2 * border
    // The header gets what the rows leave, keeping half the sheet (or every row, when
    // fewer) for actions: a sheet is for choosing, and its header ends in "…". Its
    // insets go before its lines.
    let rows = min(parts.rowsHeight, max(metrics.sheetRowHeight, inside / 2))
    let headerRoom = max(0, inside - rows)
    let keepsInsets = parts.textHeight > 0 && parts.headerHeight <= headerRoom
    var remaining = keepsInsets ? parts.textHeight : min(parts.textHeight, headerRoom)
    if keepsInsets { y += metrics.sheetHeaderPadding }
    var title: TextBlock?
    var message: TextBlock?
    for (text, wrapped, isTitle) in [
      (content.shownTitle, parts.title, true), (content.shownMessage, parts.message, false),
    ] {
      guard let text, let wrapped, remaining > 0 else { continue }
      let lineHeight = isTitle ? metrics.titleLineHeight : metrics.bodyLineHeight
      let lines = min(wrapped.height, remaining / lineHeight)
      // Less room than a line drops the text (and marks the sheet degraded).
      guard lines > 0 || wrapped.height == 0 else { continue }
      let font = isTitle ? fonts.title : fonts.message
      let block = TextBlock.fitting(
        text, wrapped: wrapped, rows: lines, x: x, y: y, width: inner, lineHeight: lineHeight,
        measurer: font)
      if isTitle { title = block } else { message = block }
      y += lines * lineHeight
      remaining -= lines * lineHeight
      if keepsInsets, isTitle, parts.message != nil { y += metrics.sheetHeaderSpacing }
    }
    if keepsInsets { y += metrics.sheetHeaderPadding }
    let droppedHeader =
      (parts.title != nil && title == nil) || (parts.message != nil && message == nil)
    let buttons = ButtonArranger.arrange(
      titles: content.buttonTitles, rowOrder: content.stackOrder, stackOrder: content.stackOrder,
      area: Rect(x: x, y: y, width: inner, height: 0), maximumHeight: inside - (y - top),
      forceStack: true, fillsWidth: true, metrics: metrics, measurer: fonts.button)
    var layout = ModalLayout(
      placement: placement, frame: frame, hasBorder: border > 0, isDegraded: droppedHeader,
      title: title, message: message, items: [],
      body: .empty(at: Rect(x: x, y: y, width: 0, height: 0)),
      buttons: buttons)
    // The header stays put above the rows; the (empty) body holds nothing to scroll.
    layout.messageIsPinned = true
    return layout
  }

  /// The height a sheet wants at `width`.
  private static func naturalSheetHeight(
    for content: ModalContent, width: Int, metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> Int {
    let inner = width - 2 * metrics.border - 2 * metrics.sheetHorizontalPadding
    let parts = SheetParts(
      for: content, inner: inner, metrics: metrics, fonts: ModalMeasurers(content.fonts, measurer))
    return 2 * metrics.border + parts.headerHeight + parts.rowsHeight
  }

  /// The smallest sheet that still shows its border, a character and a row.
  private static func minimumSheetSize(
    for content: ModalContent, metrics: LayoutMetrics
  ) -> Size {
    let row = content.stackOrder.isEmpty ? 0 : metrics.sheetRowHeight
    return Size(
      width: 2 * metrics.border + 2 * metrics.sheetHorizontalPadding + 1,
      height: 2 * metrics.border + max(metrics.bodyLineHeight, row))
  }

  /// A compact sheet: full width, attached to the bottom edge; when its content is
  /// taller than half the container it opens at half height, showing at least four
  /// rows, and its rows scroll (MDC).
  static func bottomSheet(
    for content: ModalContent, in size: Size, metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> ModalLayout {
    let minimum = minimumSheetSize(for: content, metrics: metrics)
    guard size.width >= minimum.width, size.height >= minimum.height else {
      return degraded(
        for: content, in: size, placement: .bottomSheet, metrics: metrics, measurer: measurer)
    }
    let natural = naturalSheetHeight(
      for: content, width: size.width, metrics: metrics, measurer: measurer)
    let half = (size.height + 1) / 2
    let least = 2 * metrics.border + 4 * metrics.sheetRowHeight
    let height = min(size.height, natural <= half ? natural : max(half, min(natural, least)))
    let frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
    return sheet(
      for: content, frame: frame, placement: .bottomSheet, metrics: metrics, measurer: measurer)
  }

  /// A regular sheet: a popover beside `anchor`, below it if it fits, else above, right
  /// or left, else on the side with the most room; kept `popoverMargin` inside the
  /// container.
  static func popover(
    for content: ModalContent, in size: Size, anchor rawAnchor: Rect, metrics: LayoutMetrics,
    measurer: some TextMeasurer
  ) -> ModalLayout {
    let container = Rect(size: size)
    let margin = metrics.popoverMargin
    // An anchor outside the container is pulled to its nearest point inside.
    let anchorX = min(max(0, rawAnchor.x), max(0, size.width - 1))
    let anchorY = min(max(0, rawAnchor.y), max(0, size.height - 1))
    let anchor = container.intersection(
      Rect(x: anchorX, y: anchorY, width: max(1, rawAnchor.width), height: max(1, rawAnchor.height))
    )
    let fonts = ModalMeasurers(content.fonts, measurer)
    let rowWidth = content.buttonTitles.map { fonts.button.width(of: $0) }.max() ?? 0
    let headerWidth = max(
      content.shownTitle.map { fonts.title.width(of: $0) } ?? 0,
      content.shownMessage.map { fonts.message.width(of: $0) } ?? 0)
    let chrome = 2 * metrics.border + 2 * metrics.sheetHorizontalPadding
    let wanted = min(
      metrics.maximumPopoverWidth,
      max(metrics.minimumPopoverWidth, max(rowWidth, headerWidth) + chrome))
    let width = min(wanted, size.width - 2 * margin)
    let height = min(
      naturalSheetHeight(for: content, width: width, metrics: metrics, measurer: measurer),
      size.height - 2 * margin)
    let minimum = minimumSheetSize(for: content, metrics: metrics)
    guard width >= minimum.width, height >= minimum.height else {
      return bottomSheet(for: content, in: size, metrics: metrics, measurer: measurer)
    }
    let room: [(Edge, Int)] = [
      (.below, size.height - margin - anchor.maxY), (.above, anchor.y - margin),
      (.right, size.width - margin - anchor.maxX), (.left, anchor.x - margin),
    ]
    func fits(_ edge: Edge, _ space: Int) -> Bool {
      edge == .below || edge == .above ? space >= height : space >= width
    }
    let edge =
      room.first { fits($0.0, $0.1) }?.0
      ?? room.max { lhs, rhs in
        let left = lhs.0 == .below || lhs.0 == .above ? lhs.1 * width : lhs.1 * height
        let right = rhs.0 == .below || rhs.0 == .above ? rhs.1 * width : rhs.1 * height
        return left < right
      }?.0 ?? .below
    var x: Int
    var y: Int
    var frameWidth = width
    var frameHeight = height
    switch edge {
    case .below:
      (x, y) = (anchor.x, anchor.maxY)
      frameHeight = min(height, size.height - margin - y)
    case .above:
      frameHeight = min(height, anchor.y - margin)
      (x, y) = (anchor.x, anchor.y - frameHeight)
    case .right:
      (x, y) = (anchor.maxX, anchor.y)
      frameWidth = min(width, size.width - margin - x)
    case .left:
      frameWidth = min(width, anchor.x - margin)
      (x, y) = (anchor.x - frameWidth, anchor.y)
    }
    guard frameWidth >= minimum.width, frameHeight >= minimum.height else {
      return bottomSheet(for: content, in: size, metrics: metrics, measurer: measurer)
    }
    x = min(max(margin, x), size.width - margin - frameWidth)
    y = min(max(margin, y), size.height - margin - frameHeight)
    let frame = Rect(x: x, y: y, width: frameWidth, height: frameHeight)
    return sheet(
      for: content, frame: frame, placement: .popover(edge), metrics: metrics, measurer: measurer)
  }
}

/// A sheet's header lines and rows, measured at a width.
private struct SheetParts {
  var title: WrappedText?
  var message: WrappedText?
  var metrics: LayoutMetrics
  /// The number of action rows.
  var rows: Int

  init(
    for content: ModalContent, inner: Int, metrics: LayoutMetrics, fonts: ModalMeasurers
  ) {
    let lines = ModalLayout.sheetHeaderLines
    title = content.shownTitle.map { fonts.title.wrap($0, width: inner, maximumLines: lines) }
    message = content.shownMessage.map {
      fonts.message.wrap($0, width: inner, maximumLines: lines)
    }
    self.metrics = metrics
    rows = content.stackOrder.count
  }

  /// The title's and message's lines.
  var textHeight: Int {
    (title?.height ?? 0) * metrics.titleLineHeight + (message?.height ?? 0) * metrics.bodyLineHeight
  }

  /// The header with its insets, or 0 when it has no text.
  var headerHeight: Int {
    guard textHeight > 0 else { return 0 }
    let both = (title?.height ?? 0) > 0 && (message?.height ?? 0) > 0
    return textHeight + 2 * metrics.sheetHeaderPadding + (both ? metrics.sheetHeaderSpacing : 0)
  }

  /// Every action row.
  var rowsHeight: Int { rows * metrics.sheetRowHeight }
}

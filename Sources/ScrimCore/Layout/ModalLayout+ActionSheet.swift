// Action sheets: a bottom sheet at full width when compact; a popover next to the
// source rect when regular, on whichever side has room.

extension ModalLayout {
  /// The most title and message lines a sheet's header shows; the rest is cut with "…".
  static let sheetHeaderLines = 2

  static func actionSheet(
    for content: ModalContent, in size: Size, measurer: some TextMeasurer
  ) -> ModalLayout {
    let regular = SizeClass(width: size.width) == .regular
    if regular, let anchor = content.sourceRect {
      return popover(for: content, in: size, anchor: anchor, measurer: measurer)
    }
    return bottomSheet(for: content, in: size, measurer: measurer)
  }

  /// The rows a sheet needs at `inner` width: header lines and one row per action.
  private static func sheetParts(
    for content: ModalContent, inner: Int, measurer: some TextMeasurer
  ) -> (title: WrappedText?, message: WrappedText?, rows: Int) {
    let title = content.shownTitle.map {
      measurer.wrap($0, width: inner, maximumLines: sheetHeaderLines)
    }
    let message = content.shownMessage.map {
      measurer.wrap($0, width: inner, maximumLines: sheetHeaderLines)
    }
    return (title, message, content.stackOrder.count)
  }

  /// Lays out a sheet's border, header and rows in `frame`.
  private static func sheet(
    for content: ModalContent, frame: Rect, placement: Placement, measurer: some TextMeasurer
  ) -> ModalLayout {
    let border = CellMetrics.border
    let inner = frame.width - 2 * border - 2
    let parts = sheetParts(for: content, inner: inner, measurer: measurer)
    let x = frame.x + border + 1
    var y = frame.y + border
    let inside = frame.height - 2 * border
    let headerRows = (parts.title?.height ?? 0) + (parts.message?.height ?? 0)
    // The header gets what the rows leave, keeping half the sheet (or every row, when
    // fewer) for actions: a sheet is for choosing, and its header ends in "…".
    let headerShown = min(headerRows, max(0, inside - min(parts.rows, max(1, inside / 2))))
    var title: TextBlock?
    var message: TextBlock?
    var remaining = headerShown
    for (text, wrapped, isTitle) in [
      (content.shownTitle, parts.title, true), (content.shownMessage, parts.message, false),
    ] {
      guard let text, let wrapped, remaining > 0 else { continue }
      let rows = min(wrapped.height, remaining)
      let block = TextBlock.fitting(
        text, wrapped: wrapped, rows: rows, x: x, y: y, width: inner, measurer: measurer)
      if isTitle { title = block } else { message = block }
      y += rows
      remaining -= rows
    }
    let droppedHeader =
      (parts.title != nil && title == nil) || (parts.message != nil && message == nil)
    let buttons = ButtonArranger.arrange(
      titles: content.buttonTitles, rowOrder: content.stackOrder, stackOrder: content.stackOrder,
      area: Rect(x: x, y: y, width: inner, height: 0), maximumRows: inside - headerShown,
      forceStack: true, fillsWidth: true, measurer: measurer)
    return ModalLayout(
      placement: placement, frame: frame, hasBorder: true, isDegraded: droppedHeader,
      title: title, message: message, items: [],
      body: .empty(at: Rect(x: x, y: y, width: 0, height: 0)),
      buttons: buttons)
  }

  /// The height a sheet wants at `width`.
  private static func naturalSheetHeight(
    for content: ModalContent, width: Int, measurer: some TextMeasurer
  ) -> Int {
    let parts = sheetParts(
      for: content, inner: width - 2 * CellMetrics.border - 2, measurer: measurer)
    return 2 * CellMetrics.border + (parts.title?.height ?? 0) + (parts.message?.height ?? 0)
      + parts.rows
  }

  /// A compact sheet: full width, attached to the bottom edge; when its content is
  /// taller than half the container it opens at half height and its rows scroll (MDC).
  static func bottomSheet(
    for content: ModalContent, in size: Size, measurer: some TextMeasurer
  ) -> ModalLayout {
    let minimumRows = 2 * CellMetrics.border + (content.stackOrder.isEmpty ? 0 : 1)
    guard size.width >= 2 * CellMetrics.border + 3, size.height >= max(3, minimumRows) else {
      return degraded(for: content, in: size, placement: .bottomSheet, measurer: measurer)
    }
    let natural = naturalSheetHeight(for: content, width: size.width, measurer: measurer)
    let half = (size.height + 1) / 2
    let height = min(size.height, natural <= half ? natural : max(half, min(natural, 6)))
    let frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
    return sheet(for: content, frame: frame, placement: .bottomSheet, measurer: measurer)
  }

  /// A regular sheet: a popover beside `anchor`, below it if it fits, else above, right
  /// or left, else on the side with the most room; kept one cell inside the container.
  static func popover(
    for content: ModalContent, in size: Size, anchor rawAnchor: Rect, measurer: some TextMeasurer
  ) -> ModalLayout {
    let container = Rect(size: size)
    let margin = 1
    // An anchor outside the container is pulled to its nearest point inside.
    let anchorX = min(max(0, rawAnchor.x), max(0, size.width - 1))
    let anchorY = min(max(0, rawAnchor.y), max(0, size.height - 1))
    let anchor = container.intersection(
      Rect(x: anchorX, y: anchorY, width: max(1, rawAnchor.width), height: max(1, rawAnchor.height))
    )
    let rowWidth = content.buttonTitles.map { measurer.width(of: $0) }.max() ?? 0
    let headerWidth = max(
      content.shownTitle.map { measurer.width(of: $0) } ?? 0,
      content.shownMessage.map { measurer.width(of: $0) } ?? 0)
    let chrome = 2 * CellMetrics.border + 2
    let wanted = min(
      CellMetrics.maximumPopoverWidth,
      max(CellMetrics.minimumPopoverWidth, max(rowWidth, headerWidth) + chrome))
    let width = min(wanted, size.width - 2 * margin)
    let height = min(
      naturalSheetHeight(for: content, width: width, measurer: measurer), size.height - 2 * margin)
    guard width >= 5, height >= 3 else {
      return bottomSheet(for: content, in: size, measurer: measurer)
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
    guard frameWidth >= 5, frameHeight >= 3 else {
      return bottomSheet(for: content, in: size, measurer: measurer)
    }
    x = min(max(margin, x), size.width - margin - frameWidth)
    y = min(max(margin, y), size.height - margin - frameHeight)
    let frame = Rect(x: x, y: y, width: frameWidth, height: frameHeight)
    return sheet(for: content, frame: frame, placement: .popover(edge), measurer: measurer)
  }
}

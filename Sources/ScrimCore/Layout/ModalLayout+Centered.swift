// Alerts and dialogs: centred, between MDC's minimum and maximum widths, with the
// title pinned, the body scrolling and the buttons kept visible.

extension ModalLayout {
  static func centered(
    for content: ModalContent, in size: Size, measurer: some TextMeasurer
  ) -> ModalLayout {
    let border = CellMetrics.border
    // Width: natural content width plus chrome, clamped to MDC's range, then to the
    // container minus margins (margins go first when the container is narrow).
    let rowWidth = ButtonArranger.rowWidth(content.buttonTitles, measurer: measurer)
    let titleWidth = content.shownTitle.map { measurer.width(of: TextSanitizer.sanitized($0)) } ?? 0
    let natural = max(
      titleWidth, rowWidth, MeasuredBody.naturalWidth(of: content, measurer: measurer))
    let chrome = 2 * (border + CellMetrics.modalHorizontalPadding)
    let margin = CellMetrics.modalHorizontalMargin
    let available =
      size.width - 2 * margin >= CellMetrics.minimumModalWidth
      ? size.width - 2 * margin : size.width
    let width = min(
      available,
      min(CellMetrics.maximumModalWidth, max(CellMetrics.minimumModalWidth, natural + chrome)))
    var padding = CellMetrics.modalHorizontalPadding
    while padding > 0, width - 2 * border - 2 * padding < 8 { padding -= 1 }
    let inner = width - 2 * border - 2 * padding
    let needsRows = (content.shownTitle == nil ? 0 : 1) + (content.buttonTitles.isEmpty ? 0 : 1)
    guard inner >= 1, size.height >= 2 * border + max(1, needsRows) else {
      return degraded(for: content, in: size, placement: .centered, measurer: measurer)
    }

    // Heights: everything at its natural size, with every gap.
    let fullTitle = content.shownTitle.map { measurer.wrap($0, width: inner) }
    let body = MeasuredBody(content: content, width: inner, gap: 1, measurer: measurer)
    let probe = ButtonArranger.arrange(
      titles: content.buttonTitles, rowOrder: content.rowOrder, stackOrder: content.stackOrder,
      area: Rect(x: 0, y: 0, width: inner, height: 0), maximumRows: Int.max, measurer: measurer)
    let buttonRows = probe.region.contentHeight
    let titleRows = fullTitle?.height ?? 0
    let hasBody = body.height > 0
    func total(padTop: Int, gaps: Int, title: Int, body: Int, buttons: Int) -> Int {
      let titleGap = title > 0 && body > 0 ? gaps : 0
      let buttonGap = (title > 0 || body > 0) && buttons > 0 ? gaps : 0
      return 2 * border + padTop + title + titleGap + body + buttonGap + buttons
    }
    let naturalHeight = total(
      padTop: 1, gaps: 1, title: titleRows, body: body.height, buttons: buttonRows)
    var padTop = 1
    var gaps = 1
    var titleShown = titleRows
    var bodyShown = body.height
    var buttonsShown = buttonRows
    // Centring leaves MDC's vertical margin whenever there is room for it; when even
    // the modal alone is too tall, the top padding and the gaps go first, then the
    // body scrolls, with the actions at most half the height (MDC) and the title
    // pinned but capped so the body keeps a row.
    if naturalHeight > size.height {
      padTop = 0
      gaps = 0
      let inside = size.height - 2 * border
      buttonsShown = min(buttonRows, max(buttonRows > 0 ? 1 : 0, inside / 2))
      let rest = inside - buttonsShown
      titleShown = min(titleRows, max(titleRows > 0 ? 1 : 0, rest - (hasBody ? 1 : 0)))
      bodyShown = max(0, min(body.height, rest - titleShown))
      // Gaps come back when the body fits with two rows to spare.
      if hasBody, bodyShown > 0, rest - titleShown - bodyShown >= 2 { gaps = 1 }
    }
    let height = total(
      padTop: padTop, gaps: gaps, title: titleShown, body: bodyShown, buttons: buttonsShown)
    let frame = Rect(
      x: (size.width - width) / 2, y: max(0, (size.height - height) / 2), width: width,
      height: height)
    let x = frame.x + border + padding
    var y = frame.y + border + padTop

    var title: TextBlock?
    if let text = content.shownTitle, titleShown > 0 {
      let wrapped =
        titleShown < titleRows
        ? measurer.wrap(text, width: inner, maximumLines: titleShown) : fullTitle
      title = TextBlock(
        frame: Rect(x: x, y: y, width: inner, height: titleShown), lines: wrapped?.lines ?? [],
        isTruncated: wrapped?.isTruncated ?? false)
      y += titleShown + (bodyShown > 0 ? gaps : 0)
    }
    let viewport = Rect(x: x, y: y, width: inner, height: bodyShown)
    let placed = body.place(at: viewport, width: inner)
    let bodyRegion = ScrollRegion(
      viewport: viewport, contentHeight: bodyShown > 0 ? body.height : 0)
    y += bodyShown
    if buttonsShown > 0, titleShown > 0 || bodyShown > 0 { y += gaps }
    let buttons = ButtonArranger.arrange(
      titles: content.buttonTitles, rowOrder: content.rowOrder, stackOrder: content.stackOrder,
      area: Rect(x: x, y: y, width: inner, height: 0), maximumRows: buttonsShown, measurer: measurer
    )
    return ModalLayout(
      placement: .centered, frame: frame, hasBorder: true,
      isDegraded: hasBody && bodyShown == 0, title: title,
      message: bodyShown > 0 ? placed.message : nil, items: bodyShown > 0 ? placed.items : [],
      body: bodyRegion, buttons: buttons)
  }
}

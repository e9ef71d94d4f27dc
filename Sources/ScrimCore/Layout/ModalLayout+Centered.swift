// Alerts and dialogs: centred, between MDC's minimum and maximum widths, with the
// title pinned, the body scrolling and the buttons kept visible.

extension ModalLayout {
  static func centered(
    for content: ModalContent, in size: Size, metrics: LayoutMetrics, measurer: some TextMeasurer
  ) -> ModalLayout {
    let border = metrics.border
    let fonts = ModalMeasurers(content.fonts, measurer)
    // Width: natural content width plus chrome, clamped to MDC's range, then to the
    // container minus margins (margins go first when the container is narrow). MDC
    // insets the buttons less than the text, so each brings its own chrome.
    let actionsInset = min(metrics.modalHorizontalPadding, metrics.actionsHorizontalInset)
    let rowWidth = ButtonArranger.rowWidth(
      content.buttonTitles, metrics: metrics, measurer: fonts.button)
    let titleWidth =
      content.shownTitle.map { fonts.title.width(of: TextSanitizer.sanitized($0)) } ?? 0
    let textWidth = max(
      titleWidth, MeasuredBody.naturalWidth(of: content, metrics: metrics, measurer: measurer))
    let natural =
      2 * border
      + max(textWidth + 2 * metrics.modalHorizontalPadding, rowWidth + 2 * actionsInset)
    let margin = metrics.modalHorizontalMargin
    let available =
      size.width - 2 * margin >= metrics.minimumModalWidth ? size.width - 2 * margin : size.width
    let width = min(
      available, min(metrics.maximumModalWidth, max(metrics.minimumModalWidth, natural)))
    let padding = min(
      metrics.modalHorizontalPadding, max(0, (width - 2 * border - metrics.minimumTextWidth) / 2))
    let inner = width - 2 * border - 2 * padding
    let buttonsInset = min(padding, actionsInset)
    let needs =
      (content.shownTitle == nil ? 0 : metrics.titleLineHeight)
      + (content.buttonTitles.isEmpty ? 0 : metrics.buttonHeight)
    let smallest = 2 * border + max(metrics.bodyLineHeight, needs)
    guard inner >= 1, size.height >= smallest else {
      return degraded(
        for: content, in: size, placement: .centered, metrics: metrics, measurer: measurer)
    }
    let verticalMargin = metrics.modalVerticalMargin
    let room =
      size.height - 2 * verticalMargin >= smallest ? size.height - 2 * verticalMargin : size.height

    // Heights: everything at its natural size, with every gap.
    let fullTitle = content.shownTitle.map { fonts.title.wrap($0, width: inner) }
    let body = MeasuredBody(content: content, width: inner, metrics: metrics, measurer: measurer)
    let probe = ButtonArranger.arrange(
      titles: content.buttonTitles, rowOrder: content.rowOrder, stackOrder: content.stackOrder,
      area: Rect(x: 0, y: 0, width: width - 2 * border - 2 * buttonsInset, height: 0),
      maximumHeight: Int.max, metrics: metrics, measurer: fonts.button)
    let buttonsHeight = probe.region.contentHeight
    let titleLines = fullTitle?.height ?? 0
    let hasBody = body.height > 0
    let spacing = Spacing(metrics: metrics)
    var padTop = metrics.modalTopPadding
    var gaps = true
    var titleLinesShown = titleLines
    var bodyShown = body.height
    var buttonsShown = buttonsHeight
    // Centring leaves MDC's vertical margin whenever there is room for it. When even the
    // modal alone is too tall, the body scrolls, with the actions at most half the
    // height (MDC) and the title pinned but capped so the body keeps a line; the top
    // padding and the gaps go first unless the metrics keep them (and the body still
    // keeps a line with them).
    // The title icon is decoration: it goes first when the modal does not fit.
    var iconBlock =
      content.titleIcon == nil ? 0 : metrics.titleIconHeight + metrics.titleIconSpacing
    var naturalHeight = spacing.total(
      padTop: padTop, gaps: true, title: titleLines * metrics.titleLineHeight + iconBlock,
      body: body.height, buttons: buttonsHeight)
    if naturalHeight > room, iconBlock > 0 {
      naturalHeight -= iconBlock
      iconBlock = 0
    }
    if naturalHeight > room {
      func share(_ inside: Int) -> (buttons: Int, titleLines: Int, body: Int) {
        let buttons = min(
          buttonsHeight, max(buttonsHeight > 0 ? metrics.buttonHeight : 0, inside / 2))
        let rest = inside - buttons
        let lines = min(
          titleLines,
          max(
            titleLines > 0 ? 1 : 0,
            (rest - (hasBody ? metrics.bodyLineHeight : 0)) / metrics.titleLineHeight))
        return (buttons, lines, max(0, min(body.height, rest - lines * metrics.titleLineHeight)))
      }
      let chrome =
        naturalHeight - titleLines * metrics.titleLineHeight - body.height - buttonsHeight
      let spaced = share(room - chrome)
      let spacedFits =
        spaced.buttons + spaced.titleLines * metrics.titleLineHeight + spaced.body
        <= room - chrome && (!hasBody || spaced.body >= metrics.bodyLineHeight)
      if metrics.keepsSpacingWhenScrolling, spacedFits {
        (buttonsShown, titleLinesShown, bodyShown) = spaced
      } else {
        padTop = 0
        gaps = false
        (buttonsShown, titleLinesShown, bodyShown) = share(room - 2 * border)
        let rest = room - 2 * border - buttonsShown
        let titleShown = titleLinesShown * metrics.titleLineHeight
        // Gaps come back when the body fits with room to spare for all of them.
        if hasBody, bodyShown > 0, rest - titleShown - bodyShown >= spacing.allGaps {
          gaps = true
        }
      }
    }
    let titleShown = titleLinesShown * metrics.titleLineHeight
    let height = spacing.total(
      padTop: padTop, gaps: gaps, title: titleShown + iconBlock, body: bodyShown,
      buttons: buttonsShown)
    let frame = Rect(
      x: (size.width - width) / 2, y: max(0, (size.height - height) / 2), width: width,
      height: height)
    let x = frame.x + border + padding
    var y = frame.y + border + padTop

    var titleIcon: Rect?
    if iconBlock > 0 {
      titleIcon = Rect(x: x, y: y, width: inner, height: metrics.titleIconHeight)
      y += iconBlock
      if titleShown == 0, bodyShown > 0, gaps { y += metrics.titleSpacing }
    }
    var title: TextBlock?
    if let text = content.shownTitle, titleShown > 0 {
      let wrapped =
        titleLinesShown < titleLines
        ? fonts.title.wrap(text, width: inner, maximumLines: titleLinesShown) : fullTitle
      title = TextBlock(
        frame: Rect(x: x, y: y, width: inner, height: titleShown), lines: wrapped?.lines ?? [],
        isTruncated: wrapped?.isTruncated ?? false)
      y += titleShown + (bodyShown > 0 && gaps ? metrics.titleSpacing : 0)
    }
    let viewport = Rect(x: x, y: y, width: inner, height: bodyShown)
    let placed = body.place(at: viewport, width: inner)
    let bodyRegion = ScrollRegion(
      viewport: viewport, contentHeight: bodyShown > 0 ? body.height : 0,
      lineHeight: metrics.bodyLineHeight)
    y += bodyShown
    if buttonsShown > 0, gaps {
      y +=
        spacing.aboveButtons(title: titleShown + iconBlock, body: bodyShown)
        + metrics.actionsVerticalInset
    }
    let buttons = ButtonArranger.arrange(
      titles: content.buttonTitles, rowOrder: content.rowOrder, stackOrder: content.stackOrder,
      area: Rect(
        x: frame.x + border + buttonsInset, y: y, width: width - 2 * border - 2 * buttonsInset,
        height: 0),
      maximumHeight: buttonsShown, metrics: metrics, measurer: fonts.button)
    var layout = ModalLayout(
      placement: .centered, frame: frame, hasBorder: border > 0,
      isDegraded: hasBody && bodyShown == 0, title: title,
      message: bodyShown > 0 ? placed.message : nil, items: bodyShown > 0 ? placed.items : [],
      body: bodyRegion, buttons: buttons)
    layout.titleIcon = titleIcon
    layout.titleIconImage = titleIcon == nil ? nil : content.titleIcon
    return layout
  }
}

/// The room around and between a centred modal's title, body and buttons (MDC's insets).
private struct Spacing {
  var metrics: LayoutMetrics

  /// What every gap together takes, the most the gaps can add to a modal.
  var allGaps: Int {
    metrics.titleSpacing + metrics.bodySpacing
      + max(2 * metrics.actionsVerticalInset, metrics.modalBottomPadding)
  }

  /// The gap between what is above the buttons and the buttons: the body's when there is
  /// one, else the title's.
  func aboveButtons(title: Int, body: Int) -> Int {
    body > 0 ? metrics.bodySpacing : (title > 0 ? metrics.titleSpacing : 0)
  }

  /// The height of a modal with these parts; without `gaps`, only the top padding and
  /// the border separate them.
  func total(padTop: Int, gaps: Bool, title: Int, body: Int, buttons: Int) -> Int {
    var height = 2 * metrics.border + padTop + title + body + buttons
    guard gaps else { return height }
    if title > 0, body > 0 { height += metrics.titleSpacing }
    if buttons > 0 {
      height += aboveButtons(title: title, body: body) + 2 * metrics.actionsVerticalInset
    } else if title > 0 || body > 0 {
      height += metrics.modalBottomPadding
    }
    return height
  }
}

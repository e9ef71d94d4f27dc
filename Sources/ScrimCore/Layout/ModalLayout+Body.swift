// The body of a modal: the message and the items, measured at a width and placed.

/// The measured body, before it is given a place.
struct MeasuredBody {
  /// One block of the body: the message (index nil) or an item.
  struct Block {
    var itemIndex: Int?
    var lines: [String]
    var isTruncated: Bool
    var height: Int
  }

  var blocks: [Block]
  /// The room between the message and the items (MDC's 20 pt accessory inset).
  var gap: Int

  /// The total height.
  var height: Int {
    guard !blocks.isEmpty else { return 0 }
    let hasMessage = blocks.contains { $0.itemIndex == nil }
    let gaps = hasMessage && blocks.count > 1 ? gap : 0
    return blocks.reduce(0) { $0 + $1.height } + gaps
  }

  /// The widest the body wants to be, unwrapped.
  static func naturalWidth(
    of content: ModalContent, metrics: LayoutMetrics, measurer base: some TextMeasurer
  ) -> Int {
    let fonts = ModalMeasurers(content.fonts, base)
    var widest = 0
    if let message = content.shownMessage {
      for paragraph in message.split(whereSeparator: \.isNewline) {
        widest = max(widest, fonts.message.width(of: TextSanitizer.sanitized(String(paragraph))))
      }
    }
    let measurer = fonts.control
    for (index, item) in content.items.enumerated() {
      switch item {
      case .text(let text):
        for paragraph in text.split(whereSeparator: \.isNewline) {
          widest = max(
            widest, fonts.message.width(of: TextSanitizer.sanitized(String(paragraph))))
        }
      case .textField(let label):
        widest = max(
          widest, measurer.width(of: label) + metrics.fieldChrome, metrics.minimumFieldWidth)
      case .toggle(let title):
        widest = max(widest, measurer.width(of: title) + metrics.controlIndent)
      case .choice(let title, let options):
        widest = max(widest, fonts.listTitle.width(of: title))
        if let columns = content.lists[index] {
          let second = columns.detailWidth > 0 ? metrics.listColumnGap + columns.detailWidth : 0
          let indicator = columns.scrolls ? metrics.listIndicatorWidth : 0
          widest = max(
            widest,
            columns.titleWidth + second + metrics.listTextIndent(showsMarks: columns.showsMarks)
              + indicator)
        } else {
          for option in options {
            widest = max(widest, measurer.width(of: option) + metrics.controlIndent)
          }
        }
      case .progress:
        widest = max(widest, metrics.minimumFieldWidth)
      case .slider(let title, let value):
        let label = measurer.width(of: title) + (value.map { measurer.width(of: " \($0)") } ?? 0)
        widest = max(widest, label, metrics.minimumFieldWidth)
      case .datePicker(let picker):
        widest = max(widest, measurer.width(of: picker.header), 7 * picker.cellWidth)
      case .timePicker(let fields):
        // Each field's box keeps its inset on either side of its digits.
        widest = max(
          widest,
          measurer.width(of: fields.joined(separator: TimePickerElement.separator))
            + 2 * metrics.timeFieldInset * fields.count)
      case .statusList(let items):
        widest = max(
          widest, StatusListLayout.naturalWidth(of: items, metrics: metrics, measurer: measurer))
      case .textArea:
        // A text's lines wrap: it takes all the width the modal may have.
        widest = max(widest, metrics.maximumModalWidth)
      case .image(let size, let fallback, let isLabel):
        widest = max(
          widest,
          ImageBox.naturalWidth(
            size: size, fallback: fallback, isLabel: isLabel, metrics: metrics,
            measurer: measurer))
      }
    }
    return widest
  }

  /// Measures the body at `width`: text in lines of `bodyLineHeight`, controls in rows
  /// of `controlHeight`.
  init(
    content: ModalContent, width: Int, metrics: LayoutMetrics, measurer base: some TextMeasurer
  ) {
    gap = metrics.accessorySpacing
    let fonts = ModalMeasurers(content.fonts, base)
    let measurer = fonts.control
    let lineHeight = metrics.bodyLineHeight
    let row = metrics.controlHeight
    let indented = max(0, width - metrics.controlIndent)
    let errorWidth = content.fieldErrorWidth(
      bodyWidth: width, metrics: metrics, measurer: measurer)
    var message: [Block] = []
    if let text = content.shownMessage {
      let wrapped = fonts.message.wrap(text, width: width)
      message.append(
        Block(
          itemIndex: nil, lines: wrapped.lines, isTruncated: false,
          height: wrapped.height * lineHeight))
    }
    var items: [Block] = []
    for (index, item) in content.items.enumerated() {
      switch item {
      case .text(let text):
        let wrapped = fonts.message.wrap(text, width: width)
        items.append(
          Block(
            itemIndex: index, lines: wrapped.lines, isTruncated: false,
            height: wrapped.height * lineHeight))
      case .textField(let label):
        let shown = measurer.truncate(label, width: max(0, width - metrics.fieldChrome))
        // An error takes lines of its own under the field.
        let error = content.fieldErrors[index].map {
          fonts.fieldError.wrap($0, width: errorWidth).height * lineHeight
        }
        items.append(
          Block(itemIndex: index, lines: [shown], isTruncated: false, height: row + (error ?? 0)))
      case .toggle(let title):
        let shown = measurer.truncate(title, width: indented)
        items.append(Block(itemIndex: index, lines: [shown], isTruncated: false, height: row))
      case .choice(let title, let options):
        let columns = content.lists[index]
        let indent =
          columns.map { metrics.listTextIndent(showsMarks: $0.showsMarks) }
          ?? metrics.controlIndent
        // A list that scrolls keeps its last column for the ▲ and ▼ that say so.
        let indicator = columns?.scrolls == true ? metrics.listIndicatorWidth : 0
        let room = max(0, width - indent - indicator)
        let space = max(1, measurer.width(of: " "))
        let gapSpaces = (metrics.listColumnGap + space - 1) / space
        let rows = options.enumerated().map { position, option in
          let line = columns.map {
            Self.row(option, at: position, in: $0, gapSpaces: gapSpaces, measurer: measurer)
          }
          return measurer.truncate(line ?? option, width: room)
        }
        let lines = [fonts.listTitle.truncate(title, width: width)] + rows
        items.append(
          Block(itemIndex: index, lines: lines, isTruncated: false, height: lines.count * row))
      case .progress:
        items.append(Block(itemIndex: index, lines: [""], isTruncated: false, height: row))
      case .slider(let title, let value):
        // The value keeps its room at the end of the first row; the title gives way.
        let valueWidth = value.map { measurer.width(of: " \($0)") } ?? 0
        let shown = measurer.truncate(title, width: max(0, width - valueWidth))
        items.append(
          Block(itemIndex: index, lines: [shown, ""], isTruncated: false, height: 2 * row))
      case .datePicker(let picker):
        let lines = picker.lines
        items.append(
          Block(
            itemIndex: index, lines: lines, isTruncated: false, height: lines.count * lineHeight))
      case .timePicker(let fields):
        items.append(
          Block(
            itemIndex: index, lines: [fields.joined(separator: TimePickerElement.separator)],
            isTruncated: false,
            height: row))
      case .statusList(let rows):
        let lines = StatusListLayout.names(
          of: rows, width: width, metrics: metrics, measurer: measurer)
        items.append(
          Block(itemIndex: index, lines: lines, isTruncated: false, height: lines.count * row))
      case .textArea(let rows):
        items.append(
          Block(itemIndex: index, lines: [], isTruncated: false, height: rows * lineHeight))
      case .image(let size, let fallback, let isLabel):
        let box = ImageBox(
          size: size, fallback: fallback, isLabel: isLabel, width: width, metrics: metrics,
          measurer: measurer)
        items.append(
          Block(itemIndex: index, lines: box.lines, isTruncated: false, height: box.height))
      }
    }
    blocks = content.itemsAboveMessage ? items + message : message + items
  }

  /// One row of a list: its first column padded to the column's width, then
  /// `gapSpaces` spaces (`LayoutMetrics.listColumnGap` in spaces), then its second.
  static func row(
    _ first: String, at position: Int, in columns: ListColumns, gapSpaces: Int,
    measurer: some TextMeasurer
  ) -> String {
    guard columns.details.indices.contains(position), !columns.details[position].isEmpty else {
      return first
    }
    // Padded with spaces, as many as fill the column in the measurer's units (one a cell).
    let padding = max(0, columns.titleWidth - measurer.width(of: TextSanitizer.sanitized(first)))
    let space = max(1, measurer.width(of: " "))
    let gap = String(repeating: " ", count: (padding + space - 1) / space + gapSpaces)
    return first + gap + columns.details[position]
  }

  /// Places the blocks from `origin` down, as if scrolled to the top.
  func place(at origin: Rect, width: Int) -> (message: TextBlock?, items: [ModalLayout.ItemFrame]) {
    var y = origin.y
    var message: TextBlock?
    var items: [ModalLayout.ItemFrame] = []
    for (position, block) in blocks.enumerated() {
      if position > 0, block.itemIndex == nil || blocks[position - 1].itemIndex == nil {
        y += gap
      }
      let frame = Rect(x: origin.x, y: y, width: width, height: block.height)
      if let index = block.itemIndex {
        items.append(ModalLayout.ItemFrame(index: index, frame: frame, lines: block.lines))
      } else {
        message = TextBlock(frame: frame, lines: block.lines, isTruncated: block.isTruncated)
      }
      y += block.height
    }
    return (message, items)
  }
}

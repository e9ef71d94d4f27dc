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
  /// The rows between the message and the items (MDC's 20 pt accessory inset).
  var gap: Int

  /// The total height.
  var height: Int {
    guard !blocks.isEmpty else { return 0 }
    let hasMessage = blocks.contains { $0.itemIndex == nil }
    let gaps = hasMessage && blocks.count > 1 ? gap : 0
    return blocks.reduce(0) { $0 + $1.height } + gaps
  }

  /// The widest the body wants to be, unwrapped, in cells.
  static func naturalWidth(of content: ModalContent, measurer: some TextMeasurer) -> Int {
    var widest = 0
    if let message = content.shownMessage {
      for paragraph in message.split(whereSeparator: \.isNewline) {
        widest = max(widest, measurer.width(of: TextSanitizer.sanitized(String(paragraph))))
      }
    }
    for item in content.items {
      switch item {
      case .text(let text):
        for paragraph in text.split(whereSeparator: \.isNewline) {
          widest = max(widest, measurer.width(of: TextSanitizer.sanitized(String(paragraph))))
        }
      case .textField(let label): widest = max(widest, measurer.width(of: label) + 2, 20)
      case .toggle(let title): widest = max(widest, measurer.width(of: title) + 4)
      case .choice(let title, let options):
        widest = max(widest, measurer.width(of: title))
        for option in options { widest = max(widest, measurer.width(of: option) + 4) }
      }
    }
    return widest
  }

  /// Measures the body at `width`.
  init(content: ModalContent, width: Int, gap: Int, measurer: some TextMeasurer) {
    self.gap = gap
    var message: [Block] = []
    if let text = content.shownMessage {
      let wrapped = measurer.wrap(text, width: width)
      message.append(
        Block(itemIndex: nil, lines: wrapped.lines, isTruncated: false, height: wrapped.height))
    }
    var items: [Block] = []
    for (index, item) in content.items.enumerated() {
      switch item {
      case .text(let text):
        let wrapped = measurer.wrap(text, width: width)
        items.append(
          Block(itemIndex: index, lines: wrapped.lines, isTruncated: false, height: wrapped.height))
      case .textField(let label):
        items.append(
          Block(
            itemIndex: index, lines: [measurer.truncate(label, width: max(0, width - 2))],
            isTruncated: false, height: 1))
      case .toggle(let title):
        items.append(
          Block(
            itemIndex: index, lines: [measurer.truncate(title, width: max(0, width - 4))],
            isTruncated: false, height: 1))
      case .choice(let title, let options):
        let lines =
          [measurer.truncate(title, width: width)]
          + options.map { measurer.truncate($0, width: max(0, width - 4)) }
        items.append(Block(itemIndex: index, lines: lines, isTruncated: false, height: lines.count))
      }
    }
    blocks = content.itemsAboveMessage ? items + message : message + items
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

extension ModalLayout {
  /// What a pointer at a column and row of the container (an x and y in points, for a
  /// layout in points) touches, with the body and buttons scrolled by `scroll`: a button,
  /// a control, a choice's option, the modal's own surface, or the scrim around it.
  ///
  /// Parts scrolled out of their viewport are not hit; rows of a choice list are its
  /// options after its title row, each `LayoutMetrics.controlHeight` high.
  ///
  ///     layout.target(column: 40, row: 12, in: content, scroll: scroll)  // .action(1)
  ///
  /// - Parameters:
  ///   - column: The pointer's column (x) in the container.
  ///   - row: The pointer's row (y) in the container.
  ///   - content: The content this layout was made from, which tells the items' kinds.
  ///   - scroll: How far the body and buttons are scrolled.
  public func target(
    column: Int, row: Int, in content: ModalContent, scroll: ModalScroll = ModalScroll()
  ) -> PointerTarget {
    let point = Rect(x: column, y: row, width: 1, height: 1)
    guard frame.intersects(point) else { return .scrim }
    let buttonView = buttons.region.viewport
    if buttonView.intersects(point) || buttonView.isEmpty {
      for button in buttons.buttons {
        var shown = button.frame
        shown.y -= scroll.buttons
        if shown.intersects(point), buttonView.isEmpty || buttonView.intersects(shown) {
          return .action(button.index)
        }
      }
    }
    if body.viewport.intersects(point) {
      for item in items {
        var shown = item.frame
        shown.y -= scroll.body
        guard shown.intersects(point) else { continue }
        // Every row of an item is as tall: its frame divided among its lines.
        let rowHeight = max(1, shown.height / max(1, item.lines.count))
        let line = (row - shown.y) / rowHeight
        if line == 1, content.items.indices.contains(item.index),
          case .slider = content.items[item.index]
        {
          return .sliderTrack(control: item.index, position: column - shown.x, length: shown.width)
        }
        if let hit = datePickerTarget(
          item, line: line, x: column - shown.x, width: shown.width, in: content)
        {
          return hit
        }
        return itemTarget(item, line: line, in: content)
      }
    }
    return .content
  }

  /// The target of one line of an item; text items are not targets.
  private func itemTarget(_ item: ItemFrame, line: Int, in content: ModalContent) -> PointerTarget {
    guard content.items.indices.contains(item.index) else { return .content }
    switch content.items[item.index] {
    case .textField, .toggle, .textArea, .slider, .timePicker: return .control(item.index)
    case .choice:
      let first = content.lists[item.index]?.first ?? 0
      return line == 0
        ? .control(item.index) : .choiceOption(control: item.index, option: first + line - 1)
    case .text, .progress, .image, .datePicker, .statusList: return .content
    }
  }
}

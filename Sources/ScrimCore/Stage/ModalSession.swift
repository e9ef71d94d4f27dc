/// The active modal's content, layout, style and scroll offsets, kept between snapshots and
/// made again only when the modal, its revision, the scheme or the container's size
/// changes.
@MainActor
struct ModalSession {
  let modal: any Modal
  var revision: Int
  var size: Size
  /// The stage's appearance counter when laid out: a number to compare, where the scheme
  /// itself is a large value.
  var appearance: Int
  var content: ModalContent
  var layout: ModalLayout
  var style: ResolvedModalStyle
  var scroll = ModalScroll()

  init(
    modal: any Modal, size: Size, scheme: ContainerScheme, appearance: Int,
    measurer: any TextMeasurer, metrics: LayoutMetrics
  ) {
    self.modal = modal
    revision = modal.revision
    self.size = size
    self.appearance = appearance
    style = modal.resolvedStyle(fallback: scheme)
    (content, layout) = Self.fit(
      modal, style: style, size: size, measurer: measurer, metrics: metrics)
  }

  /// Lays the modal out with its lists as tall as fit: at most the container's rows, less
  /// what would make the body scroll or crowd out the dialog's margins, never fewer than
  /// three rows.
  ///
  /// Costs two layouts of the rows shown, never of a list's every item; `built` is the
  /// first pass's content when the caller already made it.
  static func fit(
    _ modal: any Modal, style: ResolvedModalStyle, size: Size, measurer: any TextMeasurer,
    metrics: LayoutMetrics, built: ModalContent? = nil
  ) -> (ModalContent, ModalLayout) {
    let bound = max(1, size.height / max(1, metrics.controlHeight))
    var content =
      built ?? modal.layoutContent(style: style, measurer: measurer, rowBound: bound)
    var layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
    let fitting = modal.controls.compactMap { control -> ChoiceList? in
      guard case .choice(let list) = control, list.fittedRowCount == nil else { return nil }
      return list
    }
    guard !fitting.isEmpty else { return (content, layout) }
    // A list that fills the screen squeezes the dialog's own padding out; it gives up a
    // few rows instead, so the dialog keeps its margins.
    let row = max(1, metrics.controlHeight)
    let crowding = max(0, layout.frame.height - (size.height - 4 * row))
    var overflow = (layout.body.maximumOffset + crowding) / row
    for list in fitting {
      let shown = list.shownRowCount
      let cut = min(overflow, max(0, shown - 3))
      list.fittedRowCount = shown - cut
      overflow -= cut
    }
    content = modal.layoutContent(style: style, measurer: measurer, rowBound: bound)
    layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
    return (content, layout)
  }

  /// Whether a list has not been fitted to the container since it changed.
  static func hasUnfittedList(_ modal: any Modal) -> Bool {
    modal.controls.contains { control in
      if case .choice(let list) = control { return list.fittedRowCount == nil }
      return false
    }
  }

  /// Forgets the rows the lists fitted, so that they fit the container again.
  static func forgetFittedRows(of modal: any Modal) {
    for control in modal.controls {
      if case .choice(let list) = control { list.fittedRowCount = nil }
    }
  }

  /// Lays the modal out again when its content, style or the size changed; keeps the
  /// scroll offsets.
  ///
  /// Typing into a field changes the revision but not the layout, which is kept.
  ///
  /// - Returns: Whether the layout was made again.
  @discardableResult
  mutating func refresh(
    size: Size, scheme: ContainerScheme, appearance: Int, measurer: any TextMeasurer,
    metrics: LayoutMetrics
  ) -> Bool {
    guard modal.revision != revision || size != self.size || appearance != self.appearance
    else { return false }
    revision = modal.revision
    self.appearance = appearance
    let style = modal.resolvedStyle(fallback: scheme)
    if size != self.size { Self.forgetFittedRows(of: modal) }
    let bound = max(1, size.height / max(1, metrics.controlHeight))
    var content = modal.layoutContent(style: style, measurer: measurer, rowBound: bound)
    guard content != self.content || style != self.style || size != self.size else {
      return false
    }
    if size != self.size || content.items.count != self.content.items.count
      || Self.hasUnfittedList(modal)
    {
      (content, layout) = Self.fit(
        modal, style: style, size: size, measurer: measurer, metrics: metrics, built: content)
    } else {
      layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
    }
    self.size = size
    self.style = style
    self.content = content
    scroll.clamp(to: layout)
    // The list scrolled only to show its highlight: its revision moved again.
    revision = modal.revision
    return true
  }

  /// Scrolls just enough to show what has focus: a choice list's selected option, a
  /// control, or a button.
  mutating func reveal(_ focus: FocusTarget?) {
    scroll.reveal(focus, row: focusRow(focus), in: layout)
  }

  /// The row within the focused control to keep visible: a choice list's highlighted row
  /// in its window.
  private func focusRow(_ focus: FocusTarget?) -> Int {
    guard case .control(let index)? = focus, modal.controls.indices.contains(index),
      case .choice(let list) = modal.controls[index]
    else { return 0 }
    let first = content.lists[index]?.first ?? 0
    return max(0, list.highlightedIndex - first) + 1
  }
}

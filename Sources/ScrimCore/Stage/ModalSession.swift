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
    content = modal.layoutContent(style: style)
    layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
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
    let content = modal.layoutContent(style: style)
    guard content != self.content || style != self.style || size != self.size else {
      return false
    }
    self.size = size
    self.style = style
    self.content = content
    layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
    scroll.clamp(to: layout)
    return true
  }

  /// Scrolls just enough to show what has focus: a choice list's selected option, a
  /// control, or a button.
  mutating func reveal(_ focus: FocusTarget?) {
    scroll.reveal(focus, row: focusRow(focus), in: layout)
  }

  /// The row within the focused control to keep visible: a choice list's selection.
  private func focusRow(_ focus: FocusTarget?) -> Int {
    guard case .control(let index)? = focus, modal.controls.indices.contains(index),
      case .choice(let list) = modal.controls[index]
    else { return 0 }
    return list.selectedIndex + 1
  }
}

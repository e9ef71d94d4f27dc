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
  var content: ModalContent { didSet { parts = nil } }
  var layout: ModalLayout { didSet { parts = nil } }
  var style: ResolvedModalStyle { didSet { parts = nil } }
  /// The three above as one shared reference, made on first asking after they changed.
  private var parts: ModalLayerParts?
  /// Each action's button state, made again with the revision (a sheet may hold 100,000).
  var buttons: [ButtonState]
  var scroll = ModalScroll()
  /// The lists' windows the layout was made with, by control index.
  var windows: [Int: ListWindow] = [:]
  /// The errors under the fields the layout was made with, by control index: the
  /// presenter's, as it decides which show.
  var fieldErrors: [Int: String] = [:]
  /// The item being renamed in its row the layout was made with: the presenter's.
  var renamed: RenamedRow?
  /// Each list's measured column widths, by control index: kept here, for this stage's one
  /// measurer, and measured again only when the list's items or columns change.
  private var widths: [Int: ColumnWidths] = [:]

  init(
    modal: any Modal, lists: inout [Int: ListState], size: Size, scheme: ContainerScheme,
    appearance: Int, measurer: any TextMeasurer, metrics base: LayoutMetrics,
    contentSize: ContentSizeCategory, fieldErrors: [Int: String] = [:],
    renamed: RenamedRow? = nil
  ) {
    self.modal = modal
    self.fieldErrors = fieldErrors
    self.renamed = renamed
    revision = modal.revision
    self.size = size
    self.appearance = appearance
    let metrics = base.adjusted(for: modal.contentSizeCategory(contentSize, fallback: scheme))
    style = modal.resolvedStyle(fallback: scheme, contentSize: contentSize)
    buttons = Self.buttonStates(of: modal)
    content = ModalContent(title: nil, message: nil, buttonTitles: [])
    layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
    fit(lists: &lists, measurer: measurer, metrics: metrics)
  }

  /// The rows each list shows now: as many as fitted (else the container's bound), at most
  /// its limit, scrolled to show its highlight if that moved; writes the windows into the
  /// lists' states.
  private mutating func makeWindows(
    lists: inout [Int: ListState], measurer: any TextMeasurer, metrics: LayoutMetrics
  ) -> [Int: ListWindow] {
    let bound = max(1, size.height / max(1, metrics.controlHeight))
    var windows: [Int: ListWindow] = [:]
    for (index, control) in modal.controls.enumerated() {
      guard case .choice(let list) = control else { continue }
      var state = lists[index] ?? ListState(for: list)
      let fitted = state.fitted.flatMap { fit in
        fit.itemsRevision == list.itemsRevision && fit.limit == list.visibleRowLimit
          ? fit.rows : nil
      }
      let rows = state.window(
        rows: min(list.visibleRowLimit ?? Int.max, fitted ?? bound), in: list)
      lists[index] = state
      // An item being renamed shows (and is measured with) the detail typed so far.
      let typed = renamed.flatMap {
        $0.control == index ? RenamedText(item: $0.item, text: $0.text) : nil
      }
      let measured = widths[index].flatMap { list.isMeasured(by: $0, renamed: typed) ? $0 : nil }
      let columns = measured ?? list.measuredColumns(measurer: measurer, renamed: typed)
      widths[index] = columns
      windows[index] = ListWindow(rows: rows, widths: columns)
    }
    return windows
  }

  /// Lays the modal out with its lists as tall as fit: at most the container's rows, less
  /// what would make the body scroll or crowd out the dialog's margins, never fewer than
  /// three rows.
  ///
  /// Costs two layouts of the rows shown, never of a list's every item.
  private mutating func fit(
    lists: inout [Int: ListState], measurer: any TextMeasurer, metrics: LayoutMetrics
  ) {
    let bound = max(1, size.height / max(1, metrics.controlHeight))
    windows = makeWindows(lists: &lists, measurer: measurer, metrics: metrics)
    content = modal.layoutContent(
      style: style, measurer: measurer, rowBound: bound, windows: windows,
      fieldErrors: fieldErrors)
    layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
    let fitting = unfittedLists(lists)
    guard !fitting.isEmpty else { return }
    // A list that fills the screen squeezes the dialog's own padding out; it gives up a
    // few rows instead, so the dialog keeps its margins.
    let row = max(1, metrics.controlHeight)
    let crowding = max(0, layout.frame.height - (size.height - 4 * row))
    var overflow = (layout.body.maximumOffset + crowding) / row
    for index in fitting {
      guard case .choice(let list) = modal.controls[index], var state = lists[index] else {
        continue
      }
      let shown = state.shownRows
      let cut = min(overflow, max(0, shown - 3))
      state.fitted = ListState.Fit(
        rows: shown - cut, itemsRevision: list.itemsRevision, limit: list.visibleRowLimit)
      lists[index] = state
      overflow -= cut
    }
    windows = makeWindows(lists: &lists, measurer: measurer, metrics: metrics)
    content = modal.layoutContent(
      style: style, measurer: measurer, rowBound: bound, windows: windows,
      fieldErrors: fieldErrors)
    layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
  }

  /// The lists not fitted to the container since they changed, by control index.
  private func unfittedLists(_ lists: [Int: ListState]) -> [Int] {
    modal.controls.indices.filter { index in
      guard case .choice(let list) = modal.controls[index] else { return false }
      guard let fit = lists[index]?.fitted else { return true }
      return fit.itemsRevision != list.itemsRevision || fit.limit != list.visibleRowLimit
    }
  }

  /// Lays the modal out again when its content, style, the size or a list's window
  /// changed; keeps the scroll offsets.
  ///
  /// Typing into a field changes the revision but not the layout, which is kept.
  ///
  /// - Returns: Whether the layout was made again.
  @discardableResult
  mutating func refresh(
    lists: inout [Int: ListState], size: Size, scheme: ContainerScheme, appearance: Int,
    measurer: any TextMeasurer, metrics base: LayoutMetrics, contentSize: ContentSizeCategory,
    fieldErrors: [Int: String] = [:], renamed: RenamedRow? = nil
  ) -> Bool {
    let metrics = base.adjusted(for: modal.contentSizeCategory(contentSize, fallback: scheme))
    // Rows of another height fit another number of them, as another size does.
    let sizeChanged = size != self.size || metrics != layout.metrics
    if sizeChanged {
      // Fitted to the old size: fit again.
      for index in lists.keys { lists[index]?.fitted = nil }
    }
    self.size = size
    // The windows carry the typed detail, so a change to it lays the modal out again.
    self.renamed = renamed
    let windows = makeWindows(lists: &lists, measurer: measurer, metrics: metrics)
    guard
      modal.revision != revision || sizeChanged || appearance != self.appearance
        || windows != self.windows || fieldErrors != self.fieldErrors
    else { return false }
    self.fieldErrors = fieldErrors
    revision = modal.revision
    buttons = Self.buttonStates(of: modal)
    self.appearance = appearance
    let style = modal.resolvedStyle(fallback: scheme, contentSize: contentSize)
    let bound = max(1, size.height / max(1, metrics.controlHeight))
    let content = modal.layoutContent(
      style: style, measurer: measurer, rowBound: bound, windows: windows,
      fieldErrors: fieldErrors)
    guard content != self.content || style != self.style || sizeChanged else {
      self.windows = windows
      return false
    }
    self.style = style
    if sizeChanged || content.items.count != self.content.items.count
      || !unfittedLists(lists).isEmpty
    {
      fit(lists: &lists, measurer: measurer, metrics: metrics)
    } else {
      self.windows = windows
      self.content = content
      layout = ModalLayout.make(for: content, in: size, measurer: measurer, metrics: metrics)
    }
    scroll.clamp(to: layout)
    return true
  }

  /// The style, layout and content as one reference, the same one each scene while they
  /// stay unchanged.
  mutating func layerParts() -> ModalLayerParts {
    if let parts { return parts }
    let made = ModalLayerParts(style: style, layout: layout, content: content)
    parts = made
    return made
  }

  private static func buttonStates(of modal: any Modal) -> [ButtonState] {
    let preferred = modal.preferredAction
    return modal.actions.map { action in
      ButtonState(
        isEnabled: action.isEnabled, isDestructive: action.style == .destructive,
        isDefault: action === preferred)
    }
  }

  /// Scrolls just enough to show what has focus: a choice list's selected option, a
  /// control, or a button.
  ///
  /// - Parameter highlight: The focused list's highlighted item, if a list has focus.
  mutating func reveal(_ focus: FocusTarget?, highlight: Int?) {
    scroll.reveal(focus, row: focusRow(focus, highlight: highlight), in: layout)
  }

  /// The row within the focused control to keep visible: a choice list's highlighted row
  /// in its window.
  private func focusRow(_ focus: FocusTarget?, highlight: Int?) -> Int {
    guard case .control(let index)? = focus, let highlight else { return 0 }
    let first = content.lists[index]?.first ?? 0
    return max(0, highlight - first) + 1
  }
}

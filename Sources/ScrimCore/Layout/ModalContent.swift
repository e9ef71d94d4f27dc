/// What a modal shows, as plain values: the input of `ModalLayout`.
///
/// `Modal.layoutContent(style:)` makes one from an alert or dialog; tests and other
/// renderers can make their own.
@_spi(Renderer) public struct ModalContent: Hashable, Sendable {
  /// One item of the body.
  public enum Item: Hashable, Sendable {
    /// Static text, wrapped.
    case text(String)
    /// A one-row text field; the string is its label or placeholder.
    case textField(String)
    /// A one-row switch with its title.
    case toggle(String)
    /// A title row followed by one row per option shown (a long list's window).
    case choice(String, [String])
    /// A one-row linear progress bar.
    case progress
    /// A multi-line text showing this many rows, as wide as the modal may be.
    case textArea(rows: Int)
    /// A picture of `size` points, or, where pictures are not drawn, `fallback` on a row:
    /// its glyph, or its label when `isLabel` (nothing when nil).
    case image(size: Size, fallback: String?, isLabel: Bool)
    /// A slider: a row of its title and value (nil when hidden), then a row of its track.
    case slider(String, value: String?)
    /// A date picker: a header row, a row of weekday names, then a row a week.
    case datePicker(DatePickerContent)
    /// A time picker: one row of its fields' digits, colons between them.
    case timePicker(fields: [String])
    /// A status list: a row a task, its name and its state in a chip at the row's end.
    case statusList([StatusList.Item])
  }

  /// Alert, action sheet or dialog.
  public var kind: ModalKind
  /// The headline, or nil.
  public var title: String?
  /// The body text, or nil.
  public var message: String?
  /// The body's controls in reading order.
  public var items: [Item]
  /// Whether the controls come before the message.
  public var itemsAboveMessage: Bool
  /// The button titles as shown (already upper-cased if the theme asks), by index.
  public var buttonTitles: [String]
  /// Button indices in row order.
  public var rowOrder: [Int]
  /// Button indices in stack order.
  public var stackOrder: [Int]
  /// Where an action sheet's popover points, in container coordinates.
  public var sourceRect: Rect?
  /// The second column and the window of each choice list that has them, by item index.
  ///
  /// Defaults to none: a choice's rows are its options, from the first.
  public var lists: [Int: ListColumns] = [:]
  /// The picture above the title, or nil.
  ///
  /// Defaults to nil.
  public var titleIcon: ModalImage?
  /// The error each text field shows on a line under it, by item index (Material's text
  /// field error state): only fields whose error is revealed.
  ///
  /// Defaults to none.
  public var fieldErrors: [Int: String] = [:]
  /// The font each run is measured in.
  ///
  /// Defaults to Material's for `kind`.
  public var fonts: ModalFonts

  /// Makes content; the orders default to the titles' own order.
  public init(
    kind: ModalKind = .alert, title: String?, message: String?, items: [Item] = [],
    itemsAboveMessage: Bool = false, buttonTitles: [String], rowOrder: [Int]? = nil,
    stackOrder: [Int]? = nil, sourceRect: Rect? = nil
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.items = items
    self.itemsAboveMessage = itemsAboveMessage
    self.buttonTitles = buttonTitles
    self.rowOrder = rowOrder ?? Array(buttonTitles.indices)
    self.stackOrder = stackOrder ?? Array(buttonTitles.indices)
    self.sourceRect = sourceRect
    self.fonts = ModalFonts(kind: kind)
  }

  /// The title, or nil when it is missing or empty.
  var shownTitle: String? { title.flatMap { $0.isEmpty ? nil : $0 } }
  /// The message, or nil when it is missing or empty.
  var shownMessage: String? { message.flatMap { $0.isEmpty ? nil : $0 } }
}

extension Modal {
  /// The modal's content as plain values, with button titles as `style` shows them.
  ///
  /// - Parameter style: The resolved style; defaults to the modal's own.
  @_spi(Renderer) public func layoutContent(style: ResolvedModalStyle? = nil) -> ModalContent {
    layoutContent(style: style, measurer: TerminalTextMeasurer(), rowBound: 64)
  }

  /// The modal's content, with each choice list's rows from `windows` and the errors under
  /// the fields from `fieldErrors`, by control index.
  ///
  /// A list not in `windows` shows its starting window of at most `rowBound` rows, its
  /// columns measured by `measurer`. It changes nothing: the stage decides the windows and
  /// which errors show.
  func layoutContent(
    style: ResolvedModalStyle?, measurer: some TextMeasurer, rowBound: Int,
    windows: [Int: ListWindow] = [:], fieldErrors shownErrors: [Int: String] = [:]
  ) -> ModalContent {
    let resolved = style ?? resolvedStyle()
    // Read once: a modal's actions may be computed, and a sheet may hold 100,000.
    let actions = self.actions
    // Titles and labels are measured as they are: marks no one can read are cut first
    // (the message and list rows are cut as they are wrapped and measured).
    let cap = TextSanitizer.cappingMarks
    let titles = actions.indices.map { index in
      cap(
        index < resolved.buttons.count
          ? resolved.buttons[index].title.style.displayText(actions[index].title)
          : actions[index].title)
    }
    func indices(_ arrangement: ButtonArrangement) -> [Int] {
      displayOrderIndices(for: arrangement)
    }
    var lists: [Int: ListColumns] = [:]
    var fieldErrors: [Int: String] = [:]
    let items = controls.enumerated().map { index, control -> ModalContent.Item in
      switch control {
      case .text(let text): return .text(text)
      case .textField(let field):
        if let error = shownErrors[index] { fieldErrors[index] = cap(error) }
        return .textField(cap(field.accessibilityLabel ?? field.placeholder))
      case .toggle(let toggle): return .toggle(cap(toggle.title))
      case .choice(let list):
        let window =
          windows[index] ?? list.startingWindow(rowBound: rowBound, measurer: measurer)
        let (rows, columns) = list.layoutColumns(window: window.rows, widths: window.widths)
        lists[index] = columns
        return .choice(cap(list.title), rows)
      case .progress: return .progress
      case .textArea(let area): return .textArea(rows: max(1, area.visibleLineCount))
      case .image(let image):
        let fallback = image.fallback
        return .image(
          size: image.size, fallback: fallback.map { cap($0.text) },
          isLabel: fallback?.isLabel ?? false)
      case .slider(let slider):
        return .slider(cap(slider.title), value: slider.showsValue ? slider.valueText : nil)
      case .datePicker(let picker): return .datePicker(picker.content(measurer: measurer))
      case .timePicker(let picker): return .timePicker(fields: picker.fieldTexts)
      case .statusList(let list):
        return .statusList(list.items.map { .init(name: cap($0.name), state: cap($0.state)) })
      }
    }
    var content = ModalContent(
      kind: kind, title: title.map(cap), message: message, items: items,
      itemsAboveMessage: placesControlsAboveMessage, buttonTitles: titles,
      rowOrder: indices(.row), stackOrder: indices(.stack), sourceRect: sourceRect)
    content.lists = lists
    content.fieldErrors = fieldErrors
    content.titleIcon = shownTitleIcon
    content.fonts = ModalFonts(resolved, kind: kind)
    return content
  }

  /// Lays the modal out in a container: centred for alerts and dialogs, a bottom sheet
  /// or popover for action sheets.
  ///
  /// - Parameters:
  ///   - container: The container's size, in the units of `metrics` (cells for a
  ///     terminal).
  ///   - measurer: Measures text in the units of `metrics`.
  ///   - metrics: The numbers the layout uses; terminal cells by default.
  @_spi(Renderer) public func layout(
    in container: Size, measurer: some TextMeasurer, metrics: LayoutMetrics = .cells
  ) -> ModalLayout {
    let content = layoutContent(
      style: nil, measurer: measurer, rowBound: max(1, container.height / metrics.controlHeight))
    return ModalLayout.make(for: content, in: container, measurer: measurer, metrics: metrics)
  }
}

/// Where everything of an alert, action sheet or dialog goes in its container.
///
/// Frames are in the container's coordinates, in the units of the `LayoutMetrics` it was
/// made with (cells for a terminal, points for a pixel renderer). Frames inside
/// `body` and `buttons.region` are laid out as if scrolled to the top; see
/// `ScrollRegion`.
///
///     ┌──────────────────────────────────┐   container (border included)
///     │                                  │   top padding (dropped when tight)
///     │  Title                           │   title: pinned, never scrolls
///     │                                  │   gap
///     │  Message that wraps over         │   body: message and items; scrolls
///     │  several lines…                  │
///     │                                  │   gap
///     │             [ CANCEL ] [ OK ]    │   buttons: at most half the height
///     └──────────────────────────────────┘
@_spi(Renderer) public struct ModalLayout: Hashable, Sendable {
  /// How the modal sits in its container.
  public enum Placement: Hashable, Sendable {
    /// Centred, as alerts and dialogs are.
    case centered
    /// Attached to the bottom edge at full width: a compact action sheet.
    case bottomSheet
    /// Next to its anchor rect, on the given side of it: a regular action sheet.
    case popover(Edge)
  }

  /// The side of an anchor a popover is on.
  public enum Edge: Hashable, Sendable, CaseIterable {
    /// Below the anchor.
    case below
    /// Above the anchor.
    case above
    /// Right of the anchor.
    case right
    /// Left of the anchor.
    case left
  }

  /// One body item's frame and the text it shows.
  public struct ItemFrame: Hashable, Sendable {
    /// The item's index in the content's `items`.
    public var index: Int
    /// Its frame: one `controlHeight` per control row, one `bodyLineHeight` per line of
    /// text.
    public var frame: Rect
    /// The label lines: wrapped text, a field's label, a toggle's title, or a choice's
    /// title followed by its options.
    public var lines: [String]

    /// Makes an item frame.
    public init(index: Int, frame: Rect, lines: [String]) {
      self.index = index
      self.frame = frame
      self.lines = lines
    }
  }

  /// How the modal sits in its container.
  public var placement: Placement
  /// The modal's own frame, border included.
  public var frame: Rect
  /// Whether a renderer draws a border (`LayoutMetrics.border` wide) just inside `frame`.
  public var hasBorder: Bool
  /// Whether the container was too small for the normal layout: then there is no
  /// border, at most a one-line title, and a single button (the preferred one).
  public var isDegraded: Bool
  /// The title, pinned above the body, or nil.
  public var title: TextBlock?
  /// The message, or nil: inside `body` unless `messageIsPinned`.
  public var message: TextBlock?
  /// Whether the message is pinned under the title, as an action sheet's header holds it,
  /// rather than scrolling with the items inside `body`.
  ///
  /// Decided here once, so a renderer clips and scrolls the message by it and never asks
  /// which kind of modal it paints.
  public var messageIsPinned = false
  /// The body items, inside `body`.
  public var items: [ItemFrame]
  /// The scrolling area holding the message and the items.
  public var body: ScrollRegion
  /// The buttons.
  public var buttons: ButtonGroupLayout
  /// The row of the picture above the title, as wide as the text, or nil.
  ///
  /// Nil when there is none or it did not fit. The picture sits at its leading edge.
  public var titleIcon: Rect?
  /// The picture drawn in `titleIcon`'s row, from the content, so that a painter draws
  /// what the layout placed without reading the modal.
  ///
  /// Nil when `titleIcon` is.
  public var titleIconImage: ModalImage?
  /// The width of the column the text fields' labels share: the widest label, at most a
  /// third of the body so the fields keep room to type; 0 when no field has a label.
  ///
  /// Decided here once, so every renderer lines its fields up the same way.
  public var fieldLabelWidth = 0
  /// Where each text field's text goes, by item index: inside its box, past the labels'
  /// column and the box's inset (`LayoutMetrics.fieldTextInset`).
  public var fieldTextFrames: [Int: Rect] = [:]
  /// Where each text field's box goes, by item index: past the labels' column and its gap
  /// (`LayoutMetrics.fieldLabelGap`), to the field's trailing edge.
  public var fieldBoxFrames: [Int: Rect] = [:]
  /// Where each text area's rows go, by item index: inside its frame, `fieldTextInset` in
  /// from each side, one row every `bodyLineHeight`.
  public var textAreaTextFrames: [Int: Rect] = [:]
  /// Each text field's error, by item index, for fields that show one: wrapped to the
  /// lines under its box, in line with its text.
  public var fieldErrors: [Int: TextBlock] = [:]
  /// Where each image control's picture, or what stands in for it, goes, by item index:
  /// centred in its frame (`ImageControl`).
  public var imageFrames: [Int: Rect] = [:]
  /// Where each control's label goes, by item index: a text field's label in the labels'
  /// column, `fieldLabelWidth` wide (none when it is 0); a toggle's title past its switch,
  /// `LayoutMetrics.controlIndent` in.
  ///
  /// Decided here once, so a renderer paints each label where it is told and works out no
  /// column of its own.
  public var labelFrames: [Int: Rect] = [:]
  /// The numbers it was laid out with, the text size's included
  /// (`LayoutMetrics.adjusted(for:)`), so a painter sizes control rows and text lines as
  /// the layout did.
  ///
  /// Defaults to `.cells`; `make` sets the ones it was given.
  public var metrics = LayoutMetrics.cells

  /// Makes a layout from its parts.
  public init(
    placement: Placement, frame: Rect, hasBorder: Bool, isDegraded: Bool, title: TextBlock?,
    message: TextBlock?, items: [ItemFrame], body: ScrollRegion, buttons: ButtonGroupLayout
  ) {
    self.placement = placement
    self.frame = frame
    self.hasBorder = hasBorder
    self.isDegraded = isDegraded
    self.title = title
    self.message = message
    self.items = items
    self.body = body
    self.buttons = buttons
  }

  /// Lays out `content` in a container of `size`: centred for alerts and dialogs, a
  /// bottom sheet (compact) or popover (regular) for action sheets.
  ///
  /// Any size works, down to 1×1 and 0×0; when the normal layout does not fit,
  /// `isDegraded` is set.
  ///
  ///     ModalLayout.make(for: content, in: Size(width: 80, height: 24), measurer: cells)
  ///     ModalLayout.make(for: content, in: Size(width: 768, height: 1024), measurer: fonts,
  ///                      metrics: .points)
  ///
  /// - Parameters:
  ///   - content: What the modal shows.
  ///   - size: The container's size, in the units of `metrics`.
  ///   - measurer: Measures text in the units of `metrics`.
  ///   - metrics: The numbers the layout uses; terminal cells by default.
  public static func make(
    for content: ModalContent, in size: Size, measurer: some TextMeasurer,
    metrics: LayoutMetrics = .cells
  ) -> ModalLayout {
    var layout =
      content.kind == .actionSheet
      ? actionSheet(for: content, in: size, metrics: metrics, measurer: measurer)
      : centered(for: content, in: size, metrics: metrics, measurer: measurer)
    let labels = measurer.measurer(for: content.fonts.control)
    layout.placeLabels(
      of: content, metrics: metrics, measurer: labels,
      errorMeasurer: measurer.measurer(for: content.fonts.fieldError))
    layout.placeImages(of: content, metrics: metrics, measurer: labels)
    layout.metrics = metrics
    return layout
  }
}

// MARK: - Degraded

extension ModalLayout {
  /// The layout when nothing else fits: no border, the title truncated on the first row
  /// when there are two rows or more, and the first button in stack order (the
  /// preferred action) on the last row.
  static func degraded(
    for content: ModalContent, in size: Size, placement: Placement, metrics: LayoutMetrics,
    measurer: some TextMeasurer
  ) -> ModalLayout {
    let frame = Rect(size: size)
    let fonts = ModalMeasurers(content.fonts, measurer)
    let titleHeight = metrics.titleLineHeight
    let buttonHeight = metrics.buttonHeight
    var title: TextBlock?
    if let text = content.shownTitle, size.height >= titleHeight + buttonHeight, size.width >= 1 {
      title = TextBlock(
        frame: Rect(x: 0, y: 0, width: size.width, height: titleHeight),
        lines: [fonts.title.truncate(text, width: size.width)],
        isTruncated: fonts.title.width(of: text) > size.width)
    }
    var buttons = ButtonGroupLayout.empty(at: frame)
    let stack = content.stackOrder.filter { content.buttonTitles.indices.contains($0) }
    if let first = stack.first, size.width >= 1, size.height >= buttonHeight, buttonHeight > 0 {
      let area = Rect(
        x: 0, y: size.height - buttonHeight, width: size.width, height: buttonHeight)
      buttons = ButtonArranger.arrange(
        titles: content.buttonTitles, rowOrder: [first], stackOrder: [first], area: area,
        maximumHeight: buttonHeight, forceStack: true, metrics: metrics,
        measurer: fonts.button)
    }
    let bodyOrigin = Rect(x: 0, y: title == nil ? 0 : titleHeight, width: 0, height: 0)
    return ModalLayout(
      placement: placement, frame: frame, hasBorder: false, isDegraded: true, title: title,
      message: nil, items: [], body: .empty(at: bodyOrigin), buttons: buttons)
  }
}

/// Lines of text and the rectangle they fill.
@_spi(Renderer) public struct TextBlock: Hashable, Sendable {
  /// Where the lines go: one line height per line (a row in cells).
  public var frame: Rect
  /// The lines, already wrapped, truncated and sanitized.
  public var lines: [String]
  /// Whether text was left out to fit.
  public var isTruncated: Bool

  /// Makes a block.
  public init(frame: Rect, lines: [String], isTruncated: Bool = false) {
    self.frame = frame
    self.lines = lines
    self.isTruncated = isTruncated
  }
}

/// A window onto content taller than the space it has: the content scrolls inside
/// `viewport`.
///
/// Frames inside a scroll region are given as if it were scrolled to the top: a frame
/// at `viewport.y + 3` starts three units (rows in cells) into the content. A renderer
/// scrolled by `n` units draws it `n` units higher and clips it to `viewport`.
@_spi(Renderer) public struct ScrollRegion: Hashable, Sendable {
  /// The visible part.
  public var viewport: Rect
  /// The height of all the content.
  public var contentHeight: Int
  /// How far scrolling by one line moves: a row in cells, a line of the body's text
  /// (or a stacked button and its spacing) in points.
  public var lineHeight: Int

  /// Makes a region.
  ///
  /// - Parameter lineHeight: How far one line of scrolling moves; at least 1, and 1 (a
  ///   row) by default.
  public init(viewport: Rect, contentHeight: Int, lineHeight: Int = 1) {
    self.viewport = viewport
    self.contentHeight = contentHeight
    self.lineHeight = max(1, lineHeight)
  }

  /// Whether the content is taller than the viewport.
  public var scrolls: Bool { contentHeight > viewport.height }

  /// The largest useful scroll offset.
  public var maximumOffset: Int { max(0, contentHeight - viewport.height) }

  /// A region with nothing in it at `origin`.
  public static func empty(at origin: Rect) -> ScrollRegion {
    ScrollRegion(viewport: Rect(x: origin.x, y: origin.y, width: 0, height: 0), contentHeight: 0)
  }
}

/// Where one button goes.
@_spi(Renderer) public struct ButtonFrame: Hashable, Sendable {
  /// The button's index in the input (for a modal, in its `actions`).
  public var index: Int
  /// The button's visible area, padding included.
  public var frame: Rect
  /// The title as shown, truncated to fit.
  public var title: String

  /// Makes a button frame.
  public init(index: Int, frame: Rect, title: String) {
    self.index = index
    self.frame = frame
    self.title = title
  }
}

/// A group of buttons laid out in a row or a stack, in a region that scrolls when the
/// stack is taller than the room it has.
@_spi(Renderer) public struct ButtonGroupLayout: Hashable, Sendable {
  /// Row or stack.
  public var arrangement: ButtonArrangement
  /// The buttons in display order.
  public var buttons: [ButtonFrame]
  /// The visible area and the buttons' full height.
  public var region: ScrollRegion
  /// Where each button's title sits across its frame: centred, except in an action
  /// sheet's rows where `LayoutMetrics.sheetRowTitleAlignment` says.
  ///
  /// Defaults to `.center`.
  public var titleAlignment = TextAlignment.center

  /// Makes a group.
  public init(arrangement: ButtonArrangement, buttons: [ButtonFrame], region: ScrollRegion) {
    self.arrangement = arrangement
    self.buttons = buttons
    self.region = region
  }

  /// No buttons.
  public static func empty(at origin: Rect) -> ButtonGroupLayout {
    ButtonGroupLayout(arrangement: .row, buttons: [], region: .empty(at: origin))
  }
}

extension TextBlock {
  /// Text already wrapped as `wrapped`, fitted into `rows` lines of `lineHeight` from
  /// (`x`, `y`).
  ///
  /// When there are fewer rows than lines, the text is wrapped again to `rows` lines, so
  /// the last line shown ends with an ellipsis rather than being cut silently.
  static func fitting(
    _ text: String, wrapped: WrappedText, rows: Int, x: Int, y: Int, width: Int,
    lineHeight: Int = 1, measurer: some TextMeasurer
  ) -> TextBlock {
    let rows = max(0, rows)
    let shown =
      rows < wrapped.height && rows > 0
      ? measurer.wrap(text, width: width, maximumLines: rows) : wrapped
    return TextBlock(
      frame: Rect(x: x, y: y, width: width, height: rows * lineHeight),
      lines: Array(shown.lines.prefix(rows)),
      isTruncated: shown.isTruncated || rows < wrapped.height)
  }
}

// A menu's panels laid out in the container: sizes from the entries' titles, places
// from the anchor (MenuPlacement), and each panel scrolled so its highlight shows.

extension MenuSession {
  /// The menu's panel and the open sub-menu's, scrolled to keep each highlight in view.
  mutating func layout(
    in size: Size, metrics: LayoutMetrics, measurer: any TextMeasurer, style: ResolvedMenuStyle
  ) -> [MenuPanel] {
    let sizes = MenuMetrics(metrics)
    let fonts = (
      item: measurer.measurer(for: style.item.font),
      title: measurer.measurer(for: style.title.font)
    )
    let title = menu.title.isBlank ? nil : menu.title
    let natural = Self.naturalSize(menu.children, title: title, sizes: sizes, fonts: fonts)
    let frame = MenuPlacement.root(natural, anchor: anchor, in: size, margin: sizes.margin)
    var root = panel(
      level: 0, entries: menu.children, title: title, frame: frame, sizes: sizes, fonts: fonts)
    guard let open = openSubmenu, let submenu,
      let row = root.rows.first(where: { $0.index == open }) ?? root.rows.last
    else { return [root] }
    root.rows = root.rows.map { row in
      var row = row
      row.isOpen = row.index == open
      return row
    }
    let subSize = Self.naturalSize(submenu.children, title: nil, sizes: sizes, fonts: fonts)
    let subFrame = MenuPlacement.submenu(
      subSize, parent: frame, rowY: row.frame.y,
      firstRowOffset: sizes.border + sizes.verticalPadding, overlap: sizes.submenuOverlap,
      in: size, margin: sizes.margin)
    let sub = panel(
      level: 1, entries: submenu.children, title: nil, frame: subFrame, sizes: sizes,
      fonts: fonts)
    return [root, sub]
  }

  /// The size a panel wants: every title whole, within Material's widths.
  private static func naturalSize(
    _ entries: [MenuElement], title: String?, sizes: MenuMetrics,
    fonts: (item: any TextMeasurer, title: any TextMeasurer)
  ) -> Size {
    let titles = entries.map { fonts.item.width(of: $0.title) }.max() ?? 0
    let header = title.map { fonts.title.width(of: $0) } ?? 0
    let columns = Columns(entries, sizes: sizes)
    let inner = max(columns.chrome + titles, header)
    let width = min(
      sizes.maximumWidth, max(sizes.minimumWidth, inner + 2 * sizes.horizontalPadding))
    let height =
      2 * sizes.border + 2 * sizes.verticalPadding + (title == nil ? 0 : sizes.rowHeight)
      + entries.count * sizes.rowHeight
    return Size(width: width + 2 * sizes.border, height: height)
  }

  /// One panel at `frame`, its rows those in view.
  private mutating func panel(
    level: Int, entries: [MenuElement], title: String?, frame: Rect, sizes: MenuMetrics,
    fonts: (item: any TextMeasurer, title: any TextMeasurer)
  ) -> MenuPanel {
    let inset = sizes.border + sizes.horizontalPadding
    let innerX = frame.x + inset
    let innerWidth = max(0, frame.width - 2 * inset)
    var y = frame.y + sizes.border + sizes.verticalPadding
    let bottom = frame.maxY - sizes.border - sizes.verticalPadding
    var titleFrame = Rect(x: innerX, y: y, width: 0, height: 0)
    var shownTitle: String?
    if let title, bottom - y >= 2 * sizes.rowHeight {
      titleFrame = Rect(x: innerX, y: y, width: innerWidth, height: sizes.rowHeight)
      shownTitle = fonts.title.truncate(title, width: innerWidth)
      y += sizes.rowHeight
    }
    let viewport = Rect(
      x: frame.x + sizes.border, y: y, width: max(0, frame.width - 2 * sizes.border),
      height: max(0, bottom - y))
    let visible = max(1, viewport.height / max(1, sizes.rowHeight))
    let highlight = level == 0 ? self.highlight : subHighlight
    var top = min(tops[level], max(0, entries.count - visible))
    if let highlight {
      if highlight < top { top = highlight }
      if highlight >= top + visible { top = highlight - visible + 1 }
    }
    tops[level] = top
    let columns = Columns(entries, sizes: sizes)
    let end = min(entries.count, top + visible)
    let rows = (top..<end).map { index -> MenuRow in
      let entry = entries[index]
      let rowY = viewport.y + (index - top) * sizes.rowHeight
      let action = entry as? MenuAction
      let titleX = innerX + columns.leading
      let titleWidth = max(0, innerX + innerWidth - columns.trailing - titleX)
      return MenuRow(
        index: index,
        frame: Rect(x: viewport.x, y: rowY, width: viewport.width, height: sizes.rowHeight),
        title: fonts.item.truncate(entry.title, width: titleWidth),
        titleFrame: Rect(x: titleX, y: rowY, width: titleWidth, height: sizes.rowHeight),
        markFrame: Rect(x: innerX, y: rowY, width: sizes.markWidth, height: sizes.rowHeight),
        image: entry.image,
        imageFrame: Rect(
          x: innerX + sizes.markWidth, y: rowY, width: columns.hasImages ? sizes.markWidth : 0,
          height: sizes.rowHeight),
        arrowFrame: Rect(
          x: innerX + innerWidth - sizes.markWidth, y: rowY, width: sizes.markWidth,
          height: sizes.rowHeight),
        isHighlighted: highlight == index, isEnabled: entry.isEnabledEntry,
        isDestructive: action?.attributes.contains(.destructive) ?? false,
        isChecked: action?.state == .on, opensSubmenu: entry is Menu, isOpen: false)
    }
    return MenuPanel(
      frame: frame, title: shownTitle, titleFrame: titleFrame, rows: rows, viewport: viewport,
      hidesAbove: top > 0, hidesBelow: end < entries.count, hasBorder: sizes.border > 0)
  }
}

/// The columns beside a panel's titles: the checkmark's always, a picture's when an
/// entry has one, the sub-menu arrow's when an entry opens one.
private struct Columns {
  var hasImages: Bool
  var leading: Int
  var trailing: Int

  @MainActor init(_ entries: [MenuElement], sizes: MenuMetrics) {
    hasImages = entries.contains { $0.image != nil }
    leading = sizes.markWidth * (hasImages ? 2 : 1)
    trailing = entries.contains { $0 is Menu } ? sizes.markWidth : 0
  }

  var chrome: Int { leading + trailing }
}

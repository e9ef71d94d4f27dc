import ScrimCore
import ScrimTerminal

extension CatalogHost {
  func paint(into screen: inout Screen, context: PaintContext) {
    let colors = scheme.colorScheme
    let text = CellStyle(foreground: colors.onBackground, background: colors.background.opaque)
    var faint = text
    faint.attributes.insert(.dim)
    screen.fill(Rect(size: screen.size), with: .blank(text))
    paintToolbar(into: &screen, context: context)
    let measurer = context.measurer
    let listWidth = isInspecting ? screen.width / 2 : screen.width
    let shown = shownEntries(height: screen.height)
    for index in shown {
      let example = examples[index]
      let y = Self.listTop + index - shown.lowerBound
      var style = text
      if index == selection {
        style = CellStyle(foreground: colors.onPrimary, background: colors.primary)
        if context.isMonochrome { style.attributes.insert(.reverse) }
        screen.fill(Rect(x: 0, y: y, width: listWidth, height: 1), with: .blank(style))
      }
      let title = (index == selection ? " ▸ " : "   ") + example.title
      screen.write(
        measurer.truncate(title, width: listWidth), x: 0, y: y, style: style, measurer: measurer)
      if listWidth > 30 {
        var summary = style
        if index != selection { summary.attributes.insert(.dim) }
        screen.write(
          measurer.truncate(example.summary, width: max(0, listWidth - 28)), x: 27, y: y,
          style: summary, measurer: measurer)
      }
    }
    paintMoreMarks(shown, x: listWidth - 2, into: &screen, style: faint)
    let statusRow = Self.listTop + shown.count + 1
    screen.write(
      measurer.truncate(status, width: listWidth), x: 1, y: statusRow, style: text,
      measurer: measurer)
    let help = "↑↓ choose · Return show · t theme · i inspect · q quit"
    screen.write(
      measurer.truncate(help, width: screen.width), x: 0, y: screen.height - 1, style: faint,
      measurer: measurer)
    if isInspecting {
      paintInspector(
        into: &screen,
        frame: Rect(x: listWidth, y: 1, width: screen.width - listWidth, height: screen.height - 2),
        context: context)
    }
  }

  private func paintToolbar(into screen: inout Screen, context: PaintContext) {
    let colors = scheme.colorScheme
    var bar = CellStyle(foreground: colors.onPrimary, background: colors.primary)
    if context.isMonochrome { bar.attributes.insert(.reverse) }
    screen.fill(Rect(x: 0, y: 0, width: screen.width, height: 1), with: .blank(bar))
    var title = bar
    title.attributes.insert(.bold)
    screen.write(" Scrim catalog", x: 0, y: 0, style: title, measurer: context.measurer)
    for (item, frame) in toolbarFrames(width: screen.width, measurer: context.measurer) {
      var style = bar
      style.attributes.insert(.underline)
      screen.write(
        " \(self.title(of: item)) ", x: frame.x, y: 0, style: style, measurer: context.measurer)
    }
  }

  /// The inspector: the live modal's accessibility tree (or the selected example's),
  /// then its guideline diagnostics.
  private func paintInspector(into screen: inout Screen, frame: Rect, context: PaintContext) {
    let colors = scheme.colorScheme
    let surface = colors.surface.opaque
    let text = CellStyle(foreground: colors.onSurface, background: surface)
    var heading = text
    heading.attributes.insert(.bold)
    screen.fill(frame, with: .blank(text))
    var lines: [(String, CellStyle)] = [("Accessibility tree", heading)]
    lines += inspectedTree().map { ($0, text) }
    lines.append(("", text))
    lines.append(("Guidelines", heading))
    let diagnostics = inspectedDiagnostics()
    lines += diagnostics.isEmpty ? [("No diagnostics.", text)] : diagnostics.map { ($0, text) }
    let measurer = context.measurer
    for (offset, line) in lines.prefix(frame.height).enumerated() {
      screen.write(
        measurer.truncate(line.0, width: max(0, frame.width - 2)), x: frame.x + 1,
        y: frame.y + offset, style: line.1, measurer: measurer)
    }
  }

  private func inspectedTree() -> [String] {
    if let tree = app?.presenter.accessibilityTree {
      return tree.description.split(separator: "\n").map(String.init)
    }
    switch examples[selection].content {
    case .modal(let make):
      let modal = make(scheme, Rect(x: 0, y: 0, width: 1, height: 1))
      return modal.accessibilityTree(focus: nil, arrangement: .row).description
        .split(separator: "\n").map(String.init)
    case .snackbars(let make):
      return make().map { "status \"\($0.announcementText)\" (polite)" }
    case .banner(let make):
      return ["status \"\(make().announcementText)\" (polite)"]
    case .menu(let make):
      let tree = app?.stage.accessibilityTrees.last { $0.role == .menu } ?? make().accessibilityTree
      return tree.description.split(separator: "\n").map(String.init)
    case .suspension:
      return ["(messages only)"]
    }
  }

  private func inspectedDiagnostics() -> [String] {
    let width = app?.screen.width ?? 80
    switch examples[selection].content {
    case .modal(let make):
      return Guidelines.check(
        make(scheme, Rect(x: 0, y: 0, width: 1, height: 1)), containerWidth: width
      )
      .map(\.description)
    case .snackbars(let make): return make().flatMap(Guidelines.check).map(\.description)
    case .banner(let make): return Guidelines.check(make()).map(\.description)
    case .menu(let make): return Guidelines.check(make()).map(\.description)
    case .suspension: return []
    }
  }
}

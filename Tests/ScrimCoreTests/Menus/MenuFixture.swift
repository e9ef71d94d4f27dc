@_spi(Renderer) import ScrimCore
import ScrimTesting

/// A stage in cells, and an Edit menu whose handlers and completion write what ran to
/// `calls`.
@MainActor
final class MenuFixture {
  let clock = ManualClock()
  let stage: Stage
  private(set) var calls: [String] = []

  init(size: Size = Size(width: 80, height: 24), metrics: LayoutMetrics = .cells) {
    stage =
      metrics == .cells
      ? Stage(clock: clock, size: size, measurer: TerminalTextMeasurer(), reducesMotion: true)
      : Stage(
        clock: clock, size: size, measurer: FixedWidthMeasurer(columnsPerCharacter: 8),
        metrics: metrics, reducesMotion: true)
  }

  /// Cut, Copy, Paste (disabled), Sort by ▸ (Name ✓, Date, Size), Delete (destructive).
  func editMenu() -> Menu {
    Menu(
      title: "Edit",
      children: [
        action("Cut"), action("Copy"), action("Paste", attributes: .disabled),
        Menu(
          title: "Sort by",
          children: [action("Name", state: .on), action("Date"), action("Size")]),
        action("Delete", attributes: .destructive),
      ])
  }

  func action(
    _ title: String, attributes: MenuElementAttributes = [], state: MenuElementState = .off
  ) -> MenuAction {
    MenuAction(title: title, attributes: attributes, state: state) { [weak self] action in
      self?.calls.append("handler \(action.title)")
    }
  }

  /// Presents `menu` at `anchor`, recording how it ends.
  func present(_ menu: Menu, from anchor: Rect = Rect(x: 10, y: 2, width: 8, height: 1))
    throws
  {
    try stage.present(menu, from: anchor) { [weak self] result in
      self?.calls.append("completion \(result.reason) \(result.action?.title ?? "-")")
    }
  }

  /// The scene's menu layer.
  var layer: MenuLayerState? {
    for case .menu(let state) in stage.scene().layers { return state }
    return nil
  }

  /// The highlighted entry's title in each panel, the menu's first.
  var highlights: [String] {
    (layer?.panels ?? []).map { panel in panel.rows.first(where: \.isHighlighted)?.title ?? "-" }
  }

  func keys(_ keys: Key...) {
    for key in keys { stage.handle(.key(key)) }
  }

  func click(_ x: Int, _ y: Int) {
    stage.handle(.pointer(PointerInput(.press, x: x, y: y)))
    stage.handle(.pointer(PointerInput(.release, x: x, y: y)))
  }

  /// The middle of the row titled `title`.
  func row(_ title: String) -> (x: Int, y: Int)? {
    for panel in layer?.panels ?? [] {
      if let row = panel.rows.first(where: { $0.title == title }) {
        return (row.titleFrame.x, row.frame.y + row.frame.height / 2)
      }
    }
    return nil
  }
}

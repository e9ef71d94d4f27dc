@_spi(Renderer) import ScrimCore
import Testing

/// What every renderer paints for a list's rows: which row stands out and how, its marks,
/// its two columns and its ▲ and ▼, decided once in the core.
@MainActor
@Suite struct ChoiceListAppearanceTests {
  private typealias Row = ListRowAppearance

  private func emphases(_ appearance: ListAppearance) -> [Row.Emphasis] {
    appearance.rows.map(\.emphasis)
  }

  @Test("a menu shows no marks and shades the row the keyboard is on")
  func menu() {
    let list = ChoiceList(title: "Menu", options: ["Install", "Remove", "Quit"], selectedIndex: 1)
    list.showsMarks = false
    let appearance = list.appearance(rowCount: 3, columns: nil, highlight: 1, isFocused: true)
    #expect(appearance.rows.map(\.index) == [0, 1, 2])
    #expect(appearance.rows.map(\.mark) == [.none, .none, .none])
    #expect(emphases(appearance) == [.none, .shaded, .none])
    #expect(!appearance.scrolls)
    let item = Rect(x: 10, y: 0, width: 200, height: 4)
    let points = appearance.rowFrames(in: item, columns: nil, metrics: .points)
    #expect(points.map(\.text.x) == [18, 18, 18], "no room kept for a mark")
    let cells = appearance.rowFrames(in: item, columns: nil, metrics: .cells)
    #expect(cells.map(\.text.x) == [14, 14, 14], "a terminal keeps the marks' column")
  }

  @Test("a radiolist marks the chosen row and shades the highlighted one")
  func radiolist() {
    let list = ChoiceList(title: "Size", options: ["S", "M", "L"], selectedIndex: 0)
    list.selectionMode = .marked
    let appearance = list.appearance(rowCount: 3, columns: nil, highlight: 2, isFocused: true)
    #expect(
      appearance.rows.map(\.mark) == [
        .radioButton(isOn: true), .radioButton(isOn: false), .radioButton(isOn: false),
      ])
    #expect(emphases(appearance) == [.none, .none, .shaded])
    let rows = appearance.rowFrames(
      in: Rect(x: 0, y: 0, width: 200, height: 192), columns: nil, metrics: .points)
    #expect(rows.map(\.text.x) == Array(repeating: LayoutMetrics.points.controlIndent, count: 3))
  }

  @Test("a checklist checks its checked rows and shades the highlighted one")
  func checklist() {
    let list = ChoiceList(title: "Editors", options: ["vim", "emacs", "nano"])
    list.selectionMode = .multiple
    list.checkedIndices = [0, 2]
    let appearance = list.appearance(rowCount: 3, columns: nil, highlight: 1, isFocused: true)
    #expect(
      appearance.rows.map(\.mark) == [
        .checkBox(isOn: true), .checkBox(isOn: false), .checkBox(isOn: true),
      ])
    #expect(emphases(appearance) == [.none, .shaded, .none])
  }

  @Test("a radio group that fits rings its chosen row, since its mark is the highlight")
  func radioGroup() {
    let list = ChoiceList(title: "Size", options: ["S", "M", "L"], selectedIndex: 1)
    let focused = list.appearance(rowCount: 3, columns: nil, highlight: 1, isFocused: true)
    #expect(emphases(focused) == [.none, .focusRing, .none])
    #expect(focused.rows[1].mark == .radioButton(isOn: true))
    let unfocused = list.appearance(rowCount: 3, columns: nil, highlight: 1, isFocused: false)
    #expect(emphases(unfocused) == [.none, .none, .none], "a Tab stop shows it with focus only")
  }

  @Test("a list too long to see whole shades its row and says which rows are hidden")
  func scrolling() {
    let items = (0..<10).map { ChoiceList.Item(title: "\($0)", detail: "item \($0)") }
    let list = ChoiceList(title: "Pick", items: items, selectedIndex: 4)
    let middle = ListColumns(
      first: 3, count: 10, details: ["item 3", "item 4", "item 5", "item 6"], titleWidth: 1,
      detailWidth: 6)
    let appearance = list.appearance(rowCount: 4, columns: middle, highlight: 4, isFocused: true)
    #expect(appearance.rows.map(\.index) == [3, 4, 5, 6])
    #expect(emphases(appearance) == [.none, .shaded, .none, .none], "shaded, not ringed")
    #expect(appearance.hidesRowsAbove && appearance.hidesRowsBelow)
    let item = Rect(x: 0, y: 0, width: 300, height: 240)
    let arrows = appearance.indicatorFrames(in: item, metrics: .points)
    #expect(arrows.above == Rect(x: 276, y: 48, width: 24, height: 48), "beside the first row")
    #expect(arrows.below == Rect(x: 276, y: 192, width: 24, height: 48), "beside the last row")
    let frames = appearance.rowFrames(in: item, columns: middle, metrics: .points)
    #expect(frames[1].text.maxX == 276, "the text stops where the arrows' room starts")
    #expect(appearance.rows[1].columns == Row.Columns(title: "4", detail: "item 4"))
    let end = ListColumns(
      first: 6, count: 10, details: ["item 6", "item 7", "item 8", "item 9"], titleWidth: 1,
      detailWidth: 6)
    let atEnd = list.appearance(rowCount: 4, columns: end, highlight: 4, isFocused: true)
    #expect(atEnd.hidesRowsAbove && !atEnd.hidesRowsBelow)
    #expect(emphases(atEnd) == [.none, .none, .none, .none], "the chosen row is out of sight")
  }

  @Test("without the layout's columns the window starts at the first row")
  func windowFromTheList() {
    let list = ChoiceList(title: "Pick", options: (0..<10).map { "\($0)" })
    let top = list.appearance(rowCount: 4, columns: nil, highlight: 0, isFocused: true)
    #expect(!top.hidesRowsAbove && top.hidesRowsBelow)
    #expect(emphases(top) == [.shaded, .none, .none, .none])
    let whole = list.appearance(rowCount: 10, columns: nil, highlight: 0, isFocused: true)
    #expect(!whole.scrolls)
    let item = Rect(x: 0, y: 0, width: 300, height: 528)
    #expect(whole.rowFrames(in: item, columns: nil, metrics: .points)[0].text.maxX == 300)
    #expect(whole.indicatorFrames(in: item, metrics: .points) == (nil, nil))
    #expect(whole.rows[0].emphasis == .focusRing)
    let empty = list.appearance(rowCount: 0, columns: nil, highlight: 0, isFocused: true)
    #expect(empty.rows.isEmpty && !empty.scrolls, "no row to show an arrow on")
  }

  @Test("a list that is no Tab stop shows its highlight while the buttons have focus")
  func dialogMenu() {
    let list = ChoiceList(title: "Fruit", options: ["apple", "pear", "plum"], selectedIndex: 2)
    list.isTabStop = false
    list.showsMarks = false
    let appearance = list.appearance(rowCount: 3, columns: nil, highlight: 2, isFocused: false)
    #expect(emphases(appearance) == [.none, .none, .shaded])
    list.isTabStop = true
    let tabStop = list.appearance(rowCount: 3, columns: nil, highlight: 2, isFocused: false)
    #expect(emphases(tabStop) == [.none, .none, .none])
  }

  @Test("a row is two columns only when both are shown and it has a detail")
  func twoColumns() {
    let list = ChoiceList(
      title: "Pick", items: [.init(title: "1", detail: "Install"), .init(title: "2")])
    let columns = ListColumns(
      first: 0, count: 2, details: ["Install", ""], titleWidth: 1, detailWidth: 7)
    let both = list.appearance(rowCount: 2, columns: columns, highlight: 0, isFocused: true)
    #expect(both.rows.map(\.columns) == [Row.Columns(title: "1", detail: "Install"), nil])
    list.showsDetails = false
    let titles = list.appearance(rowCount: 2, columns: columns, highlight: 0, isFocused: true)
    #expect(titles.rows.map(\.columns) == [nil, nil])
    list.showsDetails = true
    let lines = list.appearance(rowCount: 2, columns: nil, highlight: 0, isFocused: true)
    #expect(lines.rows.map(\.columns) == [nil, nil], "the layout's line, as a terminal has it")
  }
}

@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Rules both painters used to work out again, decided once in the scene: which buttons
/// show, where a control's parts and a list's columns and arrows go, which way content is
/// hidden, how far a message has slid, and what Ctrl-U means.
@MainActor
@Suite struct SceneRulesTests {
  private func modal(_ stage: Stage) throws -> ModalLayerState {
    for case .modal(let state) in stage.scene().layers { return state }
    throw ModalMissing()
  }

  private struct ModalMissing: Error {}

  private func cells(_ size: Size = Size(width: 80, height: 24)) -> Stage {
    Stage(clock: ManualClock(), size: size, measurer: TerminalTextMeasurer(), reducesMotion: true)
  }

  @Test("a sheet of 1,000 actions: the buttons in view are the rows its viewport shows")
  func buttonsInView() throws {
    let stage = cells()
    let sheet = AlertController(title: "Pick", message: nil, preferredStyle: .actionSheet)
    for index in 0..<1000 { sheet.addAction(AlertAction(title: "Item \(index)")) }
    try stage.present(sheet)
    for _ in 0..<30 { stage.handle(.key(.down)) }
    let state = try modal(stage)
    let viewport = state.layout.buttons.region.viewport
    let shown = state.buttonsInView
    #expect(state.buttonClip == viewport && state.scroll.buttons > 0)
    #expect(!shown.isEmpty && shown.count <= viewport.height)
    let expected = state.layout.buttons.buttons.filter { button in
      button.frame.maxY - state.scroll.buttons > viewport.y
        && button.frame.y - state.scroll.buttons < viewport.maxY
    }
    #expect(shown == expected)
    #expect(shown.contains { state.focus == .action($0.index) }, "focus is in view")
  }

  @Test("a text field's label, box and text frames come with the scene, moved as it scrolls")
  func controlFrames() throws {
    let stage = cells()
    let dialog = Dialog(title: "Rename")
    dialog.addControl(.textField(TextField(placeholder: "Name", text: "draft")))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    let state = try modal(stage)
    let item = try #require(state.layout.items.first)
    let frames = state.layout.frames(of: item)
    let label = try #require(frames.label)
    let box = try #require(frames.box)
    let text = try #require(frames.text)
    #expect(frames.item == item.frame)
    #expect(label.x == item.frame.x && box.x > label.maxX - 1 && text.x == box.x + 1)
    #expect(text.maxX == box.maxX - 1, "inside the brackets")
    let scrolled = frames.moved(down: -3)
    #expect(scrolled.item.y == item.frame.y - 3 && scrolled.text?.y == text.y - 3)
  }

  @Test("a list's tag and detail columns, cut to fit, and its arrows come with the scene")
  func listColumns() throws {
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 400, height: 420), measurer: ProportionalMeasurer(),
      metrics: .points, reducesMotion: true)
    let items = (0..<20).map { index in
      ChoiceList.Item(
        title: "tag\(index)",
        detail: "a description far too long for the room the dialog has for it \(index)")
    }
    let list = ChoiceList(title: "Pick", items: items, selectedIndex: 0)
    list.selectionMode = .multiple
    let dialog = Dialog(title: "Columns")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    let state = try modal(stage)
    let item = try #require(state.layout.items.first)
    guard case .choice(let element)? = state.control(0) else {
      Issue.record("no list")
      return
    }
    let metrics = LayoutMetrics.points
    let frames = element.appearance.rowFrames(
      in: item.frame, columns: element.columns, metrics: metrics)
    let titleWidth = try #require(element.columns).titleWidth
    let measurer = ProportionalMeasurer()
    for (row, frame) in zip(element.appearance.rows, frames) {
      let columns = try #require(row.columns)
      #expect(frame.text.x == item.frame.x + metrics.controlIndent, "after the check box")
      #expect(frame.title.width == titleWidth)
      #expect(frame.detail.x == frame.text.x + titleWidth + metrics.listColumnGap)
      #expect(frame.text.maxX == item.frame.maxX - metrics.listIndicatorWidth)
      #expect(columns.detail.hasSuffix("…"), "cut to its column")
      #expect(measurer.width(of: columns.detail) <= frame.detail.width)
    }
    let arrows = element.appearance.indicatorFrames(in: item.frame, metrics: metrics)
    #expect(arrows.above == nil, "the window starts at the first row")
    #expect(arrows.below?.y == frames.last?.row.y && arrows.below?.maxX == item.frame.maxX)
  }

  @Test("a long body says content is hidden below at the top, above at the end")
  func hiddenContent() throws {
    let stage = cells(Size(width: 60, height: 12))
    let text = (1...40).map { "Line \($0) of a long message." }.joined(separator: "\n")
    let alert = AlertController(title: "Long", message: text)
    alert.addAction(AlertAction(title: "OK"))
    try stage.present(alert)
    var state = try modal(stage)
    var hidden = state.layout.body.hiddenContent(at: state.scroll.body)
    #expect(!hidden.above && hidden.below)
    for _ in 0..<10 { stage.handle(.key(.pageDown)) }
    state = try modal(stage)
    hidden = state.layout.body.hiddenContent(at: state.scroll.body)
    #expect(state.scroll.body == state.layout.body.maximumOffset)
    #expect(hidden.above && !hidden.below)
  }

  @Test("a sliding message moves in sixteenths of its slide, in points as in cells")
  func slideSteps() throws {
    let clock = ManualClock()
    let stage = Stage(
      clock: clock, size: Size(width: 1024, height: 768), measurer: ProportionalMeasurer(),
      metrics: .points)
    stage.banners.entryDuration = .milliseconds(300)
    try stage.show(Banner(description: "You are offline"))
    clock.advance(by: .milliseconds(100))
    stage.update()
    var banner: BannerLayerState?
    for case .banner(let state) in stage.scene().layers { banner = state }
    let state = try #require(banner)
    let stepped = (state.visibility * 16).rounded() / 16
    #expect(stepped != state.visibility, "between two steps")
    #expect(state.offset == state.slide.offset(at: stepped))
    #expect(state.offset != state.slide.offset(at: state.visibility))
  }

  @Test("Ctrl-U clears a field to its start; other Ctrl chords mean nothing to the core")
  func controlU() throws {
    #expect(Key(controlChord: "u") == .clearToStart)
    #expect(Key(controlChord: "a") == nil && Key(controlChord: "U") == nil)
    let stage = cells()
    let field = TextField(placeholder: "Name", text: "draft name")
    let dialog = Dialog(title: "Rename")
    dialog.addControl(.textField(field))
    dialog.addAction(AlertAction(title: "OK"))
    try stage.present(dialog)
    stage.handle(.key(.end))
    stage.handle(.key(try #require(Key(controlChord: "u"))))
    #expect(field.text.isEmpty)
  }
}

import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

/// The DocC articles' examples, so that the code people copy from the docs compiles and
/// does what the articles say.
@MainActor
@Suite struct DocsArticleExampleTests {
  @Test("Testing your modals: Esc on a stage ends the alert through Cancel")
  func stageExample() throws {
    let clock = ManualClock()
    let stage = Stage(
      clock: clock, size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    let recorder = RecordingHandler()
    let alert = AlertController(title: "Delete draft?", message: nil)
    alert.addAction(recorder.action("Cancel", style: .cancel))
    alert.addAction(recorder.action("Delete", style: .destructive))
    try stage.present(alert, completion: recorder.completion("alert"))

    stage.handle(.key(.escape))
    stage.update()

    #expect(recorder.calls == [.handler("Cancel"), .completion("alert", .escape, "Cancel")])
  }

  @Test("Testing your modals: a snackbar times out on the manual clock")
  func snackbarExample() {
    let clock = ManualClock()
    let manager = SnackbarManager(clock: clock, reducesMotion: true)
    var ended: MessageEndReason?
    manager.show(SnackbarMessage(text: "Draft saved", completion: { ended = $0 }))
    manager.update()
    #expect(manager.visibleMessage?.text == "Draft saved")

    clock.advance(by: SnackbarMessage.defaultDuration)
    manager.update()
    #expect(ended == .timeout)
  }

  @Test("Testing your modals: an app on an in-memory terminal, read back on screen")
  func terminalExample() throws {
    let terminal = InMemoryTerminal(columns: 80, rows: 24)
    let clock = ManualClock()
    let app = TerminalApp(device: terminal, host: BlankHost(), clock: clock, reducesMotion: true)
    _ = try app.start()

    let alert = AlertController(title: "Delete draft?", message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive))
    var result: DismissResult?
    try app.present(alert) { result = $0 }
    try app.draw()

    var screen = VirtualTerminal(width: 80, height: 24, measurer: TerminalTextMeasurer())
    screen.feed(terminal.output)
    #expect(screen.contains("Delete draft?"))
    #expect(screen.contains("DELETE"))

    app.process(.input(Array("\t\r".utf8)))  // Tab to Delete, Return
    app.tick()
    #expect(result?.action?.title == "Delete")
    app.stop()
  }

  @Test("Snackbars article: a category replaces its own, a token holds it back")
  func categoriesExample() {
    let clock = ManualClock()
    let manager = SnackbarManager(clock: clock, reducesMotion: true)
    manager.show(SnackbarMessage(text: "Syncing…", category: "sync"))
    manager.show(SnackbarMessage(text: "Synced 3 drafts", category: "sync"))  // replaces it
    manager.update()
    #expect(manager.visibleMessage?.text == "Synced 3 drafts")
    manager.dismissAll(category: "sync")
    manager.update()

    var hold: SuspensionToken? = manager.suspendMessages(category: "sync")
    manager.show(SnackbarMessage(text: "Synced", category: "sync"))  // waits
    manager.update()
    #expect(manager.visibleMessage == nil && hold?.isActive == true)
    hold = nil
    manager.update()
    #expect(manager.visibleMessage?.text == "Synced")
  }

  @Test("Theming article: a scheme of your own")
  func themingExample() {
    var brand = ContainerScheme.light
    brand.colorScheme.primary = Color(hex: 0x6200EE)
    brand.colorScheme.scrim = Color.black.withAlpha(0.5)
    brand.shapeScheme = ShapeScheme(cornerRadius: 0)  // square corners
    brand.typographyScheme.button.isUppercase = false
    let alert = AlertController(title: "Discard changes?", message: nil)
    alert.addAction(AlertAction(title: "Keep editing", style: .cancel))
    alert.addAction(AlertAction(title: "Discard", style: .destructive, emphasis: .high))
    alert.applyTheme(withScheme: brand)
    #expect(alert.containerScheme?.shapeScheme.corners == .square)
  }

  @Test("Accessibility article: the active modal's tree, focus marked")
  func accessibilityExample() throws {
    let presenter = Presenter(clock: ManualClock())
    let alert = AlertController(title: "Delete draft?", message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    try presenter.present(alert)
    let tree = try #require(presenter.accessibilityTree)
    #expect(tree.role == .alert)
    #expect(tree.children.first?.label == "Delete draft?")
    #expect(presenter.takeAnnouncements().first?.text == "Delete draft?")
  }
}

/// The host of the article "A host screen of your own", line for line.
@MainActor
final class DraftList: TerminalHost {
  var drafts = ["Quarterly report", "Letter to Ada", "Shopping"]
  var selected = 0
  var revision = 0

  func paint(into screen: inout Screen, context: PaintContext) {
    for (row, title) in drafts.enumerated() {
      let style = row == selected ? CellStyle(attributes: .reverse) : .plain
      screen.write(title, x: 2, y: row + 1, style: style, measurer: context.measurer)
    }
  }

  func handle(_ event: InputEvent, in app: TerminalApp) {
    guard case .key(let press) = event else { return }
    switch press.key {
    case .up: selected = max(0, selected - 1)
    case .down: selected = min(drafts.count - 1, selected + 1)
    case .character("q"): app.stop()
    default: return
    }
    revision += 1  // the app repaints the host only when this changes
  }
}

@MainActor
@Suite struct DocsHostArticleTests {
  @Test("A host screen of your own: the list is drawn, and ↓ moves the selection")
  func draftList() throws {
    let terminal = InMemoryTerminal(columns: 40, rows: 6)
    let host = DraftList()
    let app = TerminalApp(device: terminal, host: host, clock: ManualClock())
    _ = try app.start()
    try app.draw()
    #expect(app.screen.lines[1].hasPrefix("  Quarterly report"))
    app.process(.input(Array("\u{1B}[B".utf8)))  // ↓
    #expect(host.selected == 1 && host.revision == 1)
  }
}

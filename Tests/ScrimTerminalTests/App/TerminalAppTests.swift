import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

@MainActor
func deleteDraftAlert(_ recorder: RecordingHandler = RecordingHandler()) -> AlertController {
  let alert = AlertController(
    title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
  alert.addAction(recorder.action("Cancel", style: .cancel))
  alert.addAction(recorder.action("Delete", style: .destructive))
  return alert
}

@MainActor
@Suite struct TerminalAppKeyboardTests {
  @Test func enterChoosesTheFocusedButtonAndTheModalGoes() throws {
    var harness = try AppHarness()
    let recorder = RecordingHandler()
    var result: DismissResult?
    try harness.app.present(deleteDraftAlert(recorder)) { result = $0 }
    try harness.step()
    #expect(harness.find("Delete draft?") != nil)
    // Focus starts on Cancel so Return cannot delete by accident; Tab moves to Delete.
    try harness.type("\t\r")
    #expect(recorder.calls == [.handler("Delete")])
    #expect(result?.reason == .action)
    #expect(harness.find("Delete draft?") == nil)
    #expect(harness.find("0 The quick brown fox") != nil)
  }

  @Test func aLoneEscCancelsOnceItsWaitIsOverOnTheClock() throws {
    var harness = try AppHarness()
    var result: DismissResult?
    try harness.app.present(deleteDraftAlert()) { result = $0 }
    try harness.type("\u{1B}")
    #expect(result == nil, "an Esc could still start a sequence")
    #expect(harness.app.nextWakeDelay == .milliseconds(25))
    try harness.advance(by: .milliseconds(25))
    #expect(result?.reason == .escape)
    #expect(result?.action?.title == "Cancel")
  }

  @Test func keysReachTheHostOnlyWhenNoModalIsActive() throws {
    var harness = try AppHarness()
    try harness.type("a")
    #expect(harness.host.events == [.text("a")])
    try harness.app.present(deleteDraftAlert())
    try harness.type("b")
    #expect(harness.host.events.count == 1)
  }

  @Test func typingGoesIntoTheFocusedFieldWithTheRealCursorAfterIt() throws {
    var harness = try AppHarness()
    let dialog = Dialog(title: "Rename", message: "Give the file a new name.")
    let field = TextField(placeholder: "Name")
    dialog.addControl(.textField(field))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "Rename"))
    try harness.app.present(dialog)
    try harness.type("ada 草")
    #expect(field.text == "ada 草")
    let place = try #require(harness.find("ada 草"))
    #expect(harness.virtual.isCursorVisible)
    #expect(harness.virtual.cursorX == place.column + 6)
    #expect(harness.virtual.cursorY == place.row)
  }

  @Test func ctrlCEndsTheAppAsInterrupted() async throws {
    let terminal = InMemoryTerminal(columns: 40, rows: 12)
    let app = TerminalApp(device: terminal, host: BlankHost(), clock: ManualClock())
    let run = Task { try await app.run() }
    try await waitUntil { terminal.isStarted }
    terminal.send("\u{3}")
    #expect(try await run.value == .interrupted)
    #expect(!terminal.isStarted, "the terminal is restored")
  }
}

@MainActor
@Suite struct TerminalAppMouseTests {
  @Test func clickingAButtonChoosesIt() throws {
    var harness = try AppHarness()
    let recorder = RecordingHandler()
    try harness.app.present(deleteDraftAlert(recorder))
    try harness.step()
    let delete = try #require(harness.find("DELETE"))
    try harness.click(column: delete.column + 1, row: delete.row)
    #expect(recorder.calls == [.handler("Delete")])
  }

  @Test func pressingOnOneButtonAndReleasingOnAnotherChoosesNothing() throws {
    var harness = try AppHarness()
    let recorder = RecordingHandler()
    try harness.app.present(deleteDraftAlert(recorder))
    try harness.step()
    let delete = try #require(harness.find("DELETE"))
    let cancel = try #require(harness.find("CANCEL"))
    try harness.type("\u{1B}[<0;\(delete.column + 1);\(delete.row + 1)M")
    try harness.type("\u{1B}[<0;\(cancel.column + 1);\(cancel.row + 1)m")
    #expect(recorder.calls.isEmpty)
    #expect(harness.app.presenter.activeModal != nil)
  }

  @Test func clickingTheScrimDismissesASheetButNotAnAlert() throws {
    var harness = try AppHarness()
    var result: DismissResult?
    try harness.app.present(deleteDraftAlert()) { result = $0 }
    try harness.click(column: 0, row: 0)
    #expect(result == nil)
    harness.app.presenter.dismissAll()
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy link"))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    try harness.app.present(sheet) { result = $0 }
    try harness.step()
    try harness.click(column: 0, row: 0)
    #expect(result?.reason == .backgroundTap)
  }

  @Test func clickingAChoiceSelectsItAndTheWheelScrollsALongBody() throws {
    var harness = try AppHarness(columns: 40, rows: 12)
    let dialog = Dialog(
      title: "Size",
      message: (1...12).map { "Line \($0) of a long explanation." }.joined(separator: " "))
    let list = ChoiceList(title: "Size", options: ["Small", "Large"])
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    try harness.app.present(dialog)
    try harness.step()
    // Focus starts on the choice list, so the body is scrolled to show it.
    #expect(harness.find("Line 1 ") == nil)
    #expect(harness.find("▲") != nil, "the body says more is above")
    let title = try #require(harness.find("Size"))
    for _ in 0..<20 { try harness.type("\u{1B}[<64;\(title.column + 1);\(title.row + 2)M") }
    #expect(harness.find("Line 1 ") != nil, "the wheel scrolled the body back up")
    #expect(harness.find("▼") != nil)
    for _ in 0..<20 { try harness.type("\u{1B}[<65;\(title.column + 1);\(title.row + 2)M") }
    let large = try #require(harness.find("Large"))
    try harness.click(column: large.column, row: large.row)
    #expect(list.selectedIndex == 1)
  }
}

@MainActor
@Suite struct TerminalAppFrameTests {
  @Test func nothingIsWrittenWhenNothingChanged() throws {
    var harness = try AppHarness()
    try harness.app.present(deleteDraftAlert())
    try harness.step()
    let writes = harness.terminal.writeCount
    try harness.step()
    try harness.step()
    #expect(harness.terminal.writeCount == writes)
    #expect(harness.app.nextWakeDelay == nil, "idle: nothing to wake for")
  }

  @Test func resizingLaysEverythingOutAgainAtOnce() throws {
    var harness = try AppHarness()
    try harness.app.present(deleteDraftAlert())
    try harness.step()
    let wide = try #require(harness.find("Delete draft?"))
    harness.terminal.resize(columns: 40, rows: 12)
    harness.app.process(.resized(Size(width: 40, height: 12)))
    harness.virtual = VirtualTerminal(width: 40, height: 12, measurer: TerminalTextMeasurer())
    try harness.step()
    let narrow = try #require(harness.find("Delete draft?"))
    #expect(narrow.column < wide.column)
    #expect(harness.app.screen.size == Size(width: 40, height: 12))
  }

  @Test func aSnackbarSlidesInCountsDownAndLeavesWithItsReason() throws {
    var harness = try AppHarness(reducesMotion: false)
    var reason: MessageEndReason?
    var message = SnackbarMessage(text: "Draft saved")
    message.completion = { reason = $0 }
    harness.app.show(message)
    try harness.step()
    #expect(harness.app.nextWakeDelay == harness.app.frameInterval, "frames while it slides")
    try harness.advance(by: .milliseconds(150))
    let shown = try #require(harness.find("Draft saved"))
    #expect(shown.row >= 20)
    #expect(harness.app.nextWakeDelay == .seconds(4), "asleep until the timer is due")
    try harness.advance(by: .seconds(4))
    try harness.advance(by: .milliseconds(125))
    #expect(reason == .timeout)
    #expect(harness.find("Draft saved") == nil)
  }

  @Test func clickingASnackbarsActionEndsItWithTheAction() throws {
    var harness = try AppHarness()
    var reason: MessageEndReason?
    var message = SnackbarMessage(text: "Draft deleted")
    message.action = SnackbarMessage.Action(title: "Undo") {}
    message.completion = { reason = $0 }
    harness.app.show(message)
    try harness.step()
    let undo = try #require(harness.find("UNDO"))
    try harness.click(column: undo.column, row: undo.row)
    #expect(reason == .action)
  }

  /// Frames drawn row by row from the layers that changed must equal a frame drawn whole.
  @Test func incrementalFramesEqualAWholeRepaint() throws {
    var harness = try AppHarness(reducesMotion: false)
    let dialog = Dialog(title: "Rename", message: "Give the file a new name.")
    dialog.addControl(.textField(TextField(placeholder: "Name")))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(AlertAction(title: "OK"))
    try harness.app.present(dialog)
    harness.app.show(SnackbarMessage(text: "Saved 草稿 👩‍💻"))
    _ = try harness.app.show(Banner(description: "You are offline", position: .top))
    for step in 0..<40 {
      try harness.advance(by: .milliseconds(33))
      if step % 5 == 0 { try harness.type("x\t") }
    }
    let incremental = harness.virtual.screen
    harness.app.process(.resumed)
    try harness.step()
    #expect(harness.virtual.screen == incremental)
  }
}

/// Yields to other tasks until `condition` holds, without sleeping on a real clock.
@MainActor
func waitUntil(_ condition: () -> Bool) async throws {
  for _ in 0..<100_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("the condition never held")
}

@MainActor
@Suite struct TerminalAppAnnouncementTests {
  @Test func announcementsReachTheAppsHandlerInOrder() throws {
    var harness = try AppHarness()
    var heard: [String] = []
    harness.app.announcements = { heard.append($0.text) }
    try harness.app.present(deleteDraftAlert())
    harness.app.show(SnackbarMessage(text: "Draft saved"))
    try harness.step()
    #expect(heard == ["Delete draft?", "This cannot be undone.", "Draft saved"])
  }
}

@MainActor
@Suite struct TerminalAppTypeAheadTests {
  @Test func keysTypedWhileAModalLeavesReachTheHost() throws {
    var harness = try AppHarness(reducesMotion: false)
    try harness.app.present(deleteDraftAlert())
    try harness.advance(by: .seconds(1))
    try harness.type("\u{1B}")
    try harness.advance(by: .milliseconds(25))
    #expect(harness.app.presenter.phase == .dismissing)
    try harness.type("q")
    #expect(harness.host.events == [.text("q")])
  }
}

@_spi(Renderer) import ScrimCore
import Synchronization
import Testing

/// The scenarios every renderer passes with the same endings, focus and timings, each on a
/// driver of the renderer under test.
///
/// They live apart from the terminal's tests so that another package's renderer (the GTK
/// one, in Renderers/GTK) runs the very same file through a symlink.
@MainActor
enum StageScenarios {
  /// An alert: focus starts on Cancel, Tab reaches Delete, Return deletes after the fade.
  static func alert(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let alert = AlertController(
      title: "Delete draft?", message: "Gone for good.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.note("cancel") })
    alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in log.note("delete") })
    try driver.stage.present(alert) { log.note("ended: \($0.reason)") }
    try driver.advance(by: .milliseconds(200))
    #expect(driver.shows("Delete draft?") && driver.shows("DELETE"))
    #expect(
      driver.stage.presenter.focus == .action(0), "a destructive action never gets first focus")
    try driver.press(.tab)
    #expect(driver.stage.presenter.focus == .action(1))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(100))
    #expect(log.notes.isEmpty, "the handler waits for the fade out")
    #expect(driver.stage.scene().scrim != nil && !driver.shows("Delete draft?"))
    try driver.advance(by: .milliseconds(100))
    #expect(log.notes == ["delete", "ended: action"])
    #expect(!driver.shows("Delete draft?"))
  }

  /// An action sheet: a click on an action chooses it; Esc cancels.
  static func actionSheet(_ driver: any StageDriver) throws {
    let chosen = driver.transcript
    let sheet = AlertController(title: "Export as", message: nil, preferredStyle: .actionSheet)
    for title in ["PDF", "PNG"] {
      sheet.addAction(AlertAction(title: title) { chosen.note($0.title) })
    }
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.note($0.title) })
    try driver.stage.present(sheet)
    try driver.advance(by: .milliseconds(250))
    try driver.click(.modal(.action(1)))
    try driver.advance(by: .milliseconds(250))
    #expect(chosen.notes == ["PNG"])
    let again = AlertController(title: "Export as", message: nil, preferredStyle: .actionSheet)
    again.addAction(AlertAction(title: "PDF"))
    again.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.note($0.title) })
    try driver.stage.present(again)
    try driver.advance(by: .milliseconds(250))
    try driver.press(.escape)
    try driver.advance(by: .milliseconds(250))
    #expect(chosen.notes == ["PNG", "Cancel"])
  }

  /// A dialog: typing fills the field, space flips the switch, Return takes the default.
  static func dialog(_ driver: any StageDriver) throws {
    let dialog = Dialog(title: "Rename draft", message: nil)
    let field = TextField(placeholder: "Name")
    let toggle = Toggle(title: "Keep a copy")
    dialog.addControl(.textField(field))
    dialog.addControl(.toggle(toggle))
    let save = AlertAction(title: "Save")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(save)
    dialog.preferredAction = save
    var result: DismissResult?
    try driver.stage.present(dialog) {
      result = $0
      driver.note("ended: \($0.reason) \($0.action?.title ?? "-")")
    }
    try driver.advance(by: .milliseconds(200))
    try driver.type("notes")
    try driver.press(.tab)
    try driver.type(" ")
    #expect(field.text == "notes" && toggle.isOn)
    #expect(driver.stage.presenter.focus == .control(1))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(result?.action === save && result?.reason == .action)
  }

  /// Queued snackbars show one at a time, each for its duration.
  static func queuedSnackbars(_ driver: any StageDriver) throws {
    let ended = driver.transcript
    for text in ["First", "Second"] {
      var message = SnackbarMessage(text: text)
      message.category = text
      message.duration = .seconds(2)
      message.completion = { ended.note("\(text): \($0)") }
      driver.stage.show(message)
    }
    try driver.advance(by: .milliseconds(150))
    #expect(driver.shows("First") && !driver.shows("Second"))
    try driver.advance(by: .seconds(2))
    try driver.advance(by: .milliseconds(125))
    #expect(ended.notes == ["First: timeout"])
    try driver.advance(by: .milliseconds(150))
    #expect(driver.shows("Second") && !driver.shows("First"))
  }

  /// A suspended snackbar waits until its token is released, which wakes the renderer.
  static func suspendedSnackbar(_ driver: any StageDriver) throws {
    let woken = Counter()
    driver.stage.wakeHandler = { woken.increment() }
    var token: SuspensionToken? = driver.stage.snackbars.suspendMessages()
    driver.stage.show(SnackbarMessage(text: "Synced"))
    let wakes = woken.value
    try driver.advance(by: .seconds(1))
    #expect(!driver.shows("Synced"))
    #expect(driver.stage.nextWakeDelay == nil, "nothing is due while the message is held")
    #expect(token?.isActive == true)
    token = nil
    #expect(woken.value == wakes + 1, "releasing the token wakes the renderer")
    try driver.advance(by: .zero)  // the turn the wake-up starts
    try driver.advance(by: .milliseconds(150))
    #expect(driver.shows("Synced"))
  }

  /// A snackbar that takes focus still times out without an action (its focus is a screen
  /// reader's, which MDC lets hold it only while VoiceOver runs: accessible mode); with an
  /// action it waits for the user, and Esc dismisses it.
  static func focusedSnackbar(_ driver: any StageDriver) throws {
    var saved: MessageEndReason?
    var message = SnackbarMessage(text: "Draft saved")
    message.focusOnShow = true
    message.duration = .seconds(2)
    message.completion = {
      saved = $0
      driver.note("Draft saved: \($0)")
    }
    driver.stage.show(message)
    try driver.advance(by: .milliseconds(150))
    try driver.advance(by: .seconds(2))
    try driver.advance(by: .milliseconds(125))
    #expect(saved == .timeout && !driver.shows("Draft saved"), "no action: it timed out")
    var reason: MessageEndReason?
    var retry = SnackbarMessage(text: "Connection lost")
    retry.action = SnackbarMessage.Action(title: "Retry")
    retry.focusOnShow = true
    retry.duration = .seconds(4)
    retry.completion = {
      reason = $0
      driver.note("Connection lost: \($0)")
    }
    driver.stage.show(retry)
    try driver.advance(by: .milliseconds(150))
    try driver.advance(by: .seconds(10))
    #expect(driver.shows("Connection lost") && reason == nil, "an action waits for the user")
    try driver.press(.escape)
    try driver.advance(by: .milliseconds(125))
    #expect(reason == .dismissedByUser && !driver.shows("Connection lost"))
  }

  /// The pointer over a banner holds its timer; moving away lets it time out.
  static func hoverHoldsBanner(_ driver: any StageDriver) throws {
    var reason: MessageEndReason?
    var banner = Banner(title: "Download complete", description: "report.pdf")
    banner.duration = .seconds(3)
    banner.completion = {
      reason = $0
      driver.note("banner: \($0)")
    }
    try driver.stage.show(banner)
    try driver.advance(by: .milliseconds(150))
    try driver.hover(.banner(.top))
    try driver.advance(by: .seconds(5))
    #expect(reason == nil && driver.shows("Download complete"))
    // Away from the banner, in the lower part of the container whatever its units.
    let size = driver.stage.size
    try driver.pointer(.move, x: size.width / 2, y: size.height * 5 / 6)
    try driver.advance(by: .seconds(3))
    #expect(reason == .timeout)
  }

  /// A banner's buttons run the handler of the action they show.
  static func bannerActions(_ driver: any StageDriver) throws {
    let ran = driver.transcript
    let banner = Banner(
      title: "You are offline", description: "Changes are saved on this device.",
      actions: [
        Banner.Action(title: "Retry") { ran.note("Retry") },
        Banner.Action(title: "Dismiss", role: .dismissive) { ran.note("Dismiss") },
      ])
    try driver.stage.show(banner)
    try driver.advance(by: .milliseconds(150))
    // Dismissive actions lead: the first button shown is Dismiss.
    try driver.click(.bannerAction(.top, 0))
    try driver.advance(by: .milliseconds(125))
    #expect(ran.notes == ["Dismiss"])
  }

  /// Cancelling the task awaiting present takes the modal away; no handler runs.
  static func cancellation(_ driver: any StageDriver) async throws {
    var ran = false
    let alert = AlertController(title: "Keep waiting?", message: nil, preferredStyle: .alert)
    alert.addAction(
      AlertAction(title: "OK") { _ in
        ran = true
        driver.note("OK")
      })
    let stage = driver.stage
    let task = Task { @MainActor in try await stage.present(alert) }
    while stage.presenter.activeModal == nil { await Task.yield() }
    try driver.advance(by: .milliseconds(200))
    #expect(driver.shows("Keep waiting?"))
    task.cancel()
    let result = try await task.value
    driver.note("ended: \(result.reason)")
    try driver.advance(by: .zero)
    #expect(result.reason == .taskCancelled && result.action == nil && !ran)
    #expect(stage.presenter.activeModal == nil && !driver.shows("Keep waiting?"))
  }
}

/// Counts calls from any thread.
final class Counter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

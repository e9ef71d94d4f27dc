@_spi(Renderer) import ScrimCore
import Testing

/// Whiptail's menu and gauge, and zenity's text box, the same on every renderer.
///
/// The same keys, clicks and time give the same choice, window and ending, so the list and
/// progress rules are the core's. Shared with the GTK renderer's tests, as
/// `StageScenarios` is.
@MainActor
enum ListProgressScenarios {
  private static func menu(_ list: ChoiceList, log: @escaping @MainActor (String) -> Void) -> Dialog
  {
    let dialog = Dialog(title: "Install", message: "Choose a package.")
    dialog.addControl(.choice(list))
    dialog.addAction(AlertAction(title: "OK") { _ in log("ok") })
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log("cancel") })
    dialog.presentationOptions.buttonOrder = .asAdded
    return dialog
  }

  /// A 200-item menu: pages, a letter jump, a click on a row, Tab to OK and Return.
  static func longMenu(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let items = (1...200).map { ChoiceList.Item(title: "pkg\($0)", detail: "Package \($0)") }
    var named = items
    named[150] = ChoiceList.Item(title: "zsh", detail: "Z shell")
    let list = ChoiceList(title: "Packages", items: named)
    list.movesFocusAtEnds = false
    try driver.stage.present(menu(list) { log.note($0) })
    try driver.advance(by: .milliseconds(200))
    #expect(driver.stage.presenter.focus == .control(0), "the list has focus first")
    let highlight = { driver.stage.presenter.highlightedIndex(ofList: 0) ?? -1 }
    try driver.press(.pageDown)
    let onePage = highlight()
    try driver.press(.pageDown)
    // A page is the rows the window shows, whatever the renderer's units.
    #expect(onePage > 1 && highlight() == 2 * onePage)
    #expect(driver.shows("pkg\(highlight() + 1)"), "the highlighted row is on screen")
    try driver.type("z")
    #expect(list.selectedOption == "zsh")
    #expect(driver.shows("zsh") && driver.shows("Z shell"))
    try driver.press(.end)
    try driver.press(.down)
    #expect(list.selectedIndex == 199 && driver.stage.presenter.focus == .control(0))
    #expect(driver.shows("pkg200"))
    try driver.click(.modal(.control(0)))
    let clicked = list.selectedIndex
    #expect(clicked < 199 && driver.shows("pkg\(clicked + 1)"), "a click chose a visible row")
    try driver.press(.tab)
    #expect(driver.stage.presenter.focus == .action(0), "Tab goes from the list to OK")
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["ok"])
    #expect(list.selectedIndex == clicked)
  }

  /// zenity's editable text box: the text has focus first; Ctrl-Home, typing and Return
  /// edit it; Ctrl-Tab leaves it for Cancel, where Return chooses OK. (Not in line mode,
  /// which asks for a text area's lines instead: `AccessibleTextAreaTests`.)
  static func textBox(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let area = TextArea(text: "first line\nsecond line", isEditable: true)
    area.visibleLineCount = 4
    let dialog = Dialog(title: "Notes")
    dialog.addControl(.textArea(area))
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.note("cancel") })
    let ok = AlertAction(title: "OK") { _ in log.note("ok") }
    dialog.addAction(ok)
    dialog.preferredAction = ok
    dialog.presentationOptions.returnOnCancelChoosesDefault = true
    try driver.stage.present(dialog)
    try driver.advance(by: .milliseconds(200))
    #expect(driver.stage.focus == .control(0), "the text has focus first")
    #expect(driver.shows("second line"))
    try driver.press(.textStart)
    try driver.type("New")
    try driver.press(.enter)
    #expect(area.text == "New\nfirst line\nsecond line")
    #expect(driver.shows("New"))
    try driver.press(.controlTab)
    #expect(driver.stage.focus == .action(0), "Cancel")
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["ok"])
  }

  /// dialog's textbox over a file of a million lines: a text area over a line source,
  /// which shows its first rows, Page Down, End to the last line and Home back, then
  /// Return chooses Exit. (Not in line mode, which reads such a text 10,000 lines at a time
  /// and asks to read on: `LongTextLineModeTests`.)
  static func longText(_ driver: any StageDriver) throws {
    let log = driver.transcript
    let area = TextArea(lines: ScenarioLines(count: 1_000_000))
    area.visibleLineCount = 4
    let dialog = Dialog(title: "Log")
    dialog.addControl(.textArea(area))
    let exit = AlertAction(title: "Exit") { _ in log.note("exit") }
    dialog.addAction(exit)
    dialog.preferredAction = exit
    try driver.stage.present(dialog)
    try driver.advance(by: .milliseconds(200))
    #expect(driver.shows("line 3") && !driver.shows("line 9"))
    try driver.press(.pageDown)
    #expect(driver.shows("line 7"), "a page is the view less a row")
    try driver.press(.end)
    #expect(driver.shows("line 1000000") && driver.shows("line 999997"))
    try driver.press(.home)
    #expect(driver.shows("line 2") && !driver.shows("line 1000000"))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(200))
    #expect(log.notes == ["exit"])
  }

  /// A gauge: no buttons, frames only while indeterminate, its percentage, ended by the app.
  static func gauge(_ driver: any StageDriver) throws {
    let dialog = Dialog(title: "Installing", message: "Unpacking")
    let progress = ProgressIndicator()
    dialog.addControl(.progress(progress))
    var ended: DismissResult?
    try driver.stage.present(dialog) {
      ended = $0
      driver.note("ended: \($0.reason)")
    }
    try driver.advance(by: .milliseconds(200))
    #expect(driver.shows("Installing"))
    #expect(driver.stage.nextWakeDelay == driver.stage.frameInterval, "it animates")
    progress.fraction = 0.5
    dialog.message = "Configuring"
    try driver.advance(by: .milliseconds(33))
    #expect(driver.shows("50%") && driver.shows("Configuring"))
    #expect(driver.stage.nextWakeDelay == nil, "a determinate bar asks for no frames")
    try driver.press(.tab)
    #expect(ended == nil && driver.stage.presenter.focus == nil, "nothing takes focus")
    driver.stage.dismiss(dialog)
    try driver.advance(by: .milliseconds(200))
    #expect(ended?.reason == .programmatic)
    #expect(!driver.shows("Installing"))
  }
}

/// Lines "line 1" to "line `count`", made as they are asked for.
@MainActor
private final class ScenarioLines: TextLineSource {
  let count: Int

  init(count: Int) { self.count = count }

  func line(at index: Int) -> String? { index >= 0 && index < count ? "line \(index + 1)" : nil }

  var lineCount: Int { count }
}

@_spi(Renderer) import ScrimCore
import ScrimGTK
import Testing

/// Each component in a GTK window, light and dark: shown, driven by synthesized keys and
/// pointer events through the app's GTK input translation, checked by how it ends and by
/// a screenshot.
@MainActor
@Suite("Each component in a GTK window", .serialized)
struct ComponentTests {
  @Test("an alert: Tab moves to Discard, Return runs it", arguments: Theme.allCases)
  func alert(_ theme: Theme) throws {
    let driver = try GTKDriver(scheme: theme.scheme)
    var ran: [String] = []
    let alert = AlertController(
      title: "Discard draft?", message: "Your changes to this message will be lost.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel) { ran.append($0.title) })
    alert.addAction(AlertAction(title: "Discard", style: .destructive) { ran.append($0.title) })
    try driver.app.present(alert)
    try driver.advance(by: .milliseconds(300))
    #expect(driver.shows("Discard draft?") && driver.shows("DISCARD"))
    try driver.checkScreenshot("alert-\(theme)")
    try driver.press(.tab)
    #expect(driver.stage.presenter.focus == .action(1))
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(300))
    #expect(ran == ["Discard"])
    #expect(driver.stage.scene().layers.isEmpty)
  }

  @Test("an action sheet: a click on a row chooses it", arguments: Theme.allCases)
  func actionSheet(_ theme: Theme) throws {
    let driver = try GTKDriver(size: Size(width: 420, height: 720), scheme: theme.scheme)
    var ran: [String] = []
    let sheet = AlertController(
      title: "Share report.pdf", message: "Choose where to send it.", preferredStyle: .actionSheet)
    for title in ["Email", "Messages", "Copy link"] {
      sheet.addAction(AlertAction(title: title) { ran.append($0.title) })
    }
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { ran.append($0.title) })
    try driver.app.present(sheet)
    try driver.advance(by: .milliseconds(400))
    #expect(driver.shows("Share report.pdf") && driver.shows("Copy link"))
    try driver.checkScreenshot("sheet-\(theme)")
    try driver.click(.modal(.action(1)))
    try driver.advance(by: .milliseconds(400))
    #expect(ran == ["Messages"])
  }

  @Test(
    "an action sheet in a wide window: a popover at its anchor; arrows and Return choose",
    arguments: Theme.allCases)
  func popover(_ theme: Theme) throws {
    let driver = try GTKDriver(size: Size(width: 800, height: 520), scheme: theme.scheme)
    var ran: [String] = []
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    for title in ["Copy link", "Send by mail", "Export as PDF"] {
      sheet.addAction(AlertAction(title: title) { ran.append($0.title) })
    }
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { ran.append($0.title) })
    // A toolbar button at the top right.
    sheet.sourceRect = Rect(x: 680, y: 16, width: 96, height: 36)
    try driver.app.present(sheet)
    try driver.advance(by: .milliseconds(400))
    let state = try #require(driver.stage.scene().modalState, "the sheet shows")
    #expect(state.layout.placement == .popover(.below))
    try driver.checkScreenshot("popover-\(theme)")
    driver.app.pointerMoved(x: 10, y: 400)
    try driver.press(.down)
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(400))
    #expect(ran.count == 1)
  }

  @Test(
    "a dialog: typing, a switch, a choice by arrows, then Return", arguments: Theme.allCases)
  func dialog(_ theme: Theme) throws {
    let driver = try GTKDriver(size: Size(width: 640, height: 640), scheme: theme.scheme)
    let dialog = Dialog(title: "New folder", message: "Folders keep related drafts together.")
    let name = TextField(placeholder: "Name")
    let shared = Toggle(title: "Share with my team")
    let color = ChoiceList(title: "Colour", options: ["Blue", "Green"])
    dialog.addControl(.textField(name))
    dialog.addControl(.toggle(shared))
    dialog.addControl(.choice(color))
    let create = AlertAction(title: "Create")
    dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
    dialog.addAction(create)
    dialog.preferredAction = create
    var result: DismissResult?
    try driver.app.present(dialog) { result = $0 }
    try driver.advance(by: .milliseconds(300))
    try driver.type("Receipts")
    try driver.press(.tab)
    try driver.type(" ")
    try driver.press(.tab)
    try driver.press(.down)
    #expect(name.text == "Receipts" && shared.isOn && color.selectedIndex == 1)
    try driver.checkScreenshot("dialog-\(theme)")
    try driver.press(.enter)
    try driver.advance(by: .milliseconds(300))
    #expect(result?.action === create)
  }

  @Test("a snackbar: its action is a click away", arguments: Theme.allCases)
  func snackbar(_ theme: Theme) throws {
    let driver = try GTKDriver(scheme: theme.scheme)
    var reason: MessageEndReason?
    var tapped = false
    var message = SnackbarMessage(text: "Message archived")
    message.action = SnackbarMessage.Action(title: "Undo") { tapped = true }
    message.completion = { reason = $0 }
    driver.app.show(message)
    try driver.advance(by: .milliseconds(300))
    #expect(driver.shows("Message archived") && driver.shows("UNDO"))
    try driver.checkScreenshot("snackbar-\(theme)")
    try driver.click(.snackbarAction)
    try driver.advance(by: .milliseconds(300))
    #expect(tapped && reason == .action)
  }

  @Test("a banner: a click on its action runs it", arguments: Theme.allCases)
  func banner(_ theme: Theme) throws {
    let driver = try GTKDriver(scheme: theme.scheme)
    var ran: [String] = []
    var banner = Banner(
      title: "You are offline", description: "Changes are saved on this device.",
      actions: [
        Banner.Action(title: "Retry") { ran.append("Retry") },
        Banner.Action(title: "Dismiss", role: .dismissive) { ran.append("Dismiss") },
      ])
    banner.icon = "!"
    try driver.app.show(banner)
    try driver.advance(by: .milliseconds(300))
    #expect(driver.shows("You are offline") && driver.shows("RETRY"))
    try driver.checkScreenshot("banner-\(theme)")
    try driver.click(.bannerAction(.top, 1))
    try driver.advance(by: .milliseconds(300))
    #expect(ran == ["Retry"])
  }
}

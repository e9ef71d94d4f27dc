@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// Every code sample of the seeds, ported: one test a sample, named after it, written as
/// an iOS developer would rename it (docs/porting-guide.md explains each difference).
@MainActor
@Suite("Seed samples, ported")
struct SeedSampleTests {
  private let clock = ManualClock()

  private func stage() -> Stage {
    Stage(
      clock: clock, size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
  }

  @Test("MDC Dialogs: MDCAlertController example")
  func mdcAlertControllerExample() throws {
    var printed: [String] = []
    // let alertController = MDCAlertController(title: "Title string", message: "Message string")
    let alertController = AlertController(title: "Title string", message: "Message string")
    // let action = MDCAlertAction(title:"OK") { (action) in print("OK") }
    let action = AlertAction(title: "OK") { _ in printed.append("OK") }
    alertController.addAction(action)
    // present(alertController, animated:true, completion:...)
    let stage = stage()
    var appeared = false
    try stage.present(alertController, animated: true, presented: { appeared = true })
    stage.update()
    #expect(appeared)
    stage.handle(.key(.enter))
    stage.update()
    #expect(printed == ["OK"])
  }

  @Test("MDC Dialogs: custom dialog with MDCDialogTransitionController")
  func customDialogExample() throws {
    // myDialogViewController.modalPresentationStyle = .custom
    // myDialogViewController.transitioningDelegate = dialogTransitionController
    let myDialog = Dialog(title: "Custom shadow", message: "A dialog of your own.")
    myDialog.addAction(AlertAction(title: "Close", style: .cancel))
    myDialog.presentationOptions.transition = .fade
    let presenter = Presenter(clock: clock)
    try presenter.present(myDialog)
    #expect(presenter.phase == .presenting && presenter.scrimAlpha == 0)
    clock.advance(by: .milliseconds(100))
    #expect(abs(presenter.scrimAlpha - 0.16) < 0.001, "the scrim fades in with the dialog")
    clock.advance(by: .milliseconds(100))
    presenter.update()
    #expect(presenter.phase == .presented)
  }

  @Test("MDC Dialogs: -accessibilityPerformEscape dismisses the presented dialog")
  func accessibilityPerformEscape() throws {
    let dialog = Dialog(title: "Settings")
    dialog.addAction(AlertAction(title: "Done"))
    let stage = stage()
    var result: DismissResult?
    try stage.present(dialog) { result = $0 }
    stage.handle(.accessibilityEscape)
    stage.update()
    #expect(result?.reason == .escape)
  }

  @Test("MDC Dialogs: theming with a container scheme")
  func themingExample() {
    let alertController = AlertController(title: "Title string", message: "Message string")
    alertController.addAction(AlertAction(title: "OK"))
    // let containerScheme = MDCContainerScheme()
    let containerScheme = ContainerScheme.dark
    // alertController.applyTheme(withScheme: containerScheme)
    alertController.applyTheme(withScheme: containerScheme)
    let style = alertController.resolvedStyle()
    #expect(style.containerColor == containerScheme.colorScheme.surface)
  }

  @Test("MDC Dialogs: theming actions with high and medium emphasis")
  func themingActionsExample() throws {
    // let alert = MDCAlertController(title: "Button Theming", message: "Add item to cart?")
    let alert = AlertController(title: "Button Theming", message: "Add item to cart?")
    alert.addAction(AlertAction(title: "Add Item", emphasis: .high))
    alert.addAction(AlertAction(title: "Cancel", emphasis: .medium))
    alert.applyTheme(withScheme: ContainerScheme())
    let buttons = alert.resolvedStyle().buttons
    #expect(buttons[0].kind == .contained, "a high-emphasis button is filled")
    #expect(buttons[1].kind == .outlined && buttons[1].borderColor != nil, "a medium one outlined")
  }

  @Test("MDC Snackbar: an action whose handler shows another message")
  func snackbarActionExample() {
    let manager = SnackbarManager(clock: clock, reducesMotion: true)
    var message = SnackbarMessage(text: "Message archived")
    // let action = MDCSnackbarMessageAction()
    var action = SnackbarMessage.Action()
    // let actionHandler = {() in
    action.handler = {
      // let answerMessage = MDCSnackbarMessage(); answerMessage.text = "Fascinating"
      var answerMessage = SnackbarMessage()
      answerMessage.text = "Fascinating"
      manager.show(answerMessage)  // MDCSnackbarManager.show(answerMessage)
    }
    action.title = "OK"
    message.action = action
    // MDCSnackbarManager.default.showMessage(message)
    var userInitiated: Bool?
    message.completion = { userInitiated = $0.isUserInitiated }
    manager.show(message)
    manager.handle(.actionTapped)
    #expect(manager.visibleMessage?.text == "Fascinating")
    #expect(userInitiated == true, "the completion is told the user ended it")
  }

  @Test("MDC Snackbar: suspend and resume with a token")
  func suspensionExample() {
    let manager = SnackbarManager(clock: clock, reducesMotion: true)
    var token: SuspensionToken? = manager.suspendMessages()
    manager.show(SnackbarMessage(text: "Held"))
    #expect(!manager.isShowingMessage)
    token = nil  // releasing the token resumes, as in MDC
    manager.update()
    #expect(manager.visibleMessage?.text == "Held" && token == nil)
  }

  @Test("UIAlertController: agreeToTerms")
  func agreeToTerms() throws {
    var responses: [String] = []
    // let defaultAction = UIAlertAction(title: "Agree", style: .default) { ... }
    let defaultAction = AlertAction(title: "Agree", style: .default) { _ in
      responses.append("agreed")
    }
    let cancelAction = AlertAction(title: "Disagree", style: .cancel) { _ in
      responses.append("disagreed")
    }
    let alert = AlertController(
      title: "Terms and Conditions",
      message: "Click Agree to accept the terms and conditions.", preferredStyle: .alert)
    alert.addAction(defaultAction)
    alert.addAction(cancelAction)
    // self.present(alert, animated: true) { /* The alert was presented */ }
    let stage = stage()
    var presented = false
    try stage.present(alert, animated: true, presented: { presented = true })
    stage.update()
    #expect(presented)
    #expect(alert.displayOrder(for: .row).map(\.title) == ["Disagree", "Agree"])
    stage.handle(.key(.escape))
    stage.update()
    #expect(responses == ["disagreed"])
  }

  @Test("UIAlertController: at least one action before presenting")
  func atLeastOneAction() {
    let alert = AlertController(title: "Empty", message: nil, preferredStyle: .alert)
    #expect(throws: PresentationError.noActions(title: "Empty")) {
      try stage().present(alert)
    }
  }

  @Test("UIAlertController: an action sheet on iPad is a popover at its anchor")
  func actionSheetInPopover() throws {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(AlertAction(title: "Copy"))
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
    let regular = Stage(
      clock: clock, size: Size(width: 120, height: 30), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    #expect(throws: PresentationError.self) { try regular.present(sheet) }
    // sheet.popoverPresentationController?.barButtonItem = shareItem
    sheet.sourceRect = Rect(x: 100, y: 0, width: 5, height: 1)
    try regular.present(sheet)
    guard case .modal(let layer)? = regular.snapshot().layers.first else {
      Issue.record("the sheet is shown")
      return
    }
    #expect(layer.layout.placement == .popover(.below))
  }
}

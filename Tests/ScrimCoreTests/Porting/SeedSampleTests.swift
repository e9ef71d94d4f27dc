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

  /// What the active modal shows a screen reader, one "role label" a node in reading order.
  private func shown(_ presenter: Presenter) -> [String] {
    (presenter.accessibilityTree?.flattened ?? []).map { "\($0.role.rawValue) \($0.label)" }
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
    var result: DismissResult?
    try stage.present(
      alertController, animated: true, presented: { appeared = true }, dismissed: { result = $0 })
    stage.update()
    #expect(appeared)
    // It shows the title, the message and one OK button, a text button: MDCAlertAction's
    // emphasis defaults to .low.
    #expect(
      shown(stage.presenter) == [
        "alert Title string", "heading Title string", "text Message string", "button OK",
      ])
    #expect(action.emphasis == .low)
    #expect(alertController.resolvedStyle().buttons.map(\.kind) == [.text])
    #expect(printed.isEmpty, "nothing runs before the user chooses")
    stage.handle(.key(.enter))
    stage.update()
    #expect(printed == ["OK"])
    #expect(result?.action === action && result?.reason == .action)
    #expect(!stage.presenter.isPresenting, "the alert is gone")
  }

  @Test("MDC Dialogs: custom dialog with MDCDialogTransitionController")
  func customDialogExample() throws {
    // myDialogViewController.modalPresentationStyle = .custom
    // myDialogViewController.transitioningDelegate = dialogTransitionController
    let myDialog = Dialog(title: "Custom shadow", message: "A dialog of your own.")
    myDialog.addAction(AlertAction(title: "Close", style: .cancel))
    myDialog.presentationOptions.transition = .fade
    // present(myDialogViewController, animated: true, completion:...)
    let presenter = Presenter(clock: clock)
    var presented = false
    var result: DismissResult?
    try presenter.present(
      myDialog, animated: true, presented: { presented = true }, dismissed: { result = $0 })
    #expect(presenter.phase == .presenting && presenter.scrimAlpha == 0)
    clock.advance(by: .milliseconds(100))
    #expect(abs(presenter.scrimAlpha - 0.16) < 0.001, "the scrim fades in with the dialog")
    clock.advance(by: .milliseconds(100))
    presenter.update()
    #expect(presenter.phase == .presented && presented)
    #expect(
      shown(presenter) == [
        "dialog Custom shadow", "heading Custom shadow", "text A dialog of your own.",
        "button Close",
      ])
    // [self.presentingViewController dismissViewControllerAnimated:YES completion:nil]
    presenter.dismiss(myDialog)
    #expect(presenter.phase == .dismissing && result == nil)
    clock.advance(by: .milliseconds(100))
    presenter.update()
    #expect(abs(presenter.scrimAlpha - 0.16) < 0.001, "the scrim fades out with the dialog")
    clock.advance(by: .milliseconds(100))
    presenter.update()
    #expect(result?.reason == .programmatic && result?.action == nil)
    #expect(presenter.activeModal == nil && presenter.scrimAlpha == 0)
  }

  @Test("MDC Dialogs: a custom dialog is centred over a scrim")
  func customDialogIsCentred() throws {
    let myDialog = Dialog(title: "Custom shadow", message: "A dialog of your own.")
    myDialog.addAction(AlertAction(title: "Close", style: .cancel))
    let stage = stage()
    try stage.present(myDialog)
    stage.update()
    let snapshot = stage.scene()
    guard case .modal(let layer)? = snapshot.layers.first else {
      Issue.record("the dialog is shown")
      return
    }
    #expect(layer.layout.placement == .centered)
    #expect(snapshot.scrim?.alpha == 0.32, "Material's scrim, black at 32%")
  }

  @Test("MDC Dialogs: -accessibilityPerformEscape dismisses the presented dialog")
  func accessibilityPerformEscape() throws {
    let dialog = Dialog(title: "Settings")
    var done = false
    dialog.addAction(AlertAction(title: "Done") { _ in done = true })
    let stage = stage()
    var result: DismissResult?
    try stage.present(dialog) { result = $0 }
    stage.update()
    // - (BOOL)accessibilityPerformEscape { [... dismissViewControllerAnimated:YES ...]; return YES; }
    let disposition = stage.handle(.accessibilityEscape)
    stage.update()
    #expect(disposition == .handled, "the escape was used: YES")
    #expect(result?.reason == .escape && result?.action == nil)
    #expect(!done, "dismissing runs no action's handler")
    #expect(!stage.presenter.isPresenting)
  }

  @Test("MDC Dialogs: theming with a container scheme")
  func themingExample() {
    let alertController = AlertController(title: "Title string", message: "Message string")
    alertController.addAction(AlertAction(title: "OK"))
    // let containerScheme = MDCContainerScheme()
    let containerScheme = ContainerScheme()
    // alertController.applyTheme(withScheme: containerScheme)
    alertController.applyTheme(withScheme: containerScheme)
    // The anatomy's defaults: surface container, corner radius 4, Headline 6 title, Body 1
    // message, elevation 24, the scrim black at 32%.
    let style = alertController.resolvedStyle()
    #expect(alertController.containerScheme == containerScheme)
    #expect(style.containerColor == containerScheme.colorScheme.surface)
    #expect(containerScheme.shapeScheme.cornerRadius == 4 && style.corners == .rounded)
    #expect(style.title.style == containerScheme.typographyScheme.headline6)
    #expect(style.message.style == containerScheme.typographyScheme.body1)
    #expect(style.elevation == 24)
    #expect(alertController.presentationOptions.scrimColor == .black.withAlpha(0.32))
    // Another scheme themes the same alert again.
    alertController.applyTheme(withScheme: .dark)
    #expect(
      alertController.resolvedStyle().containerColor == ContainerScheme.dark.colorScheme.surface)
  }

  @Test("MDC Dialogs: theming actions with high and medium emphasis")
  func themingActionsExample() throws {
    // let alert = MDCAlertController(title: "Button Theming", message: "Add item to cart?")
    // let scheme = MDCContainerScheme()
    let scheme = ContainerScheme()
    var handled: [String] = []
    let handler: @MainActor (AlertAction) -> Void = { handled.append($0.title) }
    let alert = AlertController(title: "Button Theming", message: "Add item to cart?")
    // The Objective-C sample's emphases (the Swift one gives Cancel .high too).
    alert.addAction(AlertAction(title: "Add Item", emphasis: .high, handler: handler))
    alert.addAction(AlertAction(title: "Cancel", emphasis: .medium, handler: handler))
    alert.applyTheme(withScheme: scheme)
    let buttons = alert.resolvedStyle().buttons
    #expect(buttons[0].kind == .contained, "a high-emphasis button is filled")
    #expect(buttons[1].kind == .outlined && buttons[1].borderColor != nil, "a medium one outlined")
    // MDC has no roles: both are default-style actions, shown in the order added.
    #expect(alert.displayOrder(for: .row).map(\.title) == ["Add Item", "Cancel"])
    // present(alertController, animated:true, completion:nil)
    let stage = stage()
    var result: DismissResult?
    try stage.present(alert, animated: true, dismissed: { result = $0 })
    stage.update()
    stage.handle(.accessibilityActivate(.modal(.action(0))))
    stage.update()
    #expect(handled == ["Add Item"], "the handler gets the action chosen")
    #expect(result?.action?.title == "Add Item" && result?.reason == .action)
  }

  @Test("MDC Dialogs: each emphasis is its own button style, .low a text button")
  func everyEmphasis() {
    let alert = AlertController(title: "Button Theming", message: "Add item to cart?")
    for emphasis in [AlertAction.Emphasis.high, .medium, .low] {
      alert.addAction(AlertAction(title: "\(emphasis)", emphasis: emphasis))
    }
    alert.applyTheme(withScheme: ContainerScheme())
    let buttons = alert.resolvedStyle().buttons
    #expect(buttons.map(\.kind) == [.contained, .outlined, .text])
    #expect(buttons[2].fillColor == nil && buttons[2].borderColor == nil, "no fill, no outline")
    // The Swift sample: two high-emphasis buttons are both filled.
    let swiftSample = AlertController(title: "Button Theming", message: "Add item to cart?")
    swiftSample.addAction(AlertAction(title: "Add Item", emphasis: .high))
    swiftSample.addAction(AlertAction(title: "Cancel", emphasis: .high))
    #expect(swiftSample.resolvedStyle().buttons.map(\.kind) == [.contained, .contained])
  }

  @Test("MDC Snackbar: an action whose handler shows another message, on the default manager")
  func snackbarActionExample() {
    // The default manager is shared by every test in the process, so these messages have
    // categories of their own (a message without one would replace what other tests
    // show) and a high priority (they show at once, whatever another test left showing).
    let manager = SnackbarManager.default
    let motion = manager.reducesMotion
    manager.reducesMotion = true
    defer {
      manager.dismissAll(category: "SeedSampleTests")
      manager.dismissAll(category: "SeedSampleTests.answer")
      manager.reducesMotion = motion
    }
    var message = SnackbarMessage(text: "Message archived")
    message.category = "SeedSampleTests"
    message.priority = .high
    // let action = MDCSnackbarMessageAction()
    var action = SnackbarMessage.Action()
    var answerID: MessageID?
    // let actionHandler = {() in
    action.handler = {
      // let answerMessage = MDCSnackbarMessage(); answerMessage.text = "Fascinating"
      var answerMessage = SnackbarMessage()
      answerMessage.text = "Fascinating"
      answerMessage.category = "SeedSampleTests.answer"
      answerMessage.priority = .high
      // MDCSnackbarManager.show(answerMessage)
      answerID = SnackbarManager.show(answerMessage)
    }
    // action.handler = actionHandler; action.title = "OK"; message.action = action
    action.title = "OK"
    message.action = action
    var ended: MessageEndReason?
    message.completion = { ended = $0 }
    // MDCSnackbarManager.default.showMessage(message)
    let id = SnackbarManager.default.show(message)
    // It shows the text and an OK button, and stays until the user acts (MDC's rule for a
    // snackbar with an action; the porting guide lists the difference with the prose).
    #expect(manager.visibleMessageID == id && manager.visibleMessage?.action?.title == "OK")
    #expect(manager.visibleMessage?.announcementText == "Message archived. OK.")
    #expect(manager.remainingTime == nil, "no timer for a snackbar with an action")
    manager.handle(.actionTapped)
    #expect(ended == .action && ended?.isUserInitiated == true)
    #expect(answerID != nil && manager.visibleMessageID == answerID)
    #expect(manager.visibleMessage?.text == "Fascinating")
    // The answer has no action: it goes by itself after 4 s.
    let remaining = manager.remainingTime ?? .zero
    #expect(remaining > .seconds(3) && remaining <= .seconds(4))
  }

  @Test("MDC Snackbar: suspend and resume with a token")
  func suspensionExample() {
    let manager = SnackbarManager(clock: clock, reducesMotion: true)
    var token: SuspensionToken? = manager.suspendMessages()
    manager.show(SnackbarMessage(text: "Held"))
    #expect(!manager.isShowingMessage && manager.hasMessagesShowingOrQueued)
    token = nil  // releasing the token resumes, as in MDC
    manager.update()
    #expect(manager.visibleMessage?.text == "Held" && token == nil)
  }

  @Test("MDC Snackbar: the manager's resume method with the token")
  func resumeWithTokenExample() {
    let manager = SnackbarManager(clock: clock, reducesMotion: true)
    let token = manager.suspendMessages(category: "sync")
    manager.show(SnackbarMessage(text: "Synced", category: "sync"))
    manager.show(SnackbarMessage(text: "Saved", category: "save"))
    #expect(manager.visibleMessage?.text == "Saved", "only the suspended category waits")
    manager.dismissAll(category: "save")
    #expect(!manager.isShowingMessage)
    manager.resumeMessages(token: token)
    #expect(!token.isActive && manager.visibleMessage?.text == "Synced")
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
    var result: DismissResult?
    try stage.present(
      alert, animated: true, presented: { presented = true }, dismissed: { result = $0 })
    stage.update()
    #expect(presented)
    // It shows the title, the message, Disagree on the left and Agree, the default, on the
    // right.
    #expect(
      shown(stage.presenter) == [
        "alert Terms and Conditions", "heading Terms and Conditions",
        "text Click Agree to accept the terms and conditions.", "button Disagree",
        "button Agree",
      ])
    #expect(alert.displayOrder(for: .row).map(\.title) == ["Disagree", "Agree"])
    #expect(alert.defaultAction === defaultAction && alert.cancelAction === cancelAction)
    // Return agrees.
    stage.handle(.key(.enter))
    stage.update()
    #expect(responses == ["agreed"])
    #expect(result?.action === defaultAction && result?.reason == .action)
    #expect(!stage.presenter.isPresenting)
  }

  @Test("UIAlertController: agreeToTerms, disagreeing")
  func agreeToTermsDisagreeing() throws {
    // The same alert as the twin above, written once there line by line.
    final class Responses { var list: [String] = [] }
    let responses = Responses()
    let alert = AlertController(
      title: "Terms and Conditions",
      message: "Click Agree to accept the terms and conditions.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Agree") { _ in responses.list.append("agreed") })
    let cancelAction = AlertAction(title: "Disagree", style: .cancel) { _ in
      responses.list.append("disagreed")
    }
    alert.addAction(cancelAction)
    let stage = stage()
    var result: DismissResult?
    try stage.present(alert, animated: true, dismissed: { result = $0 })
    stage.update()
    // A tap outside does nothing: an alert closes only by its buttons.
    stage.handle(.pointer(PointerInput(.press, x: 1, y: 1)))
    stage.handle(.pointer(PointerInput(.release, x: 1, y: 1)))
    stage.update()
    #expect(stage.presenter.isPresenting && responses.list.isEmpty)
    // Esc chooses the cancel-style action.
    stage.handle(.key(.escape))
    stage.update()
    #expect(responses.list == ["disagreed"])
    #expect(result?.action === cancelAction && result?.reason == .escape)
  }

  @Test("UIAlertController: at least one action before presenting")
  func atLeastOneAction() throws {
    let alert = AlertController(title: "Empty", message: nil, preferredStyle: .alert)
    let stage = stage()
    #expect(throws: PresentationError.noActions(title: "Empty")) {
      try stage.present(alert)
    }
    #expect(PresentationError.noActions(title: "Empty").description.contains("add at least one"))
    #expect(!stage.presenter.isPresenting, "nothing is shown")
    alert.addAction(AlertAction(title: "OK"))
    try stage.present(alert)
    #expect(stage.presenter.activeModal === alert)
  }

  @Test("UIAlertController: an action sheet on iPad is a popover at its anchor")
  func actionSheetInPopover() throws {
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    var chosen: [String] = []
    sheet.addAction(AlertAction(title: "Copy") { chosen.append($0.title) })
    sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title) })
    let regular = Stage(
      clock: clock, size: Size(width: 120, height: 30), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    #expect(throws: PresentationError.self) { try regular.present(sheet) }
    // sheet.popoverPresentationController?.barButtonItem = shareItem
    sheet.sourceRect = Rect(x: 100, y: 0, width: 5, height: 1)
    var result: DismissResult?
    try regular.present(sheet) { result = $0 }
    regular.update()
    guard case .modal(let layer)? = regular.scene().layers.first else {
      Issue.record("the sheet is shown")
      return
    }
    #expect(layer.layout.placement == .popover(.below))
    // A tap outside the popover dismisses it, as on iPad, through Cancel.
    regular.handle(.pointer(PointerInput(.press, x: 2, y: 28)))
    regular.handle(.pointer(PointerInput(.release, x: 2, y: 28)))
    regular.update()
    #expect(chosen == ["Cancel"] && result?.reason == .backgroundTap)
    #expect(!regular.presenter.isPresenting)
  }
}

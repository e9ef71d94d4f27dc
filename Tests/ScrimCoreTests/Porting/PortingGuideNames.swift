import ScrimCore
import ScrimTerminal
import ScrimTesting
import Testing

// Every Scrim name in the tables of docs/porting-guide.md, used in code that compiles
// against the public API only (no @testable, no @_spi), so renaming a symbol breaks the
// build. Each block starts with a `// porting:` line naming, in backticks, the table's
// Scrim names it uses, and runs to the next blank line; PortingGuideTableTests checks that
// every name of the tables has a block whose code (comments left out) contains each of
// the name's identifiers, and that every name here is in the tables.

/// Uses each Scrim name of the porting guide's tables.
@MainActor
@Suite("Porting guide: every Scrim name in the tables is public API")
struct PortingGuideNames {
  private let clock = ManualClock()

  private func makeStage() -> Stage {
    Stage(
      clock: clock, size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
  }

  @Test("dialogs: MDCAlertController, MDCAlertAction, the presentation controller")
  func dialogs() throws {
    // porting: `AlertController`, `AlertController(title:message:preferredStyle:)`
    let alert: AlertController = AlertController(
      title: "Title string", message: "Message string", preferredStyle: .alert)

    // porting: `AlertAction`, `AlertAction(title:handler:)`, `AlertController.addAction(_:)`
    let ok: AlertAction = AlertAction(title: "OK", handler: { _ in })
    (alert as AlertController).addAction(ok)

    // porting: `AlertAction(title:emphasis:handler:)`, `AlertAction.Emphasis`
    // porting: `AlertAction.Emphasis.high`, `AlertAction.Emphasis.medium`
    // porting: `AlertAction.Emphasis.low`
    let emphases: [AlertAction.Emphasis] = [.high, .medium, .low]
    let later = AlertAction(title: "Later", emphasis: emphases[2], handler: { _ in })
    #expect(AlertAction.Emphasis.low < AlertAction.Emphasis.medium)
    #expect(AlertAction.Emphasis.medium < AlertAction.Emphasis.high)

    // porting: `AlertAction.title`, `AlertAction.emphasis`, `AlertAction.accessibilityIdentifier`
    let laterAction: AlertAction = later
    laterAction.accessibilityIdentifier = "later"
    #expect(laterAction.title == "Later" && laterAction.emphasis == .low)

    // porting: `ResolvedButtonStyle.Kind.contained`, `ResolvedButtonStyle.Kind.outlined`
    // porting: `ResolvedButtonStyle.Kind.text`
    let kinds: [ResolvedButtonStyle.Kind] = [.contained, .outlined, .text]
    #expect(kinds == emphases.map(ResolvedButtonStyle.Kind.init(emphasis:)))

    // porting: `AlertController.actions`, `AlertController.title`, `AlertController.message`
    // porting: `AlertController.titleAccessibilityLabel`
    // porting: `AlertController.messageAccessibilityLabel`
    // porting: `AlertController.accessoryControls`, `Control`
    // porting: `AlertController.placesControlsAboveMessage`
    // porting: `AlertController.shouldDismiss`
    let controller: AlertController = alert
    #expect(controller.actions.count == 1 && controller.title == "Title string")
    controller.message = "Message string"
    controller.titleAccessibilityLabel = "Title"
    controller.messageAccessibilityLabel = "Message"
    let controls: [Control] = [.toggle(Toggle(title: "Don't ask again"))]
    controller.accessoryControls = controls
    controller.placesControlsAboveMessage = false
    controller.shouldDismiss = { _ in true }

    // porting: `PresentationOptions.dismissOnAction`, `AlertController.presentationOptions`
    var options: PresentationOptions = (alert as AlertController).presentationOptions
    options.dismissOnAction = true
    alert.presentationOptions = options

    // porting: `DialogTransition`, `PresentationOptions.transition`
    // porting: `DialogTransition.duration`, `DialogTransition.Style.fade`
    let fade: DialogTransition = DialogTransition(
      style: DialogTransition.Style.fade, duration: .zero)
    var transitionOptions: PresentationOptions = options
    transitionOptions.transition = .fade
    #expect(transitionOptions.transition.duration == .milliseconds(200) && fade.style == .fade)

    // porting: `PresentationOptions.dismissOnBackgroundTap`, `Modal.dismissesOnBackgroundTap`
    // porting: `ModalKind.dismissesOnBackgroundTapByDefault`
    let modal: any Modal = alert
    #expect((options as PresentationOptions).dismissOnBackgroundTap == nil)
    #expect(modal.dismissesOnBackgroundTap == ModalKind.alert.dismissesOnBackgroundTapByDefault)

    // porting: `PresentationOptions.scrimColor`, `ColorScheme.scrim`
    #expect((options as PresentationOptions).scrimColor == ColorScheme.light.scrim)

    // porting: `Modal.shouldDismiss`, `Modal.actions`
    // porting: `Modal.resolvedButtonStyle(for:fallback:)`
    let anyModal: any Modal = alert
    #expect(anyModal.shouldDismiss?(.escape) == true)
    #expect(anyModal.resolvedButtonStyle(for: ok, fallback: .light) != nil)
    #expect(anyModal.actions.count == 1)

    // porting: `ModalAppearance.backgroundColor`, `ModalAppearance.cornerRadius`
    // porting: `ModalAppearance.elevation`, `ModalAppearance.titleColor`
    // porting: `ModalAppearance.titleStyle`, `ModalAppearance.messageColor`
    // porting: `ModalAppearance.messageStyle`, `ModalAppearance.buttonTitleColor`
    // porting: `ModalAppearance.buttonStyle`, `TextStyle`
    var appearance = ModalAppearance()
    appearance.backgroundColor = .white
    appearance.cornerRadius = 4
    appearance.elevation = 24
    appearance.titleColor = .black
    appearance.titleStyle = TextStyle(weight: .bold)
    appearance.messageColor = .black
    appearance.messageStyle = TextStyle()
    appearance.buttonTitleColor = .black
    appearance.buttonStyle = TextStyle(isUppercase: true)
    alert.appearance = appearance

    // porting: `ResolvedModalStyle.containerColor`, `ResolvedModalStyle.corners`
    // porting: `ResolvedModalStyle.title`, `ResolvedModalStyle.message`
    let style: ResolvedModalStyle = alert.resolvedStyle()
    #expect(style.containerColor == .white && style.corners == .rounded)
    #expect(style.title.color == .black && style.message.color == .black)

    // porting: `StageInput.accessibilityEscape`, `PresentationEvent.accessibilityEscape`
    // porting: `InputDisposition.handled`
    let escape: StageInput = .accessibilityEscape
    let event: PresentationEvent = .accessibilityEscape
    #expect(escape != .otherKey && event != .key(.enter))
    let handled: InputDisposition = .handled
    #expect(handled != .passedThrough)

    // porting: `Stage.present(_:animated:presented:dismissed:)`, `DismissResult.action`
    let stage: Stage = makeStage()
    var chosen: AlertAction?
    try stage.present(
      alert, animated: true, presented: {},
      dismissed: { (result: DismissResult) in
        chosen = result.action
      })
    stage.handle(.key(.enter))
    stage.update()
    #expect(chosen === ok)

    // porting: `Presenter`, `Presenter.present(_:animated:presented:dismissed:)`
    // porting: `Presenter.dismiss(_:)`, `Presenter.scrimAlpha`, `Presenter.dismissAll()`
    let presenter: Presenter = Presenter(clock: clock)
    try presenter.present(alert, animated: false, presented: {}, dismissed: { _ in })
    #expect(presenter.scrimAlpha > 0)
    presenter.dismiss(alert)
    presenter.dismissAll()
  }

  @Test("dialogs: Dialog, its controls and the delegate's moments")
  func customDialogs() throws {
    // porting: `Dialog`, `Dialog(title:message:)`, `Dialog.addControl(_:)`, `Dialog.title`
    let dialog: Dialog = Dialog(title: "Rename", message: nil)
    dialog.addControl(.text("A name for the file"))
    #expect(dialog.title == "Rename")

    // porting: `Control.text`, `Control.textField`, `Control.toggle`, `Control.choice`
    // porting: `Control.textArea`, `TextField`, `Toggle`, `ChoiceList`, `TextArea`
    let controls: [Control] = [
      Control.text("Body"), Control.textField(TextField(placeholder: "Name")),
      Control.toggle(Toggle(title: "Admin")),
      Control.choice(ChoiceList(title: "Format", options: ["PDF", "PNG"])),
      Control.textArea(TextArea(text: "Notes", isEditable: true)),
    ]
    for control in controls { dialog.addControl(control) }

    // porting: `Control.datePicker`, `DatePicker`, `DatePicker(title:date:firstWeekday:)`
    // porting: `DatePicker.date`, `DatePicker.today`, `DatePicker.keyConvention`
    // porting: `CalendarDate`, `CalendarDate(year:month:day:)`
    let day: CalendarDate = try #require(CalendarDate(year: 1981, month: 7, day: 7))
    let picker: DatePicker = DatePicker(title: "Due", date: day, firstWeekday: 1)
    picker.today = day
    picker.keyConvention = .material
    dialog.addControl(Control.datePicker(picker))
    #expect(picker.date == day)

    // porting: `Control.timePicker`, `TimePicker`, `TimePicker(title:hour:minute:second:)`
    // porting: `TimePicker.hour`, `TimePicker.minute`, `TimePicker.showsSeconds`
    let alarm: TimePicker = TimePicker(title: "Alarm", hour: 7, minute: 30, second: 0)
    alarm.showsSeconds = false
    dialog.addControl(Control.timePicker(alarm))
    #expect(alarm.hour == 7 && alarm.minute == 30)
    // porting: `ChoiceList.showsHierarchy`, `ChoiceList.Item.depth`
    // porting: `ChoiceList.Item(title:detail:depth:)`, `AccessibilityNode.level`
    // porting: `AccessibilityNode.isExpanded`
    let tree = ChoiceList(
      title: "Files",
      items: [
        ChoiceList.Item(title: "etc", detail: nil, depth: 0),
        ChoiceList.Item(title: "hosts", depth: 1),
      ])
    tree.showsHierarchy = true
    #expect(tree.items[1].depth == 1)
    var branch = AccessibilityNode(role: .listItem, label: "etc")
    branch.level = 1
    branch.isExpanded = true
    #expect(branch.level == 1 && branch.isExpanded == true)

    // porting: `TransferLists`, `TransferLists(items:chosen:availableTitle:chosenTitle:)`
    // porting: `TransferLists.available`, `TransferLists.chosen`, `TransferLists.chosenIndices`
    // porting: `TransferLists.keepsOrderOfChoosing`
    let transfer = TransferLists(
      items: [ChoiceList.Item(title: "vim")], chosen: [0], availableTitle: "Available",
      chosenTitle: "Chosen")
    transfer.keepsOrderOfChoosing = true
    #expect(transfer.chosenIndices == [0] && transfer.available.items.isEmpty)
    #expect(transfer.chosen.options == ["vim"])

    // porting: `Control.statusList`, `StatusList`, `StatusList(items:)`, `StatusList.Item`
    // porting: `StatusList.Item(name:state:fraction:)`, `StatusList.accessibilityLabel`
    let steps: StatusList = StatusList(items: [
      StatusList.Item(name: "Download", state: "Done", fraction: nil),
      StatusList.Item(name: "Unpack", state: "40%", fraction: 0.4),
    ])
    steps.accessibilityLabel = "Steps"
    dialog.addControl(Control.statusList(steps))
    #expect(steps.items[1].fraction == 0.4)

    // porting: `ChoiceList.renameAction`, `ChoiceList.renamedIndex`
    let menu = ChoiceList(title: "Ids", items: [ChoiceList.Item(title: "UID:", detail: "1000")])
    menu.renameAction = AlertAction(title: "Rename")
    #expect(menu.renamedIndex == nil)

    // porting: `Dialog.presentationOptions`, `Dialog.shouldDismiss`, `Dialog.preferredAction`
    // porting: `Dialog.applyTheme(withScheme:)`, `ModalKind.dialog`
    let task: Dialog = dialog
    task.presentationOptions.dismissOnBackgroundTap = false
    task.shouldDismiss = { _ in true }
    let rename = AlertAction(title: "Rename")
    task.addAction(AlertAction(title: "Cancel", style: .cancel))
    task.addAction(rename)
    task.preferredAction = rename
    task.applyTheme(withScheme: .dark)
    #expect(task.kind == ModalKind.dialog)

    // porting: `Stage.present(_:replacingActive:completion:)`
    // porting: `DismissReason.backgroundTap`, `DismissReason.escape`
    let stage: Stage = makeStage()
    var reason: DismissReason?
    try stage.present(dialog, replacingActive: false, completion: { reason = $0.reason })
    stage.handle(.accessibilityEscape)
    stage.update()
    #expect(reason == DismissReason.escape && reason != DismissReason.backgroundTap)
  }

  @Test("UIKit: UIAlertController, UIAlertAction, text fields, popovers, errors")
  func uiKit() throws {
    // porting: `AlertController.Style.alert`, `AlertController.Style.actionSheet`
    // porting: `AlertController.preferredStyle`
    let styles: [AlertController.Style] = [.alert, .actionSheet]
    let sheet = AlertController(title: "Share", message: nil, preferredStyle: styles[1])
    #expect(sheet.preferredStyle == AlertController.Style.actionSheet)

    // porting: `AlertAction(title:style:handler:)`, `AlertAction.Style.default`
    // porting: `AlertAction.Style.cancel`, `AlertAction.Style.destructive`
    // porting: `AlertAction.isEnabled`, `AlertAction.style`
    let actionStyles: [AlertAction.Style] = [.default, .cancel, .destructive]
    let agree = AlertAction(title: "Agree", style: actionStyles[0], handler: { _ in })
    agree.isEnabled = true
    #expect(agree.style == AlertAction.Style.default)

    // porting: `AlertController.preferredAction`, `Modal.defaultAction`
    // porting: `Modal.cancelAction`
    let alert = AlertController(title: "Terms", message: nil)
    alert.addAction(AlertAction(title: "Disagree", style: .cancel))
    alert.addAction(agree)
    alert.preferredAction = agree
    let modal: any Modal = alert
    #expect(modal.defaultAction === agree && modal.cancelAction?.title == "Disagree")

    // porting: `AlertController.addTextField(configurationHandler:)`, `TextField`
    // porting: `AlertController.textFields`, `TextField.text`
    // porting: `TextField.placeholder`, `TextField.isSecureTextEntry`
    let login: AlertController = alert
    login.addTextField(configurationHandler: { (field: TextField) in
      field.placeholder = "Password"
      field.isSecureTextEntry = true
    })
    #expect(login.textFields.first?.text == "")

    // porting: `TextField.validate`, `TextField.rules`, `FieldRule`
    let code = TextField(placeholder: "Code")
    code.validate = { $0.count == 6 ? nil : "Six digits" }
    code.rules = [FieldRule.required()]
    #expect(code.validationError == "Six digits")

    // porting: `PresentationError.noActions(title:)`
    // porting: `PresentationError.multipleCancelActions(titles:)`
    // porting: `PresentationError.textFieldsOnActionSheet(title:)`
    // porting: `PresentationError.missingSourceRect(title:containerWidth:)`
    let errors: [PresentationError] = [
      .noActions(title: nil), .multipleCancelActions(titles: []),
      .textFieldsOnActionSheet(title: nil), .missingSourceRect(title: nil, containerWidth: 120),
    ]
    #expect(errors.allSatisfy { !$0.description.isEmpty })

    // porting: `AlertController.sourceRect`, `Rect`
    let anchored: AlertController = sheet
    anchored.sourceRect = Rect(x: 100, y: 0, width: 5, height: 1)

    // porting: `ButtonOrder.platform`
    #expect(alert.presentationOptions.buttonOrder == ButtonOrder.platform)

    // porting: `Guidelines.check(_:containerWidth:)`, `Guidelines.vagueTitles`, `Diagnostic`
    // porting: `Guidelines.check(_:in:measurer:metrics:)`
    let diagnostics: [Diagnostic] = Guidelines.check(alert, containerWidth: 80)
    let sized = Guidelines.check(
      alert, in: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(), metrics: .cells)
    #expect(Guidelines.vagueTitles.contains("error") && diagnostics.count <= sized.count + 99)
  }

  @Test("theming: MDCContainerScheme and its parts")
  func theming() {
    // porting: `ContainerScheme`, `ContainerScheme(colorScheme:typographyScheme:shapeScheme:)`
    // porting: `ContainerScheme.light`
    let scheme: ContainerScheme = ContainerScheme(
      colorScheme: .light, typographyScheme: .material, shapeScheme: .material)
    #expect(scheme == ContainerScheme.light)

    // porting: `ContainerScheme.colorScheme`, `ColorScheme`, `ColorScheme.surface`
    // porting: `ColorScheme.onSnackbarBackground`, `ColorScheme.snackbarBackground`
    let colors: ColorScheme = (scheme as ContainerScheme).colorScheme
    #expect(colors.surface == .white && colors.snackbarBackground == Color(hex: 0x323232))
    #expect(colors.onSnackbarBackground != colors.snackbarBackground)

    // porting: `ContainerScheme.typographyScheme`, `TypographyScheme`
    // porting: `TypographyScheme.headline6`, `TypographyScheme.body1`, `TypographyScheme.button`
    let type: TypographyScheme = (scheme as ContainerScheme).typographyScheme
    #expect(type.headline6 != type.body1 && type.button.isUppercase)

    // porting: `ContainerScheme.shapeScheme`, `ShapeScheme`, `ShapeScheme.cornerRadius`
    // porting: `ShapeScheme.dialogElevation`, `ShapeScheme.snackbarElevation`
    let shapes: ShapeScheme = (scheme as ContainerScheme).shapeScheme
    #expect(shapes.cornerRadius == 4 && shapes.dialogElevation == 24)
    #expect(shapes.snackbarElevation == 6)

    // porting: `AlertController.applyTheme(withScheme:)`
    let alert = AlertController(title: "Theme", message: nil)
    alert.applyTheme(withScheme: scheme)

    // porting: `ResolvedSnackbarStyle`, `ResolvedSnackbarStyle.text`
    // porting: `ResolvedSnackbarStyle.action`, `ResolvedSnackbarStyle.backgroundColor`
    // porting: `ResolvedSnackbarStyle.elevation`
    let snackbar: ResolvedSnackbarStyle = ResolvedSnackbarStyle(scheme: scheme)
    #expect(snackbar.backgroundColor == Color(hex: 0x323232) && snackbar.elevation == 6)
    #expect(snackbar.text.color != snackbar.backgroundColor)
    #expect(snackbar.action.color != snackbar.backgroundColor)

    // porting: `Stage.scheme`
    let stage: Stage = makeStage()
    stage.scheme = .dark
  }

  @Test("Dynamic Type: adjustsFontForContentSizeCategory, for a modal and for snackbars")
  func textSize() {
    // porting: `Stage.contentSizeCategory`, `ContentSizeCategory`
    // porting: `ContentSizeCategory(scale:)`
    let stage: Stage = makeStage()
    stage.contentSizeCategory = ContentSizeCategory(scale: 1.5)

    // porting: `ModalAppearance.adjustsFontForContentSizeCategory`
    let alert = AlertController(title: "Sizes", message: nil)
    var appearance: ModalAppearance = alert.appearance
    appearance.adjustsFontForContentSizeCategory = false
    alert.appearance = appearance
    #expect(alert.contentSizeCategory(stage.contentSizeCategory) == .default)

    // porting: `TypographyScheme.adjustsFontForContentSizeCategory`
    var type: TypographyScheme = .material
    type.adjustsFontForContentSizeCategory = false
    stage.scheme = ContainerScheme(typographyScheme: type)
  }

  @Test("snackbars: MDCSnackbarManager, MDCSnackbarMessage, the suspension token")
  func snackbars() {
    // porting: `SnackbarManager`, `SnackbarManager.reducesMotion`
    let manager: SnackbarManager = SnackbarManager(clock: clock)
    manager.reducesMotion = true

    // porting: `SnackbarMessage`, `SnackbarMessage()`, `SnackbarMessage(text:)`
    // porting: `SnackbarMessage.text`
    var message: SnackbarMessage = SnackbarMessage()
    message.text = "Archived"
    #expect(SnackbarMessage(text: "Archived").text == message.text)

    // porting: `SnackbarMessage.Action`, `SnackbarMessage.Action()`
    // porting: `SnackbarMessage.Action.title`, `SnackbarMessage.Action.handler`
    // porting: `SnackbarMessage.Action.accessibilityHint`
    var action: SnackbarMessage.Action = SnackbarMessage.Action()
    action.title = "Undo"
    action.handler = {}
    action.accessibilityHint = "Restores the draft"

    // porting: `SnackbarMessage.Action(title:accessibilityHint:handler:)`
    // porting: `SnackbarMessage.action`
    message.action = SnackbarMessage.Action(
      title: action.title, accessibilityHint: action.accessibilityHint, handler: action.handler)

    // porting: `SnackbarMessage.duration`, `SnackbarMessage.defaultDuration`
    // porting: `SnackbarMessage.maximumDuration`
    message.duration = SnackbarMessage.maximumDuration
    #expect(SnackbarMessage.defaultDuration == .seconds(4))

    // porting: `SnackbarMessage.category`, `SnackbarMessage.automaticallyDismisses`
    // porting: `SnackbarMessage.timesOutWithAction`, `SnackbarMessage.focusOnShow`
    // porting: `SnackbarMessage.accessibilityLabel`, `SnackbarMessage.accessibilityHint`
    // porting: `SnackbarMessage.announcementText`, `SnackbarMessage.completion`
    // porting: `MessageEndReason.isUserInitiated`
    var draft: SnackbarMessage = message
    draft.category = "drafts"
    draft.automaticallyDismisses = true
    draft.timesOutWithAction = false
    draft.focusOnShow = false
    draft.accessibilityLabel = "Draft archived"
    draft.accessibilityHint = "In Archive"
    #expect(draft.announcementText.hasPrefix("Draft archived. In Archive"))
    var userInitiated: Bool?
    draft.completion = { (reason: MessageEndReason) in userInitiated = reason.isUserInitiated }

    // porting: `SnackbarManager.visibleMessage`, `SnackbarManager.hasMessagesShowingOrQueued`
    // porting: `SnackbarManager.dismissAll(category:)`
    let queue: SnackbarManager = manager
    queue.show(draft)
    #expect(queue.visibleMessage?.text == "Archived" && queue.hasMessagesShowingOrQueued)
    queue.dismissAll(category: "drafts")
    #expect(userInitiated == false)

    // porting: `SnackbarManager.suspendMessages()`, `SnackbarManager.suspendMessages(category:)`
    // porting: `SnackbarManager.resumeMessages(token:)`, `SuspensionToken`
    // porting: `SuspensionToken.isActive`
    let held: SnackbarManager = manager
    let all: SuspensionToken = held.suspendMessages()
    let drafts = held.suspendMessages(category: "drafts")
    held.resumeMessages(token: all)
    held.resumeMessages(token: drafts)
    #expect(!all.isActive && !drafts.isActive)

    // porting: `Stage.show(_:)`, `Stage.snackbarPosition`
    // porting: `SnackbarPosition.bottom`, `SnackbarPosition.top`
    let stage: Stage = makeStage()
    stage.snackbarPosition = SnackbarPosition.top
    stage.show(SnackbarMessage(text: "On the stage"))
    stage.snackbarPosition = SnackbarPosition.bottom
  }

  @Test("snackbars: the default manager and its static show")
  func defaultManager() {
    let category = "PortingGuideNames"

    // porting: `SnackbarManager.default`, `SnackbarManager.default.show(_:)`
    // porting: `SnackbarManager.show(_:)`
    let shared: SnackbarManager = SnackbarManager.default
    #expect(shared === SnackbarManager.default)
    // Compiled, not run: a message on the process-wide manager would still be leaving
    // (its exit transition is on the real clock) when the seed's twin runs this very
    // pattern there (SeedSampleTests.snackbarActionExample).
    let showBoth: @MainActor () -> Bool = {
      let first = SnackbarManager.default.show(SnackbarMessage(text: "One", category: category))
      let second = SnackbarManager.show(SnackbarMessage(text: "Two", category: category))
      shared.dismissAll(category: category)
      return first != second
    }
    _ = showBoth
  }

  @Test("images: MDC's title icon")
  func titleIcon() {
    // porting: `AlertController.titleIcon`, `ModalImage`, `ModalImage.tintColor`
    // porting: `ModalImage.accessibilityLabel`, `ModalImage.Source.file`
    // porting: `ModalImage.Source.themedIcon`
    let alert = AlertController(title: "Storage almost full", message: nil)
    var icon: ModalImage = ModalImage(glyph: "⚠", source: ModalImage.Source.file("/tmp/i.png"))
    icon.tintColor = Color(hex: 0xB00020)
    icon.accessibilityLabel = "Warning"
    alert.titleIcon = icon
    #expect(alert.titleIcon?.accessibilityLabel == "Warning")
    #expect(ModalImage(source: ModalImage.Source.themedIcon("dialog-warning")).glyph == nil)
  }

  @Test("images: a dialog's title icon, and JET's images among an alert's controls")
  func imageControls() {
    // porting: `Dialog.titleIcon`
    let dialog = Dialog(title: "Clean up backups")
    dialog.titleIcon = ModalImage(glyph: "✎", accessibilityLabel: "Clean up")
    #expect(dialog.titleIcon?.glyph == "✎")

    // porting: `Control.image`, `ImageControl`, `ImageControl(_:accessibilityLabel:size:)`
    // porting: `ImageControl(decorative:size:)`, `ImageControl.size`, `ImageControl.isDecorative`
    let chart: ImageControl = ImageControl(
      ModalImage(source: .file("/tmp/usage.png")), accessibilityLabel: "Disk usage",
      size: Size(width: 96, height: 64))
    let flourish = ImageControl(
      decorative: ModalImage(glyph: "✿"), size: Size(width: 24, height: 24))
    dialog.addControl(Control.image(chart))
    dialog.addControl(.image(flourish))
    #expect(chart.size.width == 96 && !chart.isDecorative && flourish.isDecorative)
  }

  @Test("file chooser: a file or folder picked in a dialog")
  func fileChooser() {
    // porting: `Dialog.addFileChooser(_:)`, `FileChooser`, `FileChooser(path:mode:listing:)`
    // porting: `FileChooser.Mode.file`, `FileChooser.Mode.folder`, `FolderListing`
    // porting: `FileChooser.path`
    let modes: [FileChooser.Mode] = [.file, FileChooser.Mode.folder]
    let chooser: FileChooser = FileChooser(
      path: "/srv/", mode: modes[0],
      listing: { _ in FolderListing(folders: ["www"], files: ["index.html"]) })
    let dialog = Dialog(title: "Open a page")
    dialog.addFileChooser(chooser)
    #expect(chooser.path == "/srv/" && dialog.controls.count == 3)
  }

  @Test("images: a UIImage's pixels as a picture")
  func pixelImages() {
    // porting: `ModalImage.Source.pixels`, `PixelImage`, `PixelImage(width:height:rgba:)`
    let dot: PixelImage? = PixelImage(width: 1, height: 1, rgba: [0xF9, 0xA8, 0x25, 0xFF])
    let alert = AlertController(title: "Storage almost full", message: nil)
    alert.titleIcon = dot.map { ModalImage(source: ModalImage.Source.pixels($0)) }
    #expect(alert.titleIcon != nil)
  }

  @Test("banners: JET's banner")
  func banners() throws {
    // porting: `Banner`, `Banner.icon`, `Banner.title`, `Banner.description`
    // porting: `Banner.titleMaximumLines`, `Banner.descriptionMaximumLines`
    var banner: Banner = Banner(description: "Download complete")
    banner.icon = "✓"
    banner.title = "Downloads"
    banner.description = "report.pdf is ready"
    #expect(Banner.titleMaximumLines == 1 && Banner.descriptionMaximumLines == 3)

    // porting: `Banner.image`, `Banner.backgroundOpacity`, `ColorScheme.bannerBackgroundOpacity`
    let pictured: Banner = banner
    banner.image = ModalImage(glyph: "✓", accessibilityLabel: "Done")
    banner.backgroundOpacity = 0.9
    #expect(pictured.image == nil && Banner(description: "x").backgroundOpacity == nil)
    #expect(ColorScheme.light.bannerBackgroundOpacity == 1)

    // porting: `Banner.position`, `Banner.Position.top`, `Banner.Position.bottom`
    banner.position = Banner.Position.bottom
    banner.position = Banner.Position.top

    // porting: `Banner.duration`, `Banner.defaultDuration`, `Banner.automaticallyDismisses`
    banner.duration = Banner.defaultDuration
    banner.automaticallyDismisses = true

    // porting: `BannerCenter`, `BannerCenter.show(_:)`
    let center: BannerCenter = BannerCenter(clock: clock, reducesMotion: true)
    try center.show(banner)
    #expect(center.visibleBanner(at: .top)?.title == "Downloads")
  }

  @Test("menus: UIKit's UIMenu and UIAction, JET's popup menu")
  func menus() throws {
    let made = makeStage()
    var chosen: [String] = []

    // porting: `MenuAction(title:image:attributes:state:handler:)`
    // porting: `MenuElementAttributes.destructive`, `MenuElementAttributes.disabled`
    // porting: `MenuElementState.on`, `MenuElementState.off`, `MenuAction.state`
    // porting: `MenuAction.isEnabled`
    let bold = MenuAction(
      title: "Bold", image: nil, attributes: [], state: MenuElementState.on,
      handler: { chosen.append($0.title) })
    let italic = MenuAction(
      title: "Italic", image: nil, attributes: MenuElementAttributes.disabled,
      state: MenuElementState.off, handler: { _ in })
    let delete = MenuAction(
      title: "Delete", image: nil, attributes: MenuElementAttributes.destructive, state: .off,
      handler: { chosen.append($0.title) })
    #expect(bold.state == .on && !italic.isEnabled)

    // porting: `Menu`, `Menu(title:image:children:)`, `Menu.children`
    // porting: `Menu.replacingChildren(_:)`
    let style: Menu = Menu(title: "Style", image: nil, children: [bold, italic])
    let menu = Menu(title: "Edit", image: nil, children: [style, delete])
    #expect(menu.replacingChildren([delete]).children.count == 1)

    // porting: `MenuElement`, `MenuElement.title`, `MenuElement.image`
    let element: MenuElement = style
    #expect(element.title == "Style" && element.image == nil)

    // porting: `MenuError.empty`, `MenuError.nestedTooDeep(title:)`
    // porting: `Menu.presentationErrors`
    #expect(Menu(children: []).presentationErrors == [MenuError.empty])
    let deep = Menu(children: [Menu(title: "A", children: [style])])
    #expect(deep.presentationErrors == [MenuError.nestedTooDeep(title: "A")])

    // porting: `Guidelines.check(_:)`, `Guidelines.maximumMenuEntries`
    #expect(Guidelines.check(menu).isEmpty && Guidelines.maximumMenuEntries == 15)

    // porting: `Stage.present(_:from:completion:)`, `Rect.point(x:y:)`
    // porting: `MenuResult`, `MenuDismissReason`, `Stage.activeMenu`
    var results: [MenuResult] = []
    let stage: Stage = made
    try stage.present(menu, from: Rect.point(x: 4, y: 2), completion: { results.append($0) })
    #expect(stage.activeMenu === menu)
    stage.handle(.key(.end))
    stage.handle(.key(.enter))
    #expect(results.map(\.reason) == [MenuDismissReason.action] && chosen == ["Delete"])

    // porting: `Stage.dismissMenu()`
    let again: Stage = made
    try again.present(menu, from: Rect.point(x: 4, y: 2), completion: { results.append($0) })
    again.dismissMenu()
    #expect(results.last?.reason == .programmatic)
  }

  /// Compiled, never run: a `TerminalApp` needs a terminal, and these are its names only.
  private func terminalApp(_ app: TerminalApp, alert: AlertController) throws {
    // porting: `TerminalApp.present(_:animated:presented:dismissed:)`
    // porting: `TerminalApp.show(_:)`, `TerminalApp.scheme`
    let terminal: TerminalApp = app
    try terminal.present(alert, animated: true, presented: {}, dismissed: { _ in })
    terminal.show(SnackbarMessage(text: "Deleted"))
    terminal.scheme = .dark

    // porting: `TerminalApp.present(_:from:completion:)`
    let menuApp: TerminalApp = app
    try menuApp.present(
      Menu(children: [MenuAction(title: "Copy")]), from: Rect.point(x: 0, y: 0),
      completion: { _ in })
  }
}

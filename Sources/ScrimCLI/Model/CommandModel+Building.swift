import ScrimCore

// The builders: one per subcommand, each wiring its handlers to the recorder.
//
// What is shown is the text as `ArgumentText.shown` makes it (bytes that were not UTF-8
// as U+FFFD); what is output, the labels the recorder keeps and the names and values of
// `fieldValues`, is the text as given, bytes and all.
extension CommandModel {
  func makeAlert(_ spec: AlertSpec) -> AlertController {
    let alert = AlertController(
      title: shown(spec.title), message: shown(spec.message), preferredStyle: .alert)
    for action in spec.actions {
      let made = makeAction(action)
      alert.addAction(made)
      if action.label == spec.preferred { alert.preferredAction = made }
    }
    for field in spec.fields {
      alert.addTextField { Self.configure($0, as: field) }
      if let added = alert.textFields.last {
        register(field.name, .textField(added), given: [field.defaultValue])
      }
    }
    alert.presentationOptions.dismissOnEscape = true
    return alert
  }

  func makeSheet(_ spec: SheetSpec) -> AlertController {
    let sheet = AlertController(
      title: shown(spec.title), message: shown(spec.message), preferredStyle: .actionSheet)
    for action in spec.actions { sheet.addAction(makeAction(action)) }
    if let anchor = spec.anchor {
      sheet.sourceRect = Rect(x: anchor.column, y: anchor.row, width: 1, height: 1)
    }
    sheet.presentationOptions.dismissOnEscape = true
    return sheet
  }

  func makeDialog(_ spec: DialogSpec) -> Dialog {
    let dialog = Dialog(title: shown(spec.title), message: shown(spec.message))
    for control in spec.controls {
      let made: Control
      var given: [String] = []
      switch control {
      case .field(let field):
        let textField = TextField()
        Self.configure(textField, as: field)
        made = .textField(textField)
        given = [field.defaultValue]
      case .toggle(let toggle):
        made = .toggle(Toggle(title: shown(toggle.name), isOn: toggle.isOn))
      case .choice(let choice):
        made = .choice(ChoiceList(title: shown(choice.name), options: choice.options.map(shown)))
        given = choice.options
      }
      dialog.addControl(made)
      register(control.name, made, given: given)
    }
    dialog.addAction(makeAction(ActionSpec(label: spec.cancelLabel, role: .cancel)))
    dialog.addAction(makeAction(ActionSpec(label: spec.okLabel)))
    dialog.presentationOptions.dismissOnEscape = true
    return dialog
  }

  func makeSnackbar(_ spec: SnackbarSpec) -> SnackbarMessage {
    let recorder = self.recorder
    var message = SnackbarMessage(text: shown(spec.text))
    if let duration = spec.duration {
      message.duration = duration
      // An explicit --duration is the script's word that the message goes after that long,
      // action or not; without it, a message with an action waits for the user (Material 3).
      message.timesOutWithAction = true
    }
    if let label = spec.action {
      message.action = SnackbarMessage.Action(title: shown(label)) {
        recorder.chosenAction = ChosenAction(label: label, role: .default)
      }
    }
    return message
  }

  func makeBanner(_ spec: BannerSpec) -> Banner {
    let recorder = self.recorder
    let actions = spec.actions.map { label in
      Banner.Action(title: shown(label)) {
        recorder.chosenAction = ChosenAction(label: label, role: .default)
      }
    }
    var banner = Banner(
      icon: shown(spec.icon), title: shown(spec.title), description: shown(spec.text),
      actions: actions, position: spec.position)
    if let duration = spec.duration { banner.duration = duration }
    return banner
  }

  private func makeAction(_ spec: ActionSpec) -> AlertAction {
    let recorder = self.recorder
    let chosen = ChosenAction(label: spec.label, role: spec.role)
    let action = AlertAction(title: shown(spec.label), style: spec.role) { _ in
      recorder.chosenAction = chosen
    }
    givenLabels[ObjectIdentifier(action)] = spec.label
    return action
  }

  private static func configure(_ field: TextField, as spec: FieldSpec) {
    field.placeholder = ArgumentText.shown(spec.name)
    field.text = ArgumentText.shown(spec.defaultValue)
    field.isSecureTextEntry = spec.isSecure
    field.accessibilityLabel = ArgumentText.shown(spec.name)
    field.rules = spec.check.rules
  }

  private func shown(_ text: String) -> String { ArgumentText.shown(text) }

  private func shown(_ text: String?) -> String? { text.map(ArgumentText.shown) }
}

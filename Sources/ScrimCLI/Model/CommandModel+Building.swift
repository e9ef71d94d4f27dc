import ScrimCore

// The builders: one per subcommand, each wiring its handlers to the recorder.
extension CommandModel {
  func makeAlert(_ spec: AlertSpec) -> AlertController {
    let alert = AlertController(title: spec.title, message: spec.message, preferredStyle: .alert)
    for action in spec.actions {
      let made = makeAction(action)
      alert.addAction(made)
      if action.label == spec.preferred { alert.preferredAction = made }
    }
    for field in spec.fields {
      alert.addTextField { Self.configure($0, as: field) }
      if let added = alert.textFields.last { register(field.name, .textField(added)) }
    }
    alert.presentationOptions.dismissOnEscape = true
    return alert
  }

  func makeSheet(_ spec: SheetSpec) -> AlertController {
    let sheet = AlertController(
      title: spec.title, message: spec.message, preferredStyle: .actionSheet)
    for action in spec.actions { sheet.addAction(makeAction(action)) }
    if let anchor = spec.anchor {
      sheet.sourceRect = Rect(x: anchor.column, y: anchor.row, width: 1, height: 1)
    }
    sheet.presentationOptions.dismissOnEscape = true
    return sheet
  }

  func makeDialog(_ spec: DialogSpec) -> Dialog {
    let dialog = Dialog(title: spec.title, message: spec.message)
    for control in spec.controls {
      let made: Control
      switch control {
      case .field(let field):
        let textField = TextField()
        Self.configure(textField, as: field)
        made = .textField(textField)
      case .toggle(let toggle): made = .toggle(Toggle(title: toggle.name, isOn: toggle.isOn))
      case .choice(let choice):
        made = .choice(ChoiceList(title: choice.name, options: choice.options))
      }
      dialog.addControl(made)
      register(control.name, made)
    }
    dialog.addAction(makeAction(ActionSpec(label: spec.cancelLabel, role: .cancel)))
    dialog.addAction(makeAction(ActionSpec(label: spec.okLabel)))
    dialog.presentationOptions.dismissOnEscape = true
    return dialog
  }

  func makeSnackbar(_ spec: SnackbarSpec) -> SnackbarMessage {
    let recorder = self.recorder
    var message = SnackbarMessage(text: spec.text)
    if let duration = spec.duration {
      message.duration = duration
      // An explicit --duration is the script's word that the message goes after that long,
      // action or not; without it, a message with an action waits for the user (Material 3).
      message.timesOutWithAction = true
    }
    if let label = spec.action {
      message.action = SnackbarMessage.Action(title: label) {
        recorder.chosenAction = ChosenAction(label: label, role: .default)
      }
    }
    message.completion = { recorder.messageEndReason = $0 }
    return message
  }

  func makeBanner(_ spec: BannerSpec) -> Banner {
    let recorder = self.recorder
    let actions = spec.actions.map { label in
      Banner.Action(title: label) {
        recorder.chosenAction = ChosenAction(label: label, role: .default)
      }
    }
    var banner = Banner(
      icon: spec.icon, title: spec.title, description: spec.text, actions: actions,
      position: spec.position)
    if let duration = spec.duration { banner.duration = duration }
    banner.completion = { recorder.messageEndReason = $0 }
    return banner
  }

  private func makeAction(_ spec: ActionSpec) -> AlertAction {
    let recorder = self.recorder
    let chosen = ChosenAction(label: spec.label, role: spec.role)
    return AlertAction(title: spec.label, style: spec.role) { _ in
      recorder.chosenAction = chosen
    }
  }

  private static func configure(_ field: TextField, as spec: FieldSpec) {
    field.placeholder = spec.name
    field.text = spec.defaultValue
    field.isSecureTextEntry = spec.isSecure
    field.accessibilityLabel = spec.name
  }
}

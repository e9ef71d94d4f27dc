import ScrimCore

/// The core objects an invocation shows, with handlers that record how it ended.
///
/// Build it with `CommandModel(invocation)`; present `content` (a `Presenter` for a modal,
/// a `SnackbarManager` or `BannerCenter` for a message); then turn the ending into a
/// `CommandOutcome` with `outcome(for:)`.
///
///     let model = CommandModel(invocation)
///     if case .modal(let modal) = model.content {
///       let result = try await presenter.present(modal)
///       return model.outcome(for: result)
///     }
@MainActor
package final class CommandModel {
  /// What there is to show.
  package enum Content {
    /// An alert, action sheet or dialog.
    case modal(any Modal)
    /// A snackbar; its action's handler and its completion record the outcome.
    case snackbar(SnackbarMessage)
    /// A banner; its actions' handlers and its completion record the outcome.
    case banner(Banner)
    /// The catalog, which builds its own examples.
    case catalog
  }

  /// The parsed command line.
  package let invocation: Invocation
  /// What there is to show.
  package private(set) var content: Content = .catalog
  /// The controls whose values are printed, with their names and the values given on the
  /// command line (a field's starting text, a choice's options), in command-line order.
  private(set) var namedControls: [(name: String, control: Control, given: [String])] = []
  /// The label given for each action, by the action's identity: a title shows bytes that
  /// were not UTF-8 as U+FFFD, and the output must be the label as given.
  var givenLabels: [ObjectIdentifier: String] = [:]
  let recorder = OutcomeRecorder()

  /// Builds the core objects for `invocation`.
  ///
  /// Alerts and sheets get an `AlertController`, dialogs a `Dialog` with Cancel and OK,
  /// snackbars a `SnackbarMessage` and banners a `Banner`. Every action's handler and every
  /// message's completion record into the model, so that `outcome(for:)` knows the label
  /// and the role of the action that ran.
  package init(_ invocation: Invocation) {
    self.invocation = invocation
    switch invocation.content {
    case .alert(let spec): content = .modal(makeAlert(spec))
    case .sheet(let spec): content = .modal(makeSheet(spec))
    case .dialog(let spec): content = .modal(makeDialog(spec))
    case .snackbar(let spec): content = .snackbar(makeSnackbar(spec))
    case .banner(let spec): content = .banner(makeBanner(spec))
    case .catalog: content = .catalog
    }
  }

  /// A model that shows a modal built elsewhere (a whiptail or dialog box), with the
  /// common options that still apply (`timeout`); the outcome names the action from the
  /// dismissal.
  package init(showing modal: any Modal, options: CommonOptions = CommonOptions()) {
    self.invocation = Invocation(.dialog(DialogSpec(title: modal.title ?? "")), options: options)
    content = .modal(modal)
  }

  /// The label and role of the action whose handler ran, or nil.
  package var chosenAction: ChosenAction? { recorder.chosenAction }

  /// The controls' current values as NAME=VALUE pairs, in command-line order: a field's
  /// text, a toggle's "on" or "off", a choice's chosen option.
  ///
  /// Names, options and a field's untouched starting text are as given on the command
  /// line, byte for byte (see `ArgumentText`).
  package var fieldValues: [FieldValue] {
    namedControls.map { name, control, given in
      FieldValue(name: name, value: Self.value(of: control, given: given))
    }
  }

  private static func value(of control: Control, given: [String]) -> String {
    switch control {
    case .textField(let field):
      if let start = given.first, field.text == ArgumentText.shown(start) { return start }
      return ArgumentText.typed(field.text)
    case .toggle(let toggle): return toggle.isOn ? "on" : "off"
    case .choice(let list):
      guard given.indices.contains(list.selectedIndex) else { return list.selectedOption ?? "" }
      return given[list.selectedIndex]
    case .text(let text): return text
    case .image(let image): return image.image.accessibilityLabel ?? ""
    case .progress(let progress): return progress.percentage.map(String.init) ?? ""
    case .slider(let slider): return slider.valueText
    case .datePicker(let picker): return picker.valueText
    case .timePicker(let picker): return picker.valueText
    case .statusList(let list):
      return list.items.map { "\($0.name): \($0.state)" }.joined(separator: "\n")
    case .textArea(let area):
      if let start = given.first, area.text == ArgumentText.shown(start) { return start }
      return ArgumentText.typed(area.text)
    }
  }

  /// The label given on the command line for `action`, or its title.
  func givenLabel(of action: AlertAction) -> String {
    givenLabels[ObjectIdentifier(action)] ?? action.title
  }

  func register(_ name: String, _ control: Control, given: [String] = []) {
    namedControls.append((name, control, given))
  }
}

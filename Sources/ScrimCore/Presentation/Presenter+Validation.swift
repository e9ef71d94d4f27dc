// A field whose text breaks its rules holds the dialog back: every action but Cancel is
// unavailable until it passes, its error shows once the user has left it or tried to
// confirm, and a screen reader hears each new error once.
extension Presenter {
  /// Makes every action but Cancel unavailable while a field's text breaks its rules, and
  /// available again once it passes; gives back only what it took, so an action the app
  /// disabled stays disabled.
  func applyValidation() {
    guard let modal = active?.modal, active?.phase != .dismissing else { return }
    let holds = modal.invalidField() != nil
    guard holds || active?.heldByValidation.isEmpty == false else { return }
    for action in modal.actions where action.style != .cancel {
      let id = ObjectIdentifier(action)
      if holds, action.isEnabled {
        action.isEnabled = false
        active?.heldByValidation.insert(id)
      } else if !holds, active?.heldByValidation.contains(id) == true {
        action.isEnabled = true
      }
    }
    if !holds { active?.heldByValidation = [] }
  }

  /// Gives the actions a showing held back to the app, so a modal shown again starts as
  /// the app left it.
  func releaseValidationHolds(of entry: Entry) {
    guard !entry.heldByValidation.isEmpty else { return }
    for action in entry.modal.actions
    where entry.heldByValidation.contains(ObjectIdentifier(action)) {
      action.isEnabled = true
    }
  }

  /// Starts showing the error of the text field at `index`, if it has checks.
  func revealError(ofControl index: Int) {
    guard let modal = active?.modal, modal.controls.indices.contains(index),
      case .textField(let field) = modal.controls[index], field.isValidated
    else { return }
    active?.revealedErrors.insert(index)
  }

  /// The errors the active modal's fields show under them now, by control index.
  var fieldErrors: [Int: String] {
    // Asked every turn: nothing of the entry is copied unless an error was revealed.
    guard active?.revealedErrors.isEmpty == false, let entry = active else { return [:] }
    return entry.modal.fieldErrors(revealed: entry.revealedErrors)
  }

  /// After an unavailable action was asked for: shows every field's error and takes focus
  /// to the first field that holds the dialog back.
  ///
  /// - Returns: Whether a field held it back.
  func revealHold(in modal: any Modal) -> Bool {
    guard let invalid = modal.invalidField() else { return false }
    for index in modal.controls.indices { revealError(ofControl: index) }
    active?.focus = .control(invalid.index)
    return true
  }

  /// Announces each field's error when it shows or changes, once.
  func announceValidation() {
    guard active?.phase != .dismissing else { return }
    let shown = fieldErrors
    guard let announced = active?.announcedErrors, shown != announced else { return }
    for index in shown.keys.sorted() where shown[index] != announced[index] {
      if let error = shown[index] { announcements.post(error, politeness: .assertive) }
    }
    active?.announcedErrors = shown
  }
}

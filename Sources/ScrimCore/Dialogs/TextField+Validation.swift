extension TextField {
  /// What is wrong with the text now, or nil when the field has no check or the text
  /// passes them: `validate` first, then each of `rules` in order.
  public var validationError: String? {
    if let message = validate?(text) { return message }
    for rule in rules {
      if let message = rule.error(for: text) { return message }
    }
    return nil
  }

  /// Whether the field has a check at all, so it can hold a dialog back.
  public var isValidated: Bool { validate != nil || !rules.isEmpty }
}

extension Modal {
  /// The errors shown under the fields: each checked field's error, of the fields at the
  /// control indices in `revealed` (those the user has left, or all once confirming was
  /// refused), by control index.
  func fieldErrors(revealed: Set<Int>) -> [Int: String] {
    guard !revealed.isEmpty else { return [:] }
    let controls = self.controls
    var errors: [Int: String] = [:]
    for index in revealed where controls.indices.contains(index) {
      guard case .textField(let field) = controls[index], field.isValidated,
        let error = field.validationError
      else { continue }
      errors[index] = error
    }
    return errors
  }

  /// The first field whose text holds the dialog back, with its control index, its name
  /// and its error; nil when every field passes.
  ///
  /// While there is one, every action but Cancel is unavailable: one rule, read by the
  /// presenter (which disables them) and the accessibility tree (which says why).
  func invalidField() -> (index: Int, name: String, error: String)? {
    for (index, control) in controls.enumerated() {
      guard case .textField(let field) = control, field.isValidated,
        let error = field.validationError
      else { continue }
      let name = [field.accessibilityLabel, field.placeholder].compactMap { $0 }
        .first { !$0.isBlank }
      return (index, name ?? "A field", error)
    }
    return nil
  }
}

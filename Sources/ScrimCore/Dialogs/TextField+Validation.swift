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

  /// The error the field shows under it now: its error once revealed, else nil.
  public var shownError: String? {
    isErrorRevealed ? validationError : nil
  }
}

extension Modal {
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

/// One control of a dialog (or a text field of an alert), in command-line order.
package enum ControlSpec: Hashable, Sendable {
  /// `--field NAME[:secure][:required][=DEFAULT]`.
  case field(FieldSpec)
  /// `--toggle NAME[=on|off]`.
  case toggle(ToggleSpec)
  /// `--choice NAME=A,B,C`.
  case choice(ChoiceSpec)

  /// The control's name: its label on screen and its key in the output.
  package var name: String {
    switch self {
    case .field(let field): return field.name
    case .toggle(let toggle): return toggle.name
    case .choice(let choice): return choice.name
    }
  }
}

/// A single-line text field.
package struct FieldSpec: Hashable, Sendable {
  /// The field's label and output key.
  package var name: String
  /// Whether the typed text is hidden.
  ///
  /// Defaults to false.
  package var isSecure: Bool
  /// The text the field starts with.
  ///
  /// Defaults to "".
  package var defaultValue: String
  /// What the text must be before OK can be chosen (`:required`, `--pattern`, `--range`).
  ///
  /// Defaults to no check.
  package var check = FieldCheck()

  /// Makes a field.
  package init(
    name: String, isSecure: Bool = false, defaultValue: String = "",
    check: FieldCheck = FieldCheck()
  ) {
    self.name = name
    self.isSecure = isSecure
    self.defaultValue = defaultValue
    self.check = check
  }
}

/// An on/off switch, printed as `NAME=on` or `NAME=off`.
package struct ToggleSpec: Hashable, Sendable {
  /// The switch's label and output key.
  package var name: String
  /// Whether it starts on.
  ///
  /// Defaults to false.
  package var isOn: Bool

  /// Makes a switch.
  package init(name: String, isOn: Bool = false) {
    self.name = name
    self.isOn = isOn
  }
}

/// A list of options of which one is chosen; the first is chosen at the start.
package struct ChoiceSpec: Hashable, Sendable {
  /// The list's label and output key.
  package var name: String
  /// The options, in order; never empty, no two alike.
  package var options: [String]

  /// Makes a list.
  package init(name: String, options: [String]) {
    self.name = name
    self.options = options
  }
}

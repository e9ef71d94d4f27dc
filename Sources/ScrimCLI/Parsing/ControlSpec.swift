/// One control of a dialog (or a text field of an alert), in command-line order.
public enum ControlSpec: Hashable, Sendable {
  /// `--field NAME[:secure][=DEFAULT]`.
  case field(FieldSpec)
  /// `--toggle NAME[=on|off]`.
  case toggle(ToggleSpec)
  /// `--choice NAME=A,B,C`.
  case choice(ChoiceSpec)

  /// The control's name: its label on screen and its key in the output.
  public var name: String {
    switch self {
    case .field(let field): return field.name
    case .toggle(let toggle): return toggle.name
    case .choice(let choice): return choice.name
    }
  }
}

/// A single-line text field.
public struct FieldSpec: Hashable, Sendable {
  /// The field's label and output key.
  public var name: String
  /// Whether the typed text is hidden.
  ///
  /// Defaults to false.
  public var isSecure: Bool
  /// The text the field starts with.
  ///
  /// Defaults to "".
  public var defaultValue: String

  /// Makes a field.
  public init(name: String, isSecure: Bool = false, defaultValue: String = "") {
    self.name = name
    self.isSecure = isSecure
    self.defaultValue = defaultValue
  }
}

/// An on/off switch, printed as `NAME=on` or `NAME=off`.
public struct ToggleSpec: Hashable, Sendable {
  /// The switch's label and output key.
  public var name: String
  /// Whether it starts on.
  ///
  /// Defaults to false.
  public var isOn: Bool

  /// Makes a switch.
  public init(name: String, isOn: Bool = false) {
    self.name = name
    self.isOn = isOn
  }
}

/// A list of options of which one is chosen; the first is chosen at the start.
public struct ChoiceSpec: Hashable, Sendable {
  /// The list's label and output key.
  public var name: String
  /// The options, in order; never empty, no two alike.
  public var options: [String]

  /// Makes a list.
  public init(name: String, options: [String]) {
    self.name = name
    self.options = options
  }
}

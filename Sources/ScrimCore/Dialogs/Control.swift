/// One item in the body of a dialog, or in an alert's accessory content.
@MainActor
public enum Control {
  /// Static text; it takes no focus.
  case text(String)
  /// A single-line text field, plain or secure.
  case textField(TextField)
  /// An on/off switch.
  case toggle(Toggle)
  /// A list from which one option is chosen.
  case choice(ChoiceList)

  /// Whether keyboard focus can rest on this control.
  public var isFocusable: Bool {
    if case .text = self { return false }
    return true
  }

  var revision: Int {
    switch self {
    case .text: return 0
    case .textField(let field): return field.revision
    case .toggle(let toggle): return toggle.revision
    case .choice(let list): return list.revision
    }
  }
}

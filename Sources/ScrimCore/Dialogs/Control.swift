/// One item in the body of a dialog, or in an alert's accessory content.
///
/// Adding `progress`, then `textArea`, then `image`, then `slider`, then
/// `datePicker` and `timePicker`, then `statusList`, was a source break for exhaustive
/// switches (see CHANGELOG).
@MainActor
public enum Control {
  /// Static text; it takes no focus.
  case text(String)
  /// A single-line text field, plain or secure.
  case textField(TextField)
  /// An on/off switch.
  case toggle(Toggle)
  /// A list from which one option (or, as a checklist, several) is chosen.
  case choice(ChoiceList)
  /// A linear progress indicator; it takes no focus.
  case progress(ProgressIndicator)
  /// A multi-line text, read-only or editable.
  case textArea(TextArea)
  /// A picture; it takes no focus.
  case image(ImageControl)
  /// A value picked from a range by moving a thumb along a track.
  case slider(Slider)
  /// A date picked from a month's grid of days.
  case datePicker(DatePicker)
  /// A time of day picked field by field.
  case timePicker(TimePicker)
  /// Tasks and their states, read-only; it takes no focus.
  case statusList(StatusList)

  /// Whether keyboard focus can rest on this control.
  public var isFocusable: Bool {
    switch self {
    case .text, .progress, .image, .statusList: return false
    case .textField, .toggle, .choice, .textArea, .slider, .datePicker, .timePicker: return true
    }
  }

  /// Whether Tab stops on this control: a focusable one, except a list that is no Tab stop.
  public var isTabStop: Bool {
    if case .choice(let list) = self { return list.isTabStop }
    return isFocusable
  }

  /// Whether this is a choice list.
  var isList: Bool {
    if case .choice = self { return true }
    return false
  }

  var revision: Int {
    switch self {
    case .text, .image: return 0
    case .textField(let field): return field.revision
    case .toggle(let toggle): return toggle.revision
    case .choice(let list): return list.revision
    case .progress(let progress): return progress.revision
    case .textArea(let area): return area.revision
    case .slider(let slider): return slider.revision
    case .datePicker(let picker): return picker.revision
    case .timePicker(let picker): return picker.revision
    case .statusList(let list): return list.revision
    }
  }
}

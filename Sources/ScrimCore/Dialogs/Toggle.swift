/// An on/off switch in a dialog or an alert's accessory content.
///
///     dialog.addControl(.toggle(Toggle(title: "Remember me", isOn: true)))
@MainActor
public final class Toggle {
  /// The switch's label.
  public var title: String {
    didSet { revision &+= 1 }
  }
  /// Whether it is on.
  ///
  /// Defaults to false.
  public var isOn: Bool {
    didSet {
      revision &+= 1
      enablesAction?.isEnabled = isOn
    }
  }
  /// An action enabled only while the switch is on, or nil: zenity's "I read and agree"
  /// checkbox holds its OK back until it is checked.
  ///
  /// Defaults to nil. Setting it, and each change of `isOn` (by a key, a click, a screen
  /// reader or the app), sets the action's `isEnabled` to `isOn`, so every renderer gets
  /// the rule from the model.
  public weak var enablesAction: AlertAction? {
    didSet { enablesAction?.isEnabled = isOn }
  }

  package private(set) var revision = 0

  /// Makes a switch.
  public init(title: String, isOn: Bool = false) {
    self.title = title
    self.isOn = isOn
  }
}

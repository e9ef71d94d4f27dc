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
      enabledAction?.isEnabled = isOn
    }
  }
  /// An action enabled exactly while the switch is on, such as the OK of a licence that
  /// waits for "I have read it", or nil.
  ///
  /// Setting it enables or disables the action at once; every change of `isOn` after
  /// that, by the user or the app, does again.
  public weak var enabledAction: AlertAction? {
    didSet { enabledAction?.isEnabled = isOn }
  }

  package private(set) var revision = 0

  /// Makes a switch.
  public init(title: String, isOn: Bool = false) {
    self.title = title
    self.isOn = isOn
  }
}

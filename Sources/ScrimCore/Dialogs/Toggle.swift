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
    didSet { revision &+= 1 }
  }

  package private(set) var revision = 0

  /// Makes a switch.
  public init(title: String, isOn: Bool = false) {
    self.title = title
    self.isOn = isOn
  }
}

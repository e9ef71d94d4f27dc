/// A button of an alert, action sheet or dialog, and what happens when it is chosen.
///
/// As with `UIAlertAction`, the handler runs once, after the modal has finished
/// dismissing, so it may present the next modal.
///
///     alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in delete() })
@MainActor
public final class AlertAction {
  /// What choosing the action means, as `UIAlertAction.Style` has it.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// An ordinary choice.
    case `default`
    /// Cancels the operation and leaves things unchanged; at most one per modal.
    case cancel
    /// Might change or delete data; painted in the error colour.
    case destructive
  }

  /// How prominent the button is, as `MDCActionEmphasis` has it.
  ///
  /// The theme maps high to a contained button, medium to an outlined one and low to
  /// a text button.
  public enum Emphasis: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// A text button.
    ///
    /// The default.
    case low
    /// An outlined button.
    case medium
    /// A contained (filled) button.
    case high

    /// Orders by prominence.
    public static func < (lhs: Emphasis, rhs: Emphasis) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The button's label.
  public let title: String
  /// What choosing the action means.
  ///
  /// Defaults to `.default`.
  public let style: Style
  /// How prominent the button is.
  ///
  /// Defaults to `.low`.
  public let emphasis: Emphasis
  /// Whether the action can be chosen.
  ///
  /// Defaults to true.
  ///
  /// A disabled action is skipped by keyboard focus and ignores clicks, Return and Esc.
  public var isEnabled = true {
    didSet {
      revision &+= 1
      for owner in owners { owner.counter?.bump() }
    }
  }
  /// What a screen reader says after the label, such as "Deletes the draft".
  ///
  /// Defaults to nil.
  public var accessibilityHint: String?
  /// A stable name for tests and automation.
  ///
  /// Defaults to nil.
  public var accessibilityIdentifier: String?

  /// Counts changes, so a renderer knows when to draw again.
  package private(set) var revision = 0
  /// The modals this action was added to, told of its changes.
  private var owners: [WeakRevisionCounter] = []
  private let handler: (@MainActor (AlertAction) -> Void)?

  /// Makes an action.
  ///
  /// - Parameters:
  ///   - title: The button's label.
  ///   - style: What choosing it means. Defaults to `.default`.
  ///   - emphasis: How prominent the button is. Defaults to `.low`.
  ///   - handler: Runs once when the action is chosen, after the modal is dismissed.
  public init(
    title: String, style: Style = .default, emphasis: Emphasis = .low,
    handler: (@MainActor (AlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.emphasis = emphasis
    self.handler = handler
  }

  package func runHandler() {
    handler?(self)
  }
}

extension AlertAction {
  /// Tells `counter` of every later change, as a modal's actions must.
  func report(to counter: RevisionCounter) {
    owners.removeAll { $0.counter == nil || $0.counter === counter }
    owners.append(WeakRevisionCounter(counter: counter))
  }
}

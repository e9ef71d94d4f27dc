/// An alert or action sheet: a title, a message, optional text fields and accessory
/// controls, and the actions that close it, as `UIAlertController` and
/// `MDCAlertController` have them.
///
///     let alert = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)
///     alert.addAction(AlertAction(title: "Cancel", style: .cancel))
///     alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in delete() })
///     let result = try await presenter.present(alert)
@MainActor
public final class AlertController: Modal {
  /// Whether the controller is a centred alert or an action sheet.
  public enum Style: Hashable, Sendable {
    /// A centred alert.
    case alert
    /// A sheet of choices: at the bottom when compact, a popover when regular.
    case actionSheet
  }

  /// The headline, or nil.
  ///
  /// It may change while the alert is shown.
  public var title: String? {
    didSet { ownRevision &+= 1 }
  }
  /// The body text, or nil.
  ///
  /// It may change while the alert is shown.
  public var message: String? {
    didSet { ownRevision &+= 1 }
  }
  /// Whether this is an alert or an action sheet.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [AlertAction] = []
  /// The action Return chooses and that is drawn most prominently.
  ///
  /// Defaults to nil, as UIKit's: no action is preferred, and Return chooses the only
  /// enabled default-style action when there is exactly one (`defaultAction`). Unlike a
  /// `Dialog`, an alert never picks one by emphasis, so a `UIAlertController` port keeps
  /// UIKit's behaviour; set it to say which one, and it always wins.
  ///
  /// It is raised one button style above the others only when none of them has a higher
  /// emphasis, so a `.low` preferred action is never drawn as prominently as a `.high` one.
  ///
  /// It must be one of `actions`, and action sheets may not have one; both are checked
  /// when the alert is presented.
  public var preferredAction: AlertAction? {
    didSet { ownRevision &+= 1 }
  }
  /// The text fields added with `addTextField(configurationHandler:)`, in order.
  public private(set) var textFields: [TextField] = []
  /// Extra controls shown under the message, such as a "Don't ask again" toggle.
  ///
  /// Defaults to none.
  public var accessoryControls: [Control] = [] {
    didSet { ownRevision &+= 1 }
  }
  /// Whether the text fields and accessory controls come before the message.
  ///
  /// Defaults to false, as MDC's `shouldPlaceAccessoryViewAboveMessage`.
  public var placesControlsAboveMessage = false {
    didSet { ownRevision &+= 1 }
  }
  /// Scrim, background tap and transition.
  ///
  /// Defaults to a fade for alerts and a slide for action sheets.
  public var presentationOptions: PresentationOptions {
    // The button order and what Esc does change focus order and layout.
    didSet { ownRevision &+= 1 }
  }
  /// Where an action sheet's popover points in a regular-width container.
  ///
  /// Defaults to nil.
  ///
  /// Presenting an action sheet in a regular-width container without it is an error,
  /// as it is on iPad.
  public var sourceRect: Rect? {
    didSet { ownRevision &+= 1 }
  }
  /// Its own colours, typography roles, corner radius and elevation, over its scheme, as
  /// MDC's per-alert properties; the scrim's colour is `presentationOptions.scrimColor`.
  ///
  ///     alert.appearance.backgroundColor = Color(hex: 0xFFF8E1)
  public var appearance = ModalAppearance() {
    didSet { ownRevision &+= 1 }
  }
  /// Asked before Esc, the screen reader's escape or a tap on the scrim ends it; return
  /// false to keep it up, as MDC's presentation controller delegate may.
  ///
  ///     alert.shouldDismiss = { _ in !form.hasUnsavedChanges }
  ///
  /// Defaults to nil: they dismiss.
  public var shouldDismiss: (@MainActor (DismissReason) -> Bool)?
  /// What a screen reader reads instead of the title.
  ///
  /// Defaults to nil.
  public var titleAccessibilityLabel: String?
  /// What a screen reader reads instead of the message.
  ///
  /// Defaults to nil.
  public var messageAccessibilityLabel: String?
  /// A picture above the title (MDC's `titleIcon`, with its tint and
  /// `imageAccessibilityLabel` in the value), or nil.
  ///
  ///     alert.titleIcon = ModalImage(glyph: "⚠", accessibilityLabel: "Warning")
  ///
  /// Defaults to nil. It sits on its own row at the leading edge, and is the first thing
  /// dropped when the alert does not fit.
  public var titleIcon: ModalImage? {
    didSet { ownRevision &+= 1 }
  }

  /// Set by `applyTheme(withScheme:)`.
  var appliedScheme: ContainerScheme? {
    didSet { ownRevision &+= 1 }
  }
  private var ownRevision = 0
  private let actionChanges = RevisionCounter()

  /// Makes an alert or action sheet with no actions yet.
  ///
  /// - Parameters:
  ///   - title: The headline, or nil.
  ///   - message: The body text, or nil.
  ///   - preferredStyle: `.alert` or `.actionSheet`. Defaults to `.alert`.
  public init(title: String?, message: String?, preferredStyle: Style = .alert) {
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    let transition: DialogTransition = preferredStyle == .alert ? .fade : .slide
    presentationOptions = PresentationOptions(transition: transition)
  }

  /// Appends an action.
  ///
  /// Rules such as "one cancel action" are checked when presenting.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
    action.report(to: actionChanges)
    ownRevision &+= 1
  }

  /// Appends a text field and lets the caller configure it, as UIKit does.
  ///
  /// Only alerts may have text fields; presenting an action sheet that has one throws.
  public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
    let field = TextField()
    configurationHandler?(field)
    textFields.append(field)
    ownRevision &+= 1
  }

  /// Whether this is an alert or an action sheet, as a `ModalKind`.
  public var kind: ModalKind { preferredStyle == .alert ? .alert : .actionSheet }

  /// The text fields, then the accessory controls, in reading order.
  public var controls: [Control] {
    textFields.map(Control.textField) + accessoryControls
  }

  /// Grows whenever something visible changes.
  public var revision: Int {
    ownRevision &+ actionChanges.value
      &+ controls.reduce(0) { $0 &+ $1.revision }
  }
}

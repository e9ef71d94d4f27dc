/// Anything a `Presenter` can show: an `AlertController` or a `Dialog`.
///
/// The presenter reads these properties live, so a change to the title or message
/// while the modal is on screen shows at the next frame.
@MainActor
public protocol Modal: AnyObject {
  /// Which kind of modal this is.
  var kind: ModalKind { get }
  /// The headline, or nil for none.
  var title: String? { get }
  /// The body text, or nil for none.
  var message: String? { get }
  /// The buttons, in the order they were added.
  var actions: [AlertAction] { get }
  /// The action that Return chooses and that is painted most prominently, if any.
  var preferredAction: AlertAction? { get }
  /// The body's controls (text fields, toggles, choices and text), in reading order.
  var controls: [Control] { get }
  /// Scrim, background tap and transition settings.
  var presentationOptions: PresentationOptions { get }
  /// Where a popover points, in the container's coordinates; only action sheets use it.
  var sourceRect: Rect? { get }
  /// What a screen reader reads instead of the title, if set.
  var titleAccessibilityLabel: String? { get }
  /// What a screen reader reads instead of the message, if set.
  var messageAccessibilityLabel: String? { get }
  /// Whether the controls come before the message in reading order.
  ///
  /// Defaults to false.
  var placesControlsAboveMessage: Bool { get }
  /// The scheme applied with `applyTheme(withScheme:)`, or nil for none.
  ///
  /// Defaults to nil.
  var containerScheme: ContainerScheme? { get }
  /// Grows whenever something visible changes, so a renderer knows to draw again.
  /// The modal's own colours, typography and shape over its scheme.
  var appearance: ModalAppearance { get }
  /// Asked before Esc, the screen reader's escape or a tap on the scrim ends the modal;
  /// returning false keeps it up (MDC's `dialogPresentationControllerShouldDismiss`).
  /// Buttons and the app's own dismissals are never asked.
  var shouldDismiss: (@MainActor (DismissReason) -> Bool)? { get }
  var revision: Int { get }
}

extension Modal {
  /// Controls follow the message unless a modal says otherwise.
  public var placesControlsAboveMessage: Bool { false }

  /// None: Esc and the scrim dismiss as the modal's kind and options say.
  public var shouldDismiss: (@MainActor (DismissReason) -> Bool)? { nil }
}

/// A centred dialog for a self-contained task: a title naming the task, a body of
/// controls, a Cancel button and a default button (JET's Modal View dialog).
///
///     let dialog = Dialog(title: "Rename file")
///     let name = TextField(placeholder: "Name", text: "notes.txt")
///     dialog.addControl(.textField(name))
///     dialog.addAction(AlertAction(title: "Cancel", style: .cancel))
///     dialog.addAction(AlertAction(title: "Rename", emphasis: .high) { _ in rename(name.text) })
@MainActor
public final class Dialog: Modal {
  /// The title that names the task; it should fit on one line.
  ///
  /// It may change while shown.
  public var title: String? {
    didSet { ownRevision &+= 1 }
  }
  /// Text shown above the controls, or nil.
  ///
  /// It may change while shown.
  public var message: String? {
    didSet { ownRevision &+= 1 }
  }
  /// The body's controls, in reading order.
  public private(set) var controls: [Control] = []
  /// The buttons, in the order they were added.
  public private(set) var actions: [AlertAction] = []
  /// The action Return chooses and that is drawn most prominently.
  ///
  /// When never set, it is the enabled action of the default style with the highest
  /// emphasis, and of those the first added (the one MDC places trailing), so a dialog has
  /// a default action, as JET asks, and it is the one the app drew most prominently: with
  /// "Later" (`.low`), "Wishlist" (`.medium`) and "Add item" (`.high`), Return adds the
  /// item. A destructive action is never chosen implicitly (with Cancel and Delete, Return
  /// does not delete). Setting it, to nil too, overrides that choice, as UIKit's
  /// `preferredAction` always wins: nil means no preferred action.
  ///
  /// The preferred action is raised one button style above the others only when none of
  /// them has a higher emphasis, so a `.low` action set as preferred is never drawn as
  /// prominently as a `.high` one (see `ResolvedModalStyle`).
  ///
  ///     dialog.preferredAction = nil  // no button is the default
  public var preferredAction: AlertAction? {
    get {
      if isPreferenceExplicit { return explicitPreferredAction }
      return implicitPreferredAction
    }
    set {
      explicitPreferredAction = newValue
      isPreferenceExplicit = true
      ownRevision &+= 1
    }
  }
  /// Scrim, background tap and transition.
  ///
  /// Defaults to a fade; a tap on the scrim cancels.
  public var presentationOptions = PresentationOptions() {
    // The button order and what Esc does change focus order and layout.
    didSet { ownRevision &+= 1 }
  }
  /// Dialogs are centred and never anchored; always nil.
  public var sourceRect: Rect? { nil }
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
  /// A picture above the title, as an alert's `titleIcon` (MDC's `titleIcon`, with its
  /// tint and `imageAccessibilityLabel` in the value), or nil.
  ///
  ///     dialog.titleIcon = ModalImage(
  ///       glyph: "✎", source: .themedIcon("document-edit"), accessibilityLabel: "Edit")
  ///
  /// Defaults to nil. It sits on its own row at the leading edge, and is the first thing
  /// dropped when the dialog does not fit.
  public var titleIcon: ModalImage? {
    didSet { ownRevision &+= 1 }
  }

  private var explicitPreferredAction: AlertAction?
  private var isPreferenceExplicit = false
  /// Set by `applyTheme(withScheme:)`.
  var appliedScheme: ContainerScheme? {
    didSet { ownRevision &+= 1 }
  }
  private var ownRevision = 0
  /// The file choosers whose parts are among the controls (`addFileChooser`).
  var fileChoosers: [FileChooser] = []
  private let actionChanges = RevisionCounter()

  /// Makes a dialog with no controls or actions yet.
  public init(title: String, message: String? = nil) {
    self.title = title
    self.message = message
  }

  /// Appends a control to the body.
  public func addControl(_ control: Control) {
    controls.append(control)
    ownRevision &+= 1
  }

  /// Appends a button.
  ///
  /// Rules such as "one cancel action" are checked when presenting.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
    action.report(to: actionChanges)
    ownRevision &+= 1
  }

  /// The first enabled default-style action of the highest emphasis, or nil.
  private var implicitPreferredAction: AlertAction? {
    var best: AlertAction?
    // Strictly greater, so that the first added wins a tie.
    for action in actions where action.style == .default && action.isEnabled {
      if best.map({ action.emphasis > $0.emphasis }) ?? true { best = action }
    }
    return best
  }

  /// Always `.dialog`.
  public var kind: ModalKind { .dialog }

  /// Grows whenever something visible changes.
  public var revision: Int {
    ownRevision &+ actionChanges.value
      &+ controls.reduce(0) { $0 &+ $1.revision }
  }
}

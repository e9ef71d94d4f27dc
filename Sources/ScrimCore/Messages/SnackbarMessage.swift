/// A brief message about an app process, shown at the bottom of the screen with at most
/// one text action, as `MDCSnackbarMessage` has it.
///
/// A message is a value: `SnackbarManager.show(_:)` keeps a copy, as MDC copies the
/// message it is given.
///
///     var message = SnackbarMessage(text: "Draft deleted")
///     message.action = SnackbarMessage.Action(title: "Undo") { restoreDraft() }
///     message.category = "drafts"
///     SnackbarManager.default.show(message)
///
/// The text is laid out on up to two lines (`maximumLines`); a renderer truncates longer
/// text with an ellipsis, never silently.
public struct SnackbarMessage: Sendable {
  /// A text button on a snackbar and what it does, as `MDCSnackbarMessageAction` has it.
  public struct Action: Sendable {
    /// The button's label.
    public var title: String
    /// What the button does; runs once, on the main actor, before the message's completion.
    public var handler: @MainActor () -> Void
    /// Extra help a screen reader speaks after the title.
    ///
    /// Defaults to nil.
    public var accessibilityHint: String?

    /// Makes an action.
    ///
    /// - Parameters:
    ///   - title: The label; a message ignores an action whose title is blank (MDC).
    ///   - accessibilityHint: Extra help for screen readers. Defaults to nil.
    ///   - handler: What the button does. Defaults to doing nothing.
    public init(
      title: String, accessibilityHint: String? = nil,
      handler: @escaping @MainActor () -> Void = {}
    ) {
      self.title = title
      self.accessibilityHint = accessibilityHint
      self.handler = handler
    }
  }

  /// How a message is queued.
  public enum Priority: Hashable, Sendable, CaseIterable {
    /// Waits its turn at the back of the queue.
    case normal
    /// Shows at once; the visible message goes back to the head of the queue with the time
    /// it had left (libadwaita's `ADW_TOAST_PRIORITY_HIGH`).
    case high
  }

  /// How long a message shows when its duration is not set: 4 s (MDC, Flutter).
  public static let defaultDuration: Duration = .seconds(4)
  /// The longest a message may show: 10 s (`MDCSnackbarMessageDurationMax`, Material).
  public static let maximumDuration: Duration = .seconds(10)
  /// The most lines the text takes when laid out; longer text ends with an ellipsis.
  public static let maximumLines = 2

  /// The words shown.
  public var text: String
  /// The one text button, if any.
  ///
  /// Defaults to nil. Setting an action with a blank title sets nil, as MDC does.
  public var action: Action? {
    get { storedAction }
    set { storedAction = newValue.flatMap { $0.title.isBlank ? nil : $0 } }
  }
  /// How long the message shows once its entry transition has finished.
  ///
  /// Defaults to 4 s. Values above 10 s become 10 s; zero or negative values become 4 s.
  public var duration: Duration {
    get { storedDuration }
    set { storedDuration = Self.clamped(newValue) }
  }
  /// The group the message belongs to; a newer message of the same category replaces it.
  ///
  /// Defaults to nil: the message belongs to no category, and showing it replaces every
  /// message unless the manager queues such messages.
  public var category: String?
  /// How the message is queued.
  ///
  /// Defaults to `.normal`.
  public var priority: Priority
  /// Whether the message goes away by itself when its time runs out.
  ///
  /// Defaults to true. False keeps it until the user or the app dismisses it.
  public var automaticallyDismisses: Bool
  /// Whether a message with an action still times out, as before Material 3
  /// (MDC's `usesLegacyDismissalBehavior`, Flutter's `persist: false`).
  ///
  /// Defaults to false: a message with an action stays until the user acts or dismisses it.
  public var timesOutWithAction: Bool
  /// What a screen reader says for the message instead of its text.
  ///
  /// Defaults to nil, which reads the text.
  public var accessibilityLabel: String?
  /// Extra help a screen reader reads after the message's label or text, before the
  /// action (MDC's `MDCSnackbarMessageView.accessibilityHint`).
  ///
  /// Defaults to nil.
  ///
  ///     message.accessibilityHint = "The draft stays in Trash for 30 days"
  public var accessibilityHint: String?
  /// Whether a screen reader's focus moves to the message when it appears, instead of only
  /// hearing it announced.
  ///
  /// Defaults to false. A message with an action takes focus in accessible mode anyway.
  public var focusOnShow: Bool
  /// Runs once when the message ends, with the reason, after the action's handler.
  ///
  /// Defaults to nil.
  public var completion: (@MainActor (MessageEndReason) -> Void)?

  private var storedAction: Action?
  private var storedDuration: Duration

  /// Makes a message; every parameter but the text has the default its property documents.
  public init(
    text: String, action: Action? = nil, duration: Duration = SnackbarMessage.defaultDuration,
    category: String? = nil, priority: Priority = .normal, automaticallyDismisses: Bool = true,
    timesOutWithAction: Bool = false, accessibilityLabel: String? = nil, focusOnShow: Bool = false,
    completion: (@MainActor (MessageEndReason) -> Void)? = nil
  ) {
    self.text = text
    self.storedAction = action.flatMap { $0.title.isBlank ? nil : $0 }
    self.storedDuration = Self.clamped(duration)
    self.category = category
    self.priority = priority
    self.automaticallyDismisses = automaticallyDismisses
    self.timesOutWithAction = timesOutWithAction
    self.accessibilityLabel = accessibilityLabel
    self.focusOnShow = focusOnShow
    self.completion = completion
  }

  /// What is announced when the message appears: the accessibility label, else the text
  /// (MDC's `voiceNotificationText`), its accessibility hint, then the action's title and
  /// its hint, as VoiceOver reads the action button after the message.
  ///
  ///     "Draft deleted. In Trash for 30 days. Undo, restores the draft."
  public var announcementText: String {
    let label = accessibilityLabel ?? text
    guard !label.isBlank else { return label }
    var spoken = label
    if let hint = accessibilityHint, !hint.isBlank { spoken += ". " + hint }
    guard let action, !action.title.isBlank else { return spoken }
    spoken += ". " + action.title
    if let hint = action.accessibilityHint, !hint.isBlank { spoken += ", " + hint }
    return spoken + "."
  }

  /// Whether the message goes away when its time runs out: it dismisses automatically and
  /// either has no action or times out with one.
  public var timesOut: Bool {
    automaticallyDismisses && (action == nil || timesOutWithAction)
  }

  private static func clamped(_ duration: Duration) -> Duration {
    duration <= .zero ? defaultDuration : min(duration, maximumDuration)
  }
}

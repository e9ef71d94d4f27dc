/// How a modal is presented: its scrim, whether the background dismisses it, and its
/// transition, as `MDCDialogPresentationController` and `MDCDialogTransitionController`
/// configure them.
public struct PresentationOptions: Hashable, Sendable {
  /// Whether a tap on the scrim dismisses the modal, or nil for the kind's default: false for
  /// alerts, true for action sheets and dialogs.
  ///
  /// Defaults to nil.
  ///
  /// The dismissal runs the cancel action's handler when there is one, as UIKit does
  /// for a popover dismissed from outside.
  public var dismissOnBackgroundTap: Bool?
  /// Whether Esc (and the screen reader's escape gesture) dismisses a modal that has no
  /// Cancel action, or nil for the kind's default.
  ///
  /// Defaults to nil: action sheets and dialogs go away; an alert without Cancel stays,
  /// because UIKit gives such an alert no escape (its actions are the only way out, and
  /// Esc must not answer for the user). A modal with Cancel always takes Esc as Cancel;
  /// set to true, Esc also dismisses it (with no action) while its Cancel is disabled.
  /// The `scrim` command sets it, since a script's user must always be able to back out.
  public var dismissOnEscape: Bool?
  /// Whether choosing an action's button ends the modal, as MDC's `dismissOnAction`.
  ///
  /// Defaults to true. When false, the action's handler runs and the modal stays on screen
  /// until the app dismisses it (`Presenter.dismiss(_:)`), Esc or the scrim ends it; its
  /// completion runs then, once.
  public var dismissOnAction = true
  /// The colour laid over the host's content.
  ///
  /// Defaults to black at 32% (Material).
  public var scrimColor: Color
  /// How the modal enters and leaves.
  ///
  /// Defaults to a 0.2 s fade (MDC).
  public var transition: DialogTransition
  /// The order the buttons are shown and focused in.
  ///
  /// Defaults to `.platform`: Cancel leading, the preferred action trailing.
  ///
  ///     options.buttonOrder = .asAdded  // whiptail's <Ok> <Cancel>
  public var buttonOrder: ButtonOrder = .platform

  /// Whether the arrow keys wrap from the last control to the first and back.
  ///
  /// Defaults to `true`, as Tab does; newt's whiptail stops at either end of its buttons.
  ///
  ///     options.arrowKeysWrap = false  // Right on whiptail's <No> stays on <No>
  public var arrowKeysWrap = true

  /// Whether a dialog's text fields are one stop in the Tab order, as dialog(1)'s form
  /// makes them.
  ///
  /// Defaults to `false`. When `true`, Up and Down move from field to field (wrapping),
  /// Tab and Shift-Tab leave the fields for the buttons, and coming back returns to the
  /// field last edited.
  ///
  ///     options.textFieldsShareOneTabStop = true  // dialog --form
  public var textFieldsShareOneTabStop = false

  /// Whether Return with the cancel action's button focused chooses the default action
  /// instead, as the Cancel of zenity's entry and text boxes does in GTK 3 (a button that
  /// does not take Return itself leaves it to the window's default button).
  ///
  /// Defaults to `false`: Return chooses the focused button. While the default action is
  /// disabled, Return on Cancel still chooses Cancel.
  ///
  ///     options.returnOnCancelChoosesDefault = true  // zenity --entry, --text-info
  public var returnOnCancelChoosesDefault = false

  /// Whether, in the order added, a list takes first focus ahead of the controls before it.
  ///
  /// Defaults to `true`, as whiptail's and dialog's menus start on their list. When `false`,
  /// focus starts on the first control that takes it, as a zenity form starts on its first
  /// field rather than its first combo.
  ///
  ///     options.listTakesFirstFocus = false  // zenity --forms
  public var listTakesFirstFocus = true

  /// Whether focus moves to the default action when it becomes enabled, or when the button
  /// focus rests on is disabled while the default is enabled.
  ///
  /// Defaults to `false`. zenity's progress box enables OK at 100% or when its input
  /// ends, and puts focus on it then, so that Return chooses it.
  ///
  ///     options.focusesDefaultWhenEnabled = true  // zenity --progress
  public var focusesDefaultWhenEnabled = false

  /// Whether keys typed while the modal has no action yet wait for its actions, as a
  /// terminal keeps what is typed until the program reads it.
  ///
  /// Defaults to `false`: a key goes to the modal as it comes (Esc dismisses one without
  /// actions). When `true`, keys and text typed while the modal has no action are held, at
  /// most `Presenter.heldInputLimit` of them, and given to it in order once an action
  /// appears; they end with the showing if none does. `Stage.discardHeldInput(count:)`
  /// uses some up.
  ///
  ///     options.holdsInputUntilActions = true  // dialog --prgbox: Return typed early is OK
  public var holdsInputUntilActions = false

  /// Makes options; every parameter defaults to the Material value.
  public init(
    dismissOnBackgroundTap: Bool? = nil, scrimColor: Color = .black.withAlpha(0.32),
    transition: DialogTransition = .fade
  ) {
    self.dismissOnBackgroundTap = dismissOnBackgroundTap
    self.scrimColor = scrimColor
    self.transition = transition
  }

  /// The options every modal starts with.
  public static let `default` = PresentationOptions()
}

/// How a modal animates in and out.
public struct DialogTransition: Hashable, Sendable {
  /// The visual effect of a transition.
  public enum Style: Hashable, Sendable {
    /// No animation: the modal appears and disappears at once.
    case none
    /// The modal and its scrim fade in and out.
    case fade
    /// The modal slides in from the nearest edge while the scrim fades.
    case slide
  }

  /// The visual effect.
  public var style: Style
  /// How long entering or leaving takes; ignored for `.none` and under reduced motion.
  public var duration: Duration

  /// Makes a transition; negative durations count as zero.
  public init(style: Style, duration: Duration) {
    self.style = style
    self.duration = max(.zero, duration)
  }

  /// A 0.2 s fade, MDC's dialog transition.
  public static let fade = DialogTransition(style: .fade, duration: .milliseconds(200))
  /// A 0.25 s slide, MDC's bottom-sheet transition for action sheets.
  public static let slide = DialogTransition(style: .slide, duration: .milliseconds(250))
  /// No animation.
  public static let none = DialogTransition(style: .none, duration: .zero)

  /// The time the transition takes, given whether the user asked for reduced motion.
  public func effectiveDuration(reducesMotion: Bool) -> Duration {
    style == .none ? .zero : duration.forTransition(reducesMotion: reducesMotion)
  }
}

extension Duration {
  /// The length of a transition of this duration: none under reduced motion, never negative.
  func forTransition(reducesMotion: Bool) -> Duration {
    reducesMotion ? .zero : max(.zero, self)
  }
}

/// The visible banner at a position as it is to be painted.
@_spi(Renderer) public struct BannerLayerState: Hashable, Sendable {
  /// The showing's identifier.
  public var id: MessageID
  /// Where it is.
  public var position: Banner.Position
  /// Where everything goes; its texts and button titles are here.
  public var layout: BannerLayout
  /// Its colours and typography.
  public var style: ResolvedBannerStyle
  /// The picture at its leading edge (`Banner.displayedImage`), shown in `layout.icon`.
  public var image: ModalImage?
  /// How far in it is, 0 to 1.
  public var visibility: Double
  /// How it slides in from its edge and back out, in the stage's units.
  public var slide: EdgeSlide
  /// The focused action, as an index in `displayedActions`, when the banner has focus.
  public var focusedAction: Int?
  /// Whether keyboard focus is in it.
  public var hasFocus: Bool
  /// Its semantic tree: a status named as it is announced, with its buttons.
  public var accessibility: AccessibilityNode

  /// How far from its place it is drawn now, down (positive) or up (negative), in the
  /// stage's units: its slide at its visibility, in sixteenths (`EdgeSlide.steppedOffset`).
  public var offset: Int { slide.steppedOffset(at: visibility) }
}

/// The visible snackbar as it is to be painted.
@_spi(Renderer) public struct SnackbarLayerState: Hashable, Sendable {
  /// The showing's identifier.
  public var id: MessageID
  /// The edge it is attached to.
  public var position: SnackbarLayout.Position
  /// Where everything goes; its text and action title are here.
  public var layout: SnackbarLayout
  /// Its colours and typography.
  public var style: ResolvedSnackbarStyle
  /// How far in it is, 0 to 1.
  public var visibility: Double
  /// How it slides in from its edge and back out, in the stage's units.
  public var slide: EdgeSlide
  /// Whether its action has keyboard focus (the message took focus and has an action).
  public var isActionFocused: Bool
  /// Whether keyboard focus is in it.
  public var hasFocus: Bool
  /// Whether the pointer went down on its action and has not been let go.
  public var isActionPressed = false
  /// Its semantic tree: a status named as it is announced, with its action.
  public var accessibility: AccessibilityNode

  /// Whether its action is drawn highlighted, as MDC's button is while pressed or focused.
  public var isActionHighlighted: Bool { isActionFocused || isActionPressed }

  /// The action title's colour and style for its state.
  public var actionStyle: ResolvedTextStyle {
    style.actionStyle(isHighlighted: isActionHighlighted)
  }

  /// How far from its place it is drawn now, down (positive) or up (negative), in the
  /// stage's units: its slide at its visibility, in sixteenths (`EdgeSlide.steppedOffset`).
  public var offset: Int { slide.steppedOffset(at: visibility) }
}

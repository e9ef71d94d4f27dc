/// Everything the stage shows at one moment, bottom to top: what a renderer paints, and
/// nothing else.
///
/// Frames are in the container's units. The host's content lies under everything; when a
/// modal is up, a scrim of `scrim`'s colour and opacity covers the host.
///
///     let snapshot = stage.snapshot()
///     for layer in snapshot.layers { paint(layer) }
@MainActor
@_spi(Renderer) public struct StageSnapshot {
  /// The container's size.
  public var size: Size
  /// The scrim over the host, or nil when no modal is up.
  public var scrim: Scrim?
  /// The layers over the host, bottom to top: the modal, the banners, then the snackbar
  /// (Material shows snackbars above dialogs).
  public var layers: [StageLayer]
  /// Whether the host's own content has keyboard focus (no modal is up and no message
  /// took focus), so its cursor shows.
  public var hostHasFocus: Bool
  /// Changes whenever the stage's scheme does, so a renderer that caches painted layers
  /// knows to paint them all again.
  public var appearance: Int

  /// The scrim's colour (its own alpha ignored) and its opacity now.
  public struct Scrim: Hashable, Sendable {
    /// The colour the host is blended toward.
    public var color: Color
    /// How far toward it, from 0 to 1, following the modal's transition.
    public var alpha: Double
  }

  /// The layer that has keyboard focus, if one does.
  public var focusedLayer: StageLayer? { layers.last(where: \.hasFocus) }
}

/// One thing painted over the host.
@MainActor
@_spi(Renderer) public enum StageLayer {
  /// The active alert, action sheet or dialog.
  case modal(ModalLayerState)
  /// The visible banner at a position.
  case banner(BannerLayerState)
  /// The visible snackbar.
  case snackbar(SnackbarLayerState)

  /// Which layer this is, stable while it stays on screen.
  public var id: StageLayerID {
    switch self {
    case .modal: return .modal
    case .banner(let state): return .banner(state.position)
    case .snackbar: return .snackbar
    }
  }

  /// Whether keyboard focus is in this layer.
  public var hasFocus: Bool {
    switch self {
    case .modal(let state): return state.hasFocus
    case .banner(let state): return state.hasFocus
    case .snackbar(let state): return state.hasFocus
    }
  }
}

/// Which layer a `StageLayer` is.
@_spi(Renderer) public enum StageLayerID: Hashable, Sendable {
  /// The modal.
  case modal
  /// The banner at a position.
  case banner(Banner.Position)
  /// The snackbar.
  case snackbar
}

/// The active modal as it is to be painted.
@MainActor
@_spi(Renderer) public struct ModalLayerState {
  /// The alert, action sheet or dialog.
  public var modal: any Modal
  /// Its revision when the snapshot was taken; typing changes it.
  public var revision: Int
  /// Its content as plain values.
  public var content: ModalContent
  /// Where everything goes, as if scrolled to the top.
  public var layout: ModalLayout
  /// Changes whenever `layout` does: cheaper to compare than the layout itself.
  public var layoutRevision: Int
  /// Its colours and typography, with the stage's scheme as the fallback.
  public var style: ResolvedModalStyle
  /// What keyboard focus rests on.
  public var focus: FocusTarget?
  /// The item the keyboard is on in each choice list, by control index.
  public var highlights: [Int: Int] = [:]
  /// What each text field shows in its text frame, and where its caret is, by control
  /// index.
  public var fields: [Int: FieldView] = [:]
  /// How far the body and buttons are scrolled.
  public var scroll: ModalScroll
  /// How far below its place it is drawn while a bottom sheet slides in.
  public var offset: Int
  /// How far through its transition it is, 0 to 1.
  public var visibility: Double
  /// Whether keyboard focus is in it: always, while it is up and not leaving.
  public var hasFocus: Bool
  /// Where an indeterminate progress indicator's animation is in its cycle (0 to 1), or nil
  /// when it stands still (reduced motion) or there is none.
  public var progressPhase: Double? = nil
}

/// The visible banner at a position as it is to be painted.
@MainActor
@_spi(Renderer) public struct BannerLayerState {
  /// The showing's identifier.
  public var id: MessageID
  /// The banner.
  public var banner: Banner
  /// Where it is.
  public var position: Banner.Position
  /// Where everything goes.
  public var layout: BannerLayout
  /// Its colours and typography.
  public var style: ResolvedBannerStyle
  /// How far in it is, 0 to 1.
  public var visibility: Double
  /// How it slides in from its edge and back out, in the stage's units.
  public var slide: EdgeSlide
  /// The focused action, as an index in `displayedActions`, when the banner has focus.
  public var focusedAction: Int?
  /// Whether keyboard focus is in it.
  public var hasFocus: Bool
}

/// The visible snackbar as it is to be painted.
@MainActor
@_spi(Renderer) public struct SnackbarLayerState {
  /// The showing's identifier.
  public var id: MessageID
  /// The message.
  public var message: SnackbarMessage
  /// The edge it is attached to.
  public var position: SnackbarLayout.Position
  /// Where everything goes.
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

  /// Whether its action is drawn highlighted, as MDC's button is while pressed or focused.
  public var isActionHighlighted: Bool { isActionFocused || isActionPressed }

  /// The action title's colour and style for its state.
  public var actionStyle: ResolvedTextStyle {
    style.actionStyle(isHighlighted: isActionHighlighted)
  }
}

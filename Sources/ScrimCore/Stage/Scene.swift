/// Everything the stage shows at one moment, bottom to top, as a plain value: what a
/// renderer paints, speaks or prints, and nothing else.
///
/// Every element is resolved: texts with their colours and type, each button's and
/// control's state, a field's visible slice and caret, a list's rows, a progress bar's
/// filled part, offsets for transitions, and the accessibility tree of each layer. Frames
/// are in the container's units. The host's content lies under everything; when a modal
/// is up, a scrim of `scrim`'s colour and opacity covers the host.
///
/// Two scenes are `==` exactly when they paint alike, so a renderer compares a layer with
/// the one it last painted instead of fingerprinting the models.
///
///     let scene = stage.scene()
///     for layer in scene.layers { paint(layer) }
@_spi(Renderer) public struct Scene: Hashable, Sendable {
  /// The container's size.
  public var size: Size
  /// The scrim over the host, or nil when no modal is up.
  public var scrim: Scrim?
  /// The layers over the host, bottom to top: the modal, the banners, the snackbar
  /// (Material shows snackbars above dialogs), then a popup menu.
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

  /// The accessibility trees of the layers, bottom to top: what a screen reader walks.
  public var accessibilityTrees: [AccessibilityNode] { layers.map(\.accessibility) }
}

/// One thing painted over the host.
///
/// Indirect, so that a renderer keeping the last painted layers copies a reference, not a
/// modal's whole layout, style and tree.
@_spi(Renderer) public indirect enum StageLayer: Hashable, Sendable {
  /// The active alert, action sheet or dialog.
  case modal(ModalLayerState)
  /// The visible banner at a position.
  case banner(BannerLayerState)
  /// The visible snackbar.
  case snackbar(SnackbarLayerState)
  /// The popup menu, over everything.
  case menu(MenuLayerState)

  /// Which layer this is, stable while it stays on screen.
  public var id: StageLayerID {
    switch self {
    case .modal: return .modal
    case .banner(let state): return .banner(state.position)
    case .snackbar: return .snackbar
    case .menu: return .menu
    }
  }

  /// Whether keyboard focus is in this layer.
  public var hasFocus: Bool {
    switch self {
    case .modal(let state): return state.hasFocus
    case .banner(let state): return state.hasFocus
    case .snackbar(let state): return state.hasFocus
    case .menu: return true
    }
  }

  /// The layer's semantic tree, with the targets its elements reach.
  public var accessibility: AccessibilityNode {
    switch self {
    case .modal(let state): return state.accessibility
    case .banner(let state): return state.accessibility
    case .snackbar(let state): return state.accessibility
    case .menu(let state): return state.accessibility
    }
  }
}

/// Which layer a `StageLayer` is.
@_spi(Renderer) public indirect enum StageLayerID: Hashable, Sendable {
  /// The modal.
  case modal
  /// The banner at a position.
  case banner(Banner.Position)
  /// The snackbar.
  case snackbar
  /// The popup menu.
  case menu
}

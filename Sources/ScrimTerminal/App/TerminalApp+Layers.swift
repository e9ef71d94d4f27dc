@_spi(Renderer) import ScrimCore

extension TerminalApp {
  /// The layers to paint over the host, bottom to top, as the scene lists them.
  func makeLayers(_ scene: Scene) -> [Layer] {
    scene.layers.map { layer in
      Layer(layer, footprint: Self.footprint(of: layer))
    }
  }

  /// Paints one scene layer into `screen`: a switch over what it is.
  func paint(_ layer: StageLayer, into screen: inout Screen) -> ANSIEncoder.CursorPlacement {
    layerPaints += 1
    switch layer {
    case .modal(let state):
      return ModalPainter.paint(state, into: &screen, context: context)
    case .banner(let state):
      return BannerPainter.paint(
        image: state.image, layout: state.layout, style: state.style,
        offset: state.offset, focusedAction: state.focusedAction,
        into: &screen, context: context)
    case .snackbar(let state):
      return SnackbarPainter.paint(
        state.layout, style: state.style, offset: state.offset,
        isFocused: state.isActionFocused, isHighlighted: state.isActionHighlighted,
        into: &screen, context: context)
    case .menu(let state):
      return MenuPainter.paint(state, into: &screen, context: context)
    }
  }

  /// Where a layer is drawn now, shadow included: a sliding message's rows move with it,
  /// and the rows it leaves are repainted from below.
  private static func footprint(of layer: StageLayer) -> Rect {
    var footprint: Rect
    switch layer {
    case .modal(let state):
      footprint = state.layout.frame
      footprint.y += state.offset
      return footprint.withShadow
    case .banner(let state):
      footprint = state.layout.frame
      footprint.y += state.offset
      return footprint
    case .snackbar(let state):
      footprint = state.layout.frame
      footprint.y += state.offset
      return footprint.withShadow
    case .menu(let state):
      return MenuPainter.footprint(of: state)
    }
  }
}

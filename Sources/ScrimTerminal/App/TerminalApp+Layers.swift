@_spi(Renderer) import ScrimCore

extension TerminalApp {
  /// The layers to paint over the host, bottom to top, as the stage's snapshot lists them.
  func makeLayers(_ snapshot: StageSnapshot) -> [Layer] {
    snapshot.layers.map { layer in
      switch layer {
      case .modal(let state): return modalLayer(state)
      case .banner(let state): return bannerLayer(state)
      case .snackbar(let state): return snackbarLayer(state)
      }
    }
  }

  private func modalLayer(_ state: ModalLayerState) -> Layer {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(state.modal))
    hasher.combine(state.revision)
    hasher.combine(state.layoutRevision)
    // The style is left out: it changes only with the scheme, which repaints everything.
    hasher.combine(state.scroll)
    hasher.combine(state.focus)
    hasher.combine(state.highlights)
    hasher.combine(state.offset)
    // A moving bar's cells, not its phase: the phase changes every frame, the cells of a
    // narrow bar every other one.
    if let phase = state.progressPhase {
      for item in state.layout.items where state.modal.controls.indices.contains(item.index) {
        guard case .progress(let progress) = state.modal.controls[item.index] else { continue }
        hasher.combine(
          ControlPainter.progressBar(progress, width: item.frame.width, phase: phase).done)
      }
    }
    var footprint = state.layout.frame
    footprint.y += state.offset
    let context = context
    return Layer(
      id: .modal, fingerprint: hasher.finalize(), footprint: footprint.withShadow,
      hasFocus: state.hasFocus
    ) { screen in
      ModalPainter.paint(
        state.modal, layout: state.layout, style: state.style, focus: state.focus,
        scroll: state.scroll, offset: state.offset, progressPhase: state.progressPhase,
        highlights: state.highlights, lists: state.content.lists, fields: state.fields,
        into: &screen, context: context)
    }
  }

  private func bannerLayer(_ state: BannerLayerState) -> Layer {
    let offset = state.slide.offset(at: Self.quantized(state.visibility))
    var hasher = Hasher()
    hasher.combine(state.id)
    hasher.combine(state.layout)
    hasher.combine(offset)
    hasher.combine(state.focusedAction)
    hasher.combine(state.style)
    // Where it is drawn now: the rows it leaves as it slides are repainted from below.
    var footprint = state.layout.frame
    footprint.y += offset
    let context = context
    return Layer(
      id: .banner(state.position), fingerprint: hasher.finalize(), footprint: footprint,
      hasFocus: state.hasFocus
    ) { screen in
      BannerPainter.paint(
        state.banner, layout: state.layout, style: state.style, offset: offset,
        focusedAction: state.focusedAction, into: &screen, context: context)
    }
  }

  private func snackbarLayer(_ state: SnackbarLayerState) -> Layer {
    let offset = state.slide.offset(at: Self.quantized(state.visibility))
    var hasher = Hasher()
    hasher.combine(state.id)
    hasher.combine(state.layout)
    hasher.combine(offset)
    hasher.combine(state.isActionFocused)
    hasher.combine(state.isActionHighlighted)
    hasher.combine(state.style)
    var footprint = state.layout.frame
    footprint.y += offset
    let context = context
    return Layer(
      id: .snackbar, fingerprint: hasher.finalize(), footprint: footprint.withShadow,
      hasFocus: state.hasFocus
    ) { screen in
      SnackbarPainter.paint(
        state.layout, style: state.style, offset: offset, isFocused: state.isActionFocused,
        isHighlighted: state.isActionHighlighted, into: &screen, context: context)
    }
  }

  /// A transition's progress in sixteenths: the steps a message has always slid by on a
  /// terminal. (Layers hash the offset, so frames a cell grid cannot tell apart hash equal
  /// with or without them.)
  private static func quantized(_ visibility: Double) -> Double {
    (visibility * 16).rounded() / 16
  }
}

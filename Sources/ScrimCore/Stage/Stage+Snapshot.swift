extension Stage {
  /// What is on screen now, bottom to top, for a renderer to paint.
  @_spi(Renderer) public func snapshot() -> StageSnapshot {
    refreshModal()
    var layers: [StageLayer] = []
    if let layer = modalLayer() { layers.append(.modal(layer)) }
    for position in Banner.Position.allCases {
      if let layer = bannerLayer(at: position) { layers.append(.banner(layer)) }
    }
    if let layer = snackbarLayer() { layers.append(.snackbar(layer)) }
    var scrim: StageSnapshot.Scrim?
    if let modal = presenter.activeModal {
      scrim = StageSnapshot.Scrim(
        color: modal.presentationOptions.scrimColor.withAlpha(1), alpha: presenter.scrimAlpha)
    }
    return StageSnapshot(
      size: size, scrim: scrim, layers: layers,
      hostHasFocus: presenter.activeModal == nil && !layers.contains(where: \.hasFocus),
      appearance: appearance)
  }

  private func modalLayer() -> ModalLayerState? {
    guard let session, let phase = presenter.phase, phase != .dismissing else {
      fieldViews = [:]
      return nil
    }
    let visibility = presenter.visibility ?? 1
    var offset = 0
    // Only a bottom sheet rises from the edge; a popover belongs at its anchor.
    if phase == .presenting, session.modal.presentationOptions.transition.style == .slide,
      !presenter.reducesMotion, session.layout.placement == .bottomSheet
    {
      offset = EdgeSlide(frame: session.layout.frame, edge: .bottom, container: size)
        .offset(at: visibility)
    }
    var state = ModalLayerState(
      modal: session.modal, revision: session.revision, content: session.content,
      layout: session.layout, layoutRevision: modalLayoutRevision, style: session.style,
      focus: presenter.focus,
      scroll: session.scroll, offset: offset, visibility: visibility, hasFocus: true)
    if progressMoves { state.progressPhase = ProgressIndicator.phase(at: presenter.now) }
    for index in session.windows.keys {
      state.highlights[index] = presenter.highlightedIndex(ofList: index)
    }
    let controls = session.modal.controls
    for (index, frame) in session.layout.fieldTextFrames where controls.indices.contains(index) {
      guard case .textField(let field) = controls[index] else { continue }
      let key = ObjectIdentifier(field)
      if let kept = fieldViews[key], kept.revision == field.revision, kept.width == frame.width {
        state.fields[index] = kept.view
      } else {
        let view = field.view(width: frame.width, measurer: measurer)
        fieldViews[key] = (field.revision, frame.width, view)
        state.fields[index] = view
      }
    }
    return state
  }

  private func bannerLayer(at position: Banner.Position) -> BannerLayerState? {
    guard let banner = banners.visibleBanner(at: position),
      let id = banners.visibleBannerID(at: position)
    else { return nil }
    let focused = bannerHasFocus(at: position)
    let layout = bannerLayout(banner, id: id)
    return BannerLayerState(
      id: id, banner: banner, position: position, layout: layout,
      style: bannerStyle.applying(banner),
      visibility: Self.visibility(banners.phase(at: position), banners.visibility(at: position)),
      slide: EdgeSlide(frame: layout.frame, edge: position, container: size),
      focusedAction: focused ? bannerFocus[position] ?? 0 : nil, hasFocus: focused)
  }

  private func snackbarLayer() -> SnackbarLayerState? {
    guard let message = snackbars.visibleMessage, let id = snackbars.visibleMessageID else {
      return nil
    }
    let focused = snackbarHasFocus
    let layout = snackbarLayout(message, id: id)
    return SnackbarLayerState(
      id: id, message: message, position: snackbarPosition, layout: layout,
      style: snackbarStyle,
      visibility: Self.visibility(snackbars.visiblePhase, snackbars.visibility),
      slide: EdgeSlide(frame: layout.frame, edge: snackbarPosition, container: size),
      isActionFocused: focused && message.action != nil,
      hasFocus: focused && message.action != nil,
      isActionPressed: pressed == .snackbarAction && message.action != nil)
  }

  private static func visibility(_ phase: MessagePhase?, _ fraction: Double?) -> Double {
    phase == .shown || phase == nil ? 1 : fraction ?? 1
  }
}

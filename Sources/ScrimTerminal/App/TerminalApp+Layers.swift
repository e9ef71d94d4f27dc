import ScrimCore

extension TerminalApp {
  /// The layers to paint over the host, bottom to top: the modal, the banners, then the
  /// snackbar (Material shows snackbars above dialogs).
  func makeLayers() -> [Layer] {
    var layers: [Layer] = []
    if let layer = modalLayer() { layers.append(layer) }
    for position in Banner.Position.allCases {
      if let layer = bannerLayer(at: position) { layers.append(layer) }
    }
    if let layer = snackbarLayer() { layers.append(layer) }
    return layers
  }

  /// Keeps `modalState` in step with the presenter's active modal.
  func refreshModalState() {
    guard let modal = presenter.activeModal else {
      modalState = nil
      return
    }
    if let state = modalState, state.modal === modal {
      modalState?.refresh(size: screen.size, scheme: scheme, measurer: context.measurer)
    } else {
      var state = ModalState(
        modal: modal, size: screen.size, scheme: scheme, measurer: context.measurer)
      state.scroll.reveal(presenter.focus, row: state.focusRow(presenter.focus), in: state.layout)
      modalState = state
    }
    if let state = modalState { presenter.buttonArrangement = state.layout.buttons.arrangement }
  }

  private func modalLayer() -> Layer? {
    refreshModalState()
    guard let state = modalState, let phase = presenter.phase, phase != .dismissing else {
      return nil
    }
    let transition = state.modal.presentationOptions.transition
    var offset = 0
    // Only a bottom sheet rises from the edge; a popover belongs at its anchor.
    if phase == .presenting, transition.style == .slide, !presenter.reducesMotion,
      state.layout.placement == .bottomSheet
    {
      let hidden = 1 - (presenter.visibility ?? 1)
      offset = Int((Double(screen.height - state.layout.frame.y) * hidden).rounded(.up))
    }
    let focus = presenter.focus
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(state.modal))
    hasher.combine(state.revision)
    hasher.combine(state.layout)
    hasher.combine(state.scroll)
    hasher.combine(focus)
    hasher.combine(offset)
    var footprint = state.layout.frame
    footprint.y += offset
    let context = context
    return Layer(
      id: .modal, fingerprint: hasher.finalize(), footprint: footprint.withShadow, hasFocus: true
    ) { screen in
      ModalPainter.paint(
        state.modal, layout: state.layout, style: state.style, focus: focus, scroll: state.scroll,
        offset: offset, into: &screen, context: context)
    }
  }

  private func bannerLayer(at position: Banner.Position) -> Layer? {
    guard let banner = banners.visibleBanner(at: position),
      let id = banners.visibleBannerID(at: position)
    else { return nil }
    let layout = bannerLayout(banner)
    let visibility = messageVisibility(
      banners.phase(at: position), fraction: banners.visibility(at: position))
    let focused = banners.takesFocus(at: position) ? bannerFocus[position] ?? 0 : nil
    let style = ResolvedBannerStyle(scheme: scheme)
    var hasher = Hasher()
    hasher.combine(id)
    hasher.combine(layout)
    hasher.combine(visibility)
    hasher.combine(focused)
    hasher.combine(style)
    let context = context
    return Layer(
      id: .banner(position), fingerprint: hasher.finalize(), footprint: layout.frame,
      hasFocus: focused != nil && presenter.activeModal == nil
    ) { screen in
      BannerPainter.paint(
        banner, layout: layout, style: style, visibility: visibility, focusedAction: focused,
        into: &screen, context: context)
    }
  }

  private func snackbarLayer() -> Layer? {
    guard let message = snackbars.visibleMessage, let id = snackbars.visibleMessageID else {
      return nil
    }
    let style = ResolvedSnackbarStyle(scheme: scheme)
    let layout = snackbarLayout(message)
    let visibility = messageVisibility(snackbars.visiblePhase, fraction: snackbars.visibility)
    let focused = snackbars.visibleMessageTakesFocus && message.action != nil
    let position = snackbarPosition
    var hasher = Hasher()
    hasher.combine(id)
    hasher.combine(layout)
    hasher.combine(visibility)
    hasher.combine(focused)
    hasher.combine(style)
    hasher.combine(position)
    let context = context
    return Layer(
      id: .snackbar, fingerprint: hasher.finalize(), footprint: layout.frame.withShadow,
      hasFocus: focused && presenter.activeModal == nil
    ) { screen in
      SnackbarPainter.paint(
        layout, style: style, position: position, visibility: visibility, isFocused: focused,
        into: &screen, context: context)
    }
  }

  /// The visible message's layout at the current size.
  func snackbarLayout(_ message: SnackbarMessage) -> SnackbarLayout {
    message.layout(
      in: screen.size, scheme: scheme, position: snackbarPosition, measurer: context.measurer)
  }

  /// A banner's layout at the current size.
  func bannerLayout(_ banner: Banner) -> BannerLayout {
    banner.layout(in: screen.size, scheme: scheme, measurer: context.measurer)
  }

  /// How far in a message is, quantized to frames so equal frames hash equal.
  private func messageVisibility(_ phase: MessagePhase?, fraction: Double? = nil) -> Double {
    switch phase {
    case .shown?, nil: return 1
    case .entering?, .exiting?:
      let value = fraction ?? 1
      return (value * 16).rounded() / 16
    }
  }
}

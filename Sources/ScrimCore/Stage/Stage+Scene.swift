extension Stage {
  /// What is on screen now, bottom to top, as a plain value for a renderer to paint.
  ///
  /// Calling it twice with nothing changed in between gives `==` scenes; laying out or
  /// checking the modal at another size in between changes nothing either.
  @_spi(Renderer) public func scene() -> Scene {
    refreshModal()
    var layers: [StageLayer] = []
    if let layer = modalLayer() { layers.append(.modal(layer)) }
    for position in Banner.Position.allCases {
      if let layer = bannerLayer(at: position) { layers.append(.banner(layer)) }
    }
    if let layer = snackbarLayer() { layers.append(.snackbar(layer)) }
    var scrim: Scene.Scrim?
    if let modal = presenter.activeModal {
      scrim = Scene.Scrim(
        color: modal.presentationOptions.scrimColor.withAlpha(1), alpha: presenter.scrimAlpha)
    }
    return Scene(
      size: size, scrim: scrim, layers: layers,
      hostHasFocus: presenter.activeModal == nil && !layers.contains(where: \.hasFocus),
      appearance: appearance)
  }

  private func modalLayer() -> ModalLayerState? {
    guard let session, let phase = presenter.phase, phase != .dismissing else {
      fieldViews = [:]
      modalTree = nil
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
    return ModalLayerState(
      content: session.content, layout: session.layout, style: session.style,
      focus: presenter.focus, controls: controlElements(of: session), buttons: session.buttons,
      scroll: session.scroll, offset: offset, visibility: visibility, hasFocus: true,
      accessibility: modalAccessibility(of: session.modal))
  }

  /// The modal's tree, made again only when what it is made from changed: a key moving
  /// focus in a sheet of 100,000 actions makes it once, an idle frame not at all.
  private func modalAccessibility(of modal: any Modal) -> AccessibilityNode {
    var highlights: [Int: Int] = [:]
    for (index, control) in modal.controls.enumerated() where control.isList {
      highlights[index] = presenter.highlightedIndex(ofList: index)
    }
    let key = ModalTreeKey(
      modal: ObjectIdentifier(modal), revision: modal.revision, focus: presenter.focus,
      highlights: highlights, arrangement: presenter.buttonArrangement)
    if let modalTree, modalTree.key == key { return modalTree.tree }
    let tree = presenter.accessibilityTree ?? AccessibilityNode(role: .dialog, label: "")
    modalTree = (key, tree)
    return tree
  }

  private func bannerLayer(at position: Banner.Position) -> BannerLayerState? {
    guard let banner = banners.visibleBanner(at: position),
      let id = banners.visibleBannerID(at: position), let tree = bannerTree(at: position)
    else { return nil }
    let focused = bannerHasFocus(at: position)
    let layout = bannerLayout(banner, id: id)
    return BannerLayerState(
      id: id, position: position, layout: layout, style: bannerStyle.applying(banner),
      image: layout.icon == nil ? nil : banner.displayedImage,
      visibility: Self.visibility(banners.phase(at: position), banners.visibility(at: position)),
      slide: EdgeSlide(frame: layout.frame, edge: position, container: size),
      focusedAction: focused ? bannerFocus[position] ?? 0 : nil, hasFocus: focused,
      accessibility: tree)
  }

  private func snackbarLayer() -> SnackbarLayerState? {
    guard let message = snackbars.visibleMessage, let id = snackbars.visibleMessageID,
      let tree = snackbarTree
    else { return nil }
    let focused = snackbarHasFocus
    let layout = snackbarLayout(message, id: id)
    return SnackbarLayerState(
      id: id, position: snackbarPosition, layout: layout, style: snackbarStyle,
      visibility: Self.visibility(snackbars.visiblePhase, snackbars.visibility),
      slide: EdgeSlide(frame: layout.frame, edge: snackbarPosition, container: size),
      isActionFocused: focused && message.action != nil,
      hasFocus: focused && message.action != nil,
      isActionPressed: pressed == .snackbarAction && message.action != nil, accessibility: tree)
  }

  private static func visibility(_ phase: MessagePhase?, _ fraction: Double?) -> Double {
    phase == .shown || phase == nil ? 1 : fraction ?? 1
  }
}

/// What a modal's accessibility tree is made from, compared before making it again.
struct ModalTreeKey: Hashable {
  var modal: ObjectIdentifier
  var revision: Int
  var focus: FocusTarget?
  var highlights: [Int: Int]
  /// Whether the buttons are a row or a stack, which orders them.
  var arrangement: ButtonArrangement?
}

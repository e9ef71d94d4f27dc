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
    if let layer = menuLayer() { layers.append(.menu(layer)) }
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
    guard let phase = presenter.phase, phase != .dismissing,
      let parts = session?.layerParts(), let session
    else {
      fieldViews = [:]
      textAreaTops = [:]
      modalTree = nil
      keptControls = nil
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
    let key = modalTreeKey(of: session)
    return ModalLayerState(
      focus: presenter.focus, controls: controlElements(of: session, parts: parts, key: key),
      scroll: session.scroll, offset: offset, visibility: visibility, hasFocus: true,
      buttons: session.buttons,
      accessibility: showingTextAreaViews(in: modalAccessibility(of: session.modal, key: key)),
      parts: parts)
  }

  /// The controls as they show, kept from the last scene while the layout, the models'
  /// revisions, focus, highlights and a moving bar's phase stay the same: a frame that only
  /// slides a snackbar resolves none of them.
  private func controlElements(
    of session: ModalSession, parts: ModalLayerParts, key: ModalTreeKey
  ) -> [ControlElement] {
    let elementsKey = ControlElementsKey(
      parts: parts, tree: key, textAreaScrolls: textAreaScrolls,
      phase: progressMoves ? ProgressIndicator.phase(at: presenter.now) : nil)
    if let kept = keptControls, kept.key == elementsKey { return kept.elements }
    let elements = controlElements(of: session)
    keptControls = (elementsKey, elements)
    return elements
  }

  /// What the modal's tree is made from now: a handful of numbers, since every frame asks
  /// (a dictionary of highlights only when the modal has lists).
  private func modalTreeKey(of session: ModalSession) -> ModalTreeKey {
    var highlights: [Int: Int] = [:]
    for index in session.windows.keys {
      highlights[index] = presenter.highlightedIndex(ofList: index)
    }
    return ModalTreeKey(
      modal: ObjectIdentifier(session.modal), revision: session.modal.revision,
      focus: presenter.focus, highlights: highlights, arrangement: presenter.buttonArrangement,
      edits: presenter.editsKey)
  }

  /// The modal's tree, cut to `Self.sceneTreeWindow` around focus, made again only when
  /// what it is made from changed: a key moving focus in a sheet of 100,000 actions makes
  /// 200 buttons, an idle frame nothing, and typing into a field makes that field's node
  /// alone.
  private func modalAccessibility(of modal: any Modal, key: ModalTreeKey) -> AccessibilityNode {
    if let modalTree, modalTree.key == key { return modalTree.tree }
    let controls = modal.controls
    let revisions = ModalRevisions(modal: modal, controls: controls)
    let tree =
      modalTree.flatMap { kept in
        updatedTree(kept, to: key, revisions: revisions, controls: controls)
      }
      ?? presenter.accessibilityTree(window: Self.sceneTreeWindow)
      ?? AccessibilityNode(role: .dialog, label: "")
    modalTree = KeptModalTree(key: key, revisions: revisions, tree: tree)
    return tree
  }

  /// The kept tree with the nodes of the controls that changed made again, when nothing
  /// else changed and each such node is found by its target; nil otherwise.
  private func updatedTree(
    _ kept: KeptModalTree, to key: ModalTreeKey, revisions: ModalRevisions, controls: [Control]
  ) -> AccessibilityNode? {
    var unchanged = key
    unchanged.revision = kept.key.revision
    guard unchanged == kept.key, revisions.own == kept.revisions.own,
      revisions.controls.count == kept.revisions.controls.count
    else { return nil }
    var tree = kept.tree
    guard let modal = presenter.activeModal else { return nil }
    var showing: ShowingNodes?
    for index in controls.indices where kept.revisions.controls[index] != revisions.controls[index]
    {
      let target = StageTarget.modal(.control(index))
      guard let child = tree.children.firstIndex(where: { $0.target == target }) else {
        return nil
      }
      // The node as the whole tree makes it: what the showing adds, its chooser's part, its
      // place.
      let added = showing ?? presenter.showingNodes
      showing = added
      var node = modal.controlNode(
        at: index, isFocused: key.focus == .control(index), highlight: key.highlights[index],
        window: Self.sceneTreeWindow, showing: added)
      node.positionInSet = tree.children[child].positionInSet
      node.setSize = tree.children[child].setSize
      tree.children[child] = node
    }
    return tree
  }

  /// How many rows of one list, and how many buttons, a scene's modal tree holds, around
  /// focus: what a screen reader's mirror can hold and make again on every key.
  static let sceneTreeWindow = AccessibilityWindow(limit: 200)

  private func bannerLayer(at position: Banner.Position) -> BannerLayerState? {
    guard let banner = banners.visibleBanner(at: position),
      let id = banners.visibleBannerID(at: position)
    else { return nil }
    let focused = bannerHasFocus(at: position)
    let key = MessageTreeKey(id: id, focus: focused ? bannerFocus[position] ?? 0 : nil)
    guard let tree = messageTree(.banner(position), key, { bannerTree(at: position) }) else {
      return nil
    }
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
    guard let message = snackbars.visibleMessage, let id = snackbars.visibleMessageID else {
      return nil
    }
    let focused = snackbarHasFocus
    let key = MessageTreeKey(id: id, focus: focused ? 0 : nil)
    guard let tree = messageTree(.snackbar, key, { snackbarTree }) else { return nil }
    let layout = snackbarLayout(message, id: id)
    return SnackbarLayerState(
      id: id, position: snackbarPosition, layout: layout, style: snackbarStyle,
      visibility: Self.visibility(snackbars.visiblePhase, snackbars.visibility),
      slide: EdgeSlide(frame: layout.frame, edge: snackbarPosition, container: size),
      isActionFocused: focused && message.action != nil,
      hasFocus: focused && message.action != nil,
      isActionPressed: pressed == .snackbarAction && message.action != nil, accessibility: tree)
  }

  /// A message's tree, made once per showing and focus: a message cannot change while it
  /// shows, and a sliding snackbar asks for its tree every frame.
  private func messageTree(
    _ layer: StageLayerID, _ key: MessageTreeKey, _ make: () -> AccessibilityNode?
  ) -> AccessibilityNode? {
    if let kept = messageTrees[layer], kept.key == key { return kept.tree }
    let tree = make()
    messageTrees[layer] = tree.map { (key, $0) }
    return tree
  }

  private static func visibility(_ phase: MessagePhase?, _ fraction: Double?) -> Double {
    phase == .shown || phase == nil ? 1 : fraction ?? 1
  }
}

/// What a message's accessibility tree is made from: the showing, and which of its buttons
/// has focus.
struct MessageTreeKey: Hashable {
  var id: MessageID
  var focus: Int?
}

/// What a modal's accessibility tree is made from, compared before making it again.
struct ModalTreeKey: Hashable {
  var modal: ObjectIdentifier
  /// The modal's revision, which counts its controls' changes too.
  var revision: Int
  var focus: FocusTarget?
  /// The highlighted row of each list, by control index.
  var highlights: [Int: Int]
  /// Whether the buttons are a row or a stack, which orders them.
  var arrangement: ButtonArrangement?
  /// What the user is doing to the showing beyond focus and lists (the pickers' parts, the
  /// transfer lists' keys, an item being renamed) and which errors show, as counts.
  var edits: ShowingEditsKey
}

/// A modal's revision split into its own and its controls', to tell which nodes of a kept
/// tree a change touched.
struct ModalRevisions: Equatable {
  /// The modal's revision less its controls': its texts, actions and options.
  var own: Int
  /// Each control's revision, by control index.
  var controls: [Int]

  @MainActor init(modal: any Modal, controls: [Control]) {
    self.controls = controls.map(\.revision)
    own = self.controls.reduce(modal.revision) { $0 &- $1 }
  }
}

/// The active modal's tree as the last scene made it.
struct KeptModalTree {
  var key: ModalTreeKey
  var revisions: ModalRevisions
  var tree: AccessibilityNode
}

/// What a modal's control elements are resolved from, compared before resolving them again.
struct ControlElementsKey: Equatable {
  /// The layout they were placed by, compared by identity: a session makes new parts
  /// whenever it lays the modal out again.
  var parts: ModalLayerParts
  var tree: ModalTreeKey
  /// The stage's count of text areas' scrolls.
  var textAreaScrolls: Int
  /// An indeterminate bar's phase, or nil when nothing moves.
  var phase: Double?

  static func == (lhs: ControlElementsKey, rhs: ControlElementsKey) -> Bool {
    lhs.parts === rhs.parts && lhs.tree == rhs.tree && lhs.textAreaScrolls == rhs.textAreaScrolls
      && lhs.phase == rhs.phase
  }
}

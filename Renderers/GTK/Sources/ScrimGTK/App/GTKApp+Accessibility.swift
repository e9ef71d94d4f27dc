import CGTK
@_spi(Renderer) import ScrimCore

// GTK 4.8 builds its accessible tree from widgets, which the stage's painted controls are
// not. So what shows is mirrored by invisible widgets (`AccessibleMirror`): the modal's
// tree, and each snackbar's and banner's as a status, one widget per element with its
// role, name and state, the focused one holding GTK's focus. The stage's drawing area
// is presentation only. Announcements go to `gtk_accessible_announce` on GTK 4.14 and
// later; on 4.8 a screen reader learns of a message from its status element appearing.

extension GTKApp {
  /// Mirrors what shows for screen readers.
  func refreshAccessibility() {
    let modal: AccessibilityNode?
    switch modalTree() {
    case .unchanged: modal = treeCache?.tree
    case .changed(let tree): modal = tree
    }
    mirror?.show([modal].compactMap { $0 } + messageTrees())
  }

  /// The trees the mirror shows, modal first, as mirrored (a long list or sheet cut to
  /// the elements around focus); empty when nothing shows.
  public var accessibleTrees: [AccessibilityNode] { mirror?.shown ?? [] }

  /// The widget that mirrors the focused element and holds GTK's focus for it.
  public var accessibleFocus: UnsafeMutablePointer<GtkWidget>? { mirror?.focusedElement }

  /// The accessible name given to a mirrored element (GTK 4.8 cannot read it back).
  public func accessibleName(of element: UnsafeMutablePointer<GtkWidget>) -> String? {
    mirror?.names[element]
  }

  /// Speaks an announcement where GTK can, and hands it to the app's handler.
  func announce(_ announcement: Announcement) {
    let text = announcement.text
    spokenAnnouncements.append(text)
    if spokenAnnouncements.count > 32 { spokenAnnouncements.removeFirst() }
    _ = scrim_accessible_announce(widget, text, announcement.politeness == .assertive ? 1 : 0)
    announcements?(announcement)
  }

  /// The visible snackbar's and banners' trees, top of the stack last, as the scene has
  /// them.
  private func messageTrees() -> [AccessibilityNode] {
    // The scene lays everything out; without a message there is nothing to read from it.
    guard stage.snackbars.isShowingMessage || stage.banners.hasBannersShowingOrQueued else {
      return []
    }
    return stage.scene().layers.compactMap { layer in
      if case .modal = layer { return nil }
      return layer.accessibility
    }
  }

  /// The active modal's tree, made again only when the modal, its revision, the focus, a
  /// list's highlight or the size changed.
  ///
  /// Pointer motion alone asks for it many times a second; unchanged, the mirror is left
  /// as it is.
  private func modalTree() -> TreeChange {
    guard let modal = stage.presenter.activeModal else {
      treeCache = nil
      return .changed(nil)
    }
    var highlight: Int?
    if case .control(let index)? = stage.presenter.focus {
      highlight = stage.presenter.highlightedIndex(ofList: index)
    }
    let key = TreeKey(
      modal: ObjectIdentifier(modal), revision: modal.revision, focus: stage.presenter.focus,
      highlight: highlight, size: stage.size)
    if let treeCache, treeCache.key == key { return .unchanged }
    // Cut to the rows and buttons around focus as it is made: a sheet of 100,000 actions
    // would otherwise cost a tree of 100,000 nodes on every key.
    let tree = stage.presenter.accessibilityTree(window: AccessibleMirror.window)
    treeCache = tree.map { (key, $0) }
    return .changed(tree)
  }
}

/// Whether the modal's tree changed since the accessibility was last refreshed.
enum TreeChange {
  /// The same modal, revision, focus and size: nothing to do.
  case unchanged
  /// The tree now, or nil when no modal shows.
  case changed(AccessibilityNode?)
}

/// What a modal's accessibility tree depends on, compared before making it again.
struct TreeKey: Hashable {
  var modal: ObjectIdentifier
  var revision: Int
  var focus: FocusTarget?
  /// The focused list's highlighted row: moving it in a checklist changes no revision.
  var highlight: Int?
  /// The container's size, which decides whether the buttons are a row or a stack.
  var size: Size
}

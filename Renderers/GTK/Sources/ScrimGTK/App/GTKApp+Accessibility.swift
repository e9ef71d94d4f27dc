import CGTK
@_spi(Renderer) import ScrimCore

// GTK 4.8 builds its accessible tree from widgets, which the stage's painted controls are
// not. So what shows is mirrored by invisible widgets (`AccessibleMirror`): the modal's
// tree, and each snackbar's and banner's as a status, one widget per element with its
// role, name and state, the focused one holding GTK's focus. The stage's drawing area
// is presentation only. Announcements go to `gtk_accessible_announce` on GTK 4.14 and
// later; on 4.8 a screen reader learns of a message from its status element appearing.

extension GTKApp {
  /// The trees the mirror shows, modal first, as mirrored (a long list or sheet cut to
  /// the elements around focus); empty when nothing shows.
  public var accessibleTrees: [AccessibilityNode] { mirror?.shown ?? [] }

  /// The widget that mirrors the focused element and holds GTK's focus for it.
  public var accessibleFocus: UnsafeMutablePointer<GtkWidget>? { mirror?.focusedElement }

  /// The accessible name given to a mirrored element (GTK 4.8 cannot read it back).
  public func accessibleName(of element: UnsafeMutablePointer<GtkWidget>) -> String? {
    mirror?.names[element]
  }
}

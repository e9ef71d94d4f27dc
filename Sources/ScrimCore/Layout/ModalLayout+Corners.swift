extension ModalLayout {
  /// The radius, in points, of the surface's corners where a renderer draws curves.
  ///
  /// The style's radius, except for a bottom sheet: it meets the container's bottom edge,
  /// and a rounded corner there would let the host's content show through beside it.
  /// A terminal draws `ResolvedModalStyle.corners` instead: its corner is a glyph on a
  /// filled cell, through which nothing shows.
  public func cornerRadius(in style: ResolvedModalStyle) -> Double {
    placement == .bottomSheet ? 0 : style.cornerRadius
  }
}

extension BannerLayerState {
  /// How far from its place it is drawn now, down (positive) or up (negative), in the
  /// stage's units: its slide at its visibility.
  public var offset: Int { slide.offset(at: visibility) }
}

extension SnackbarLayerState {
  /// How far from its place it is drawn now, down (positive) or up (negative), in the
  /// stage's units: its slide at its visibility.
  public var offset: Int { slide.offset(at: visibility) }
}

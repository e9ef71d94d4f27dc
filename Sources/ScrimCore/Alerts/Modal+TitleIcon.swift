extension Modal {
  /// The picture above the title: an alert's or a dialog's `titleIcon`.
  ///
  /// An extension rather than a `Modal` requirement, so that modals written outside Scrim
  /// keep compiling.
  @_spi(Renderer) public var shownTitleIcon: ModalImage? {
    (self as? AlertController)?.titleIcon ?? (self as? Dialog)?.titleIcon
  }
}

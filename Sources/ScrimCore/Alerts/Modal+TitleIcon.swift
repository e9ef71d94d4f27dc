extension Modal {
  /// The picture above the title: an alert's `titleIcon`; dialogs have none.
  ///
  /// An extension rather than a `Modal` requirement, so that modals written outside Scrim
  /// keep compiling.
  @_spi(Renderer) public var shownTitleIcon: ModalImage? {
    (self as? AlertController)?.titleIcon
  }
}

extension Stage {
  /// Whether a snackbar's or banner's time starts only once the renderer has reported a
  /// frame that shows it whole (`didPaint()`), rather than when its entry transition ends.
  ///
  /// A renderer that calls `didPaint()` after each frame turns it on: then however late the
  /// first frame comes (a saturated machine, a stopped process), a message is on screen for
  /// its whole duration, and none times out unseen. Defaults to false, for renderers that
  /// do not report their frames.
  public var startsMessageTimersOnPaint: Bool {
    get { snackbars.startsTimersOnPaint && banners.startsTimersOnPaint }
    set {
      snackbars.startsTimersOnPaint = newValue
      banners.startsTimersOnPaint = newValue
    }
  }

  /// Tells the stage that the frame painted from its last `scene()` is on screen: a
  /// snackbar or banner shown whole in it starts its time now.
  ///
  ///     paint(stage.scene())
  ///     stage.didPaint()
  public func didPaint() {
    snackbars.didPaint()
    banners.didPaint()
  }
}

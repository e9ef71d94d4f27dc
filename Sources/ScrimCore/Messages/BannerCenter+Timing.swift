extension BannerCenter {
  /// When `update()` next has work to do, on the center's time line; nil when idle.
  public var nextDeadline: Duration? {
    lanes.compactMap(\.deadline).min()
  }

  /// Whether a banner's time starts only once a renderer has reported a frame that shows
  /// it whole (`didPaint()`), rather than when its entry transition ends, as
  /// `SnackbarManager.startsTimersOnPaint`.
  ///
  /// Defaults to false.
  public var startsTimersOnPaint: Bool {
    get { context.startsTimersOnPaint }
    set {
      update()
      context.startsTimersOnPaint = newValue
      update()
    }
  }

  /// Tells the center that a frame is on screen showing what it showed at the last
  /// `update()`: a visible banner that was fully in starts its time now.
  ///
  /// Call it after each frame is written, when `startsTimersOnPaint` is on.
  public func didPaint() {
    for lane in lanes { lane.didPaint(at: now) }
  }

  /// Finishes every transition and timer whose time has come at each position, ends
  /// banners, shows the next ones, and runs handlers and completions; call it when
  /// `nextDeadline` passes.
  ///
  /// Calling it early is harmless. Chained steps take effect at the instant they were due,
  /// across positions too, so a late call gives the same result as timely ones.
  public func update() {
    context.settle(lanes, through: .open)
  }
}

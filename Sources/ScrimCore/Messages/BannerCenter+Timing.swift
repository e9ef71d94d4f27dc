extension BannerCenter {
  /// When `update()` next has work to do, on the center's time line; nil when idle.
  public var nextDeadline: Duration? {
    lanes.compactMap(\.deadline).min()
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

/// Which part of a long run of siblings (a list's items, a sheet's buttons) an accessibility
/// tree holds when it is cut to a bound, as a platform's virtualized list keeps only the
/// rows around the one in use.
///
/// The window moves in steps of half its size, so that walking a list moves it once every
/// `limit / 2` rows rather than on every key: a mirror updated in place then renames its
/// elements that seldom. The focused sibling is always inside, with at least a quarter of
/// the window on each side of it unless the run ends there.
public struct AccessibilityWindow: Hashable, Sendable {
  /// The most siblings the window holds; at least 4.
  public let limit: Int

  /// Makes a window of at most `limit` siblings.
  public init(limit: Int) {
    self.limit = max(4, limit)
  }

  /// The siblings to keep of `count`, around `focus` (the first ones when nil).
  public func range(around focus: Int?, count: Int) -> Range<Int> {
    guard count > limit else { return 0..<max(0, count) }
    let step = limit / 2
    let focus = min(max(0, focus ?? 0), count - 1)
    let block = focus / step * step
    let start = min(max(0, block - step / 2), count - limit)
    return start..<(start + limit)
  }
}

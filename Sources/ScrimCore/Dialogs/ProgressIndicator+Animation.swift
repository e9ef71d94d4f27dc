// Material's indeterminate linear progress: a segment runs along the track, again and
// again; under reduced motion it stands still in the middle.
extension ProgressIndicator {
  /// How long the indeterminate segment takes to cross the track once.
  public static let cycle: Duration = .milliseconds(1800)

  /// The part of a track `width` long that the indeterminate segment covers at `phase`
  /// (from 0 to 1) of its cycle, or, with no phase (reduced motion), the still segment in
  /// the middle.
  ///
  ///     ProgressIndicator.indeterminateSegment(width: 30, phase: 0.5)  // 10..<20
  @_spi(Renderer) public static func indeterminateSegment(width: Int, phase: Double?) -> Range<Int>
  {
    let width = max(0, width)
    let length = max(1, width / 3)
    guard width > 0 else { return 0..<0 }
    guard let phase, phase.isFinite else {
      let start = (width - length) / 2
      return start..<min(width, start + length)
    }
    let travel = Double(width + length)
    let start = Int((min(1, max(0, phase)) * travel).rounded(.down)) - length
    return max(0, start)..<min(width, max(0, start + length))
  }

  /// Where in its cycle the animation is at `time`.
  static func phase(at time: Duration) -> Double {
    let cycle = Self.cycle / .milliseconds(1)
    let now = time / .milliseconds(1)
    return now.truncatingRemainder(dividingBy: cycle) / cycle
  }
}

extension Modal {
  /// Whether any of its controls is an indeterminate progress indicator, which animates.
  var showsIndeterminateProgress: Bool {
    controls.contains { control in
      if case .progress(let progress) = control { return progress.isIndeterminate }
      return false
    }
  }
}

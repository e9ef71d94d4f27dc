import ScrimCore
import ScrimTesting
import Testing

/// A banner that takes focus as it appears (as `scrim banner` does, so a screen reader
/// reads it) still goes away after its duration when it has nothing to use; one with
/// actions stays, as it always does.
@MainActor
@Suite struct StageBannerFocusTests {
  @Test("an actionless banner that took focus times out after its duration")
  func actionlessTimesOut() throws {
    let clock = ManualClock()
    let stage = Stage(
      clock: clock, size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    var ended: [MessageEndReason] = []
    var banner = Banner(description: "Saved")
    banner.focusOnShow = true
    banner.completion = { ended.append($0) }
    try stage.show(banner)
    stage.update()
    for _ in 0..<12 {
      clock.advance(by: .seconds(1))
      stage.update()
    }
    #expect(stage.banners.visibleBanner(at: .top) == nil)
    #expect(ended == [.timeout])
  }

  @Test("a banner with actions that took focus stays until one is chosen")
  func withActionsStays() throws {
    let clock = ManualClock()
    let stage = Stage(
      clock: clock, size: Size(width: 80, height: 24), measurer: FixedWidthMeasurer(),
      reducesMotion: true)
    var banner = Banner(description: "Offline", actions: [Banner.Action(title: "Retry") {}])
    banner.focusOnShow = true
    try stage.show(banner)
    for _ in 0..<12 {
      clock.advance(by: .seconds(1))
      stage.update()
    }
    #expect(stage.banners.visibleBanner(at: .top) != nil)
  }
}

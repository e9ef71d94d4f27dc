import ScrimCore
import ScrimTesting

/// Moves a manual clock and lets the center catch up, as a run loop would.
@MainActor
func advance(_ clock: ManualClock, _ center: BannerCenter, by duration: Duration) {
  clock.advance(by: duration)
  center.update()
}

/// A center on a manual clock with the default transitions, or none.
@MainActor
func makeCenter(reducesMotion: Bool = false) -> (ManualClock, BannerCenter) {
  let clock = ManualClock()
  return (clock, BannerCenter(clock: clock, reducesMotion: reducesMotion))
}

/// Moves a manual clock on by `duration` and updates once at the end, or, when `timely`,
/// also at every deadline on the way, as a run loop that never oversleeps would.
@MainActor
func wait(
  _ duration: Duration, on clock: ManualClock, timely: Bool,
  nextDeadline: () -> Duration?, update: () -> Void
) {
  let target = clock.now.offset + duration
  while timely, let deadline = nextDeadline(), deadline <= target {
    clock.advance(to: ManualClock.Instant(offset: deadline))
    update()
  }
  clock.advance(to: ManualClock.Instant(offset: target))
  update()
}

import ScrimCore
import ScrimTesting
import Testing

@MainActor
@Suite struct BannerCenterTests {
  private func advance(_ clock: ManualClock, _ center: BannerCenter, by duration: Duration) {
    clock.advance(by: duration)
    center.update()
  }

  @Test("each position shows one banner at a time and queues the rest first in, first out")
  func onePerPosition() throws {
    let clock = ManualClock()
    let center = BannerCenter(clock: clock)
    let log = MessageLog()
    try center.show(log.banner("T1"))
    try center.show(log.banner("T2"))
    try center.show(log.banner("B1", position: .bottom))
    #expect(center.visibleBanner(at: .top)?.description == "T1")
    #expect(center.visibleBanner(at: .bottom)?.description == "B1")
    #expect(center.queuedBanners(at: .top).map(\.description) == ["T2"])
    advance(clock, center, by: .milliseconds(150) + .seconds(5) + .milliseconds(125))
    #expect(center.visibleBanner(at: .top)?.description == "T2")
    #expect(center.phase(at: .top) == .entering)
    #expect(center.visibleBanner(at: .bottom) == nil)
    #expect(log.completions == ["T1: timeout", "B1: timeout"])
  }

  @Test("a banner without actions times out after its duration, 5 s by default")
  func timesOut() throws {
    let clock = ManualClock()
    let center = BannerCenter(clock: clock, reducesMotion: true)
    let log = MessageLog()
    try center.show(log.banner("A"))
    #expect(center.remainingTime(at: .top) == .seconds(5))
    #expect(center.nextDeadline == .seconds(5))
    advance(clock, center, by: .seconds(5) - .milliseconds(1))
    #expect(log.completions.isEmpty)
    advance(clock, center, by: .milliseconds(1))
    #expect(log.endings("A") == [.timeout])
    #expect(!center.hasBannersShowingOrQueued)
    #expect(center.nextDeadline == nil)
  }

  @Test("a banner with actions stays until an action is chosen; handler runs before completion")
  func actionsStay() throws {
    let clock = ManualClock()
    let center = BannerCenter(clock: clock, reducesMotion: true)
    let log = MessageLog()
    try center.show(log.banner("A", actions: ["Dismiss", "Retry"]))
    #expect(center.remainingTime(at: .top) == nil)
    advance(clock, center, by: .seconds(60))
    #expect(center.visibleBanner(at: .top) != nil)
    center.handle(.actionTapped(1), at: .top)
    center.handle(.actionTapped(0), at: .top)
    #expect(log.calls == [.handler("Retry"), .completion("A", .action)])
  }

  @Test("a dismissal by the user or by code ends a banner once, with its reason")
  func dismissals() throws {
    let clock = ManualClock()
    let center = BannerCenter(clock: clock, reducesMotion: true)
    let log = MessageLog()
    try center.show(log.banner("A", actions: ["Retry"]))
    try center.show(log.banner("B"))
    let third = try center.show(log.banner("C", position: .bottom))
    center.handle(.actionTapped(5), at: .top)
    center.handle(.dismissed, at: .top)
    center.dismiss(third)
    center.dismiss(third)
    center.dismissAll(position: .top)
    #expect(log.completions == ["A: dismissedByUser", "C: programmatic", "B: programmatic"])
    #expect(!center.hasBannersShowingOrQueued)
  }

  @Test("more than two actions or a blank action title cannot be shown")
  func validation() {
    let center = BannerCenter(clock: ManualClock())
    let three = Banner(description: "A", actions: ["1", "2", "3"].map { Banner.Action(title: $0) })
    #expect(throws: BannerError.tooManyActions(count: 3)) { try center.show(three) }
    let blank = Banner(description: "A", actions: [Banner.Action(title: " ")])
    #expect(throws: BannerError.blankActionTitle) { try center.show(blank) }
    #expect(!center.hasBannersShowingOrQueued)
  }

  @Test("the dismissive action is displayed leading, whatever the order given")
  func dismissiveLeading() {
    let banner = Banner(
      description: "A",
      actions: [Banner.Action(title: "Retry"), Banner.Action(title: "Not now", role: .dismissive)])
    #expect(banner.displayedActions.map(\.title) == ["Not now", "Retry"])
    #expect(Banner.titleMaximumLines == 1 && Banner.descriptionMaximumLines == 3)
  }

  @Test("hovering holds a banner's timer and the remaining time resumes afterwards")
  func hoverHolds() throws {
    let clock = ManualClock()
    let center = BannerCenter(clock: clock, reducesMotion: true)
    try center.show(Banner(description: "A"))
    advance(clock, center, by: .seconds(2))
    center.setHovering(true, at: .top)
    advance(clock, center, by: .seconds(20))
    #expect(center.remainingTime(at: .top) == .seconds(3))
    center.setHovering(false, at: .top)
    center.setFocused(true, at: .top)
    advance(clock, center, by: .seconds(20))
    center.setFocused(false, at: .top)
    advance(clock, center, by: .seconds(3))
    #expect(center.visibleBanner(at: .top) == nil)
  }

  @Test("a banner that does not dismiss automatically stays, as do all in accessible mode")
  func persistent() throws {
    let clock = ManualClock()
    let center = BannerCenter(clock: clock, reducesMotion: true)
    try center.show(Banner(description: "A", automaticallyDismisses: false))
    center.setAccessibleMode(true)
    try center.show(Banner(description: "B", position: .bottom, duration: .seconds(1)))
    advance(clock, center, by: .seconds(30))
    #expect(center.visibleBanner(at: .top) != nil)
    #expect(center.visibleBannerID(at: .bottom) == MessageID(rawValue: 2))
    center.setAccessibleMode(false)
    advance(clock, center, by: .seconds(1))
    #expect(center.visibleBanner(at: .bottom) == nil)
  }
}

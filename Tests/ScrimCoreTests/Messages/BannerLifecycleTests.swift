import ScrimCore
import ScrimTesting
import Testing

/// The lifecycle rules banners share with snackbars (transitions, timers, holds, endings,
/// announcements, late updates), seen through `BannerCenter`.
@MainActor
@Suite struct BannerLifecycleTests {
  @Test("a banner enters in 0.15 s, shows for its duration, then leaves in 0.125 s")
  func transitionsAndTimeout() throws {
    let (clock, center) = makeCenter()
    let log = MessageLog()
    try center.show(log.banner("A"))
    #expect(center.phase(at: .top) == .entering)
    #expect(center.nextDeadline == .milliseconds(150))
    advance(clock, center, by: .milliseconds(75))
    #expect(center.visibility(at: .top) == 0.5)
    #expect(center.remainingTime(at: .top) == .seconds(5))
    advance(clock, center, by: .milliseconds(75))
    #expect(center.phase(at: .top) == .shown)
    #expect(center.visibility(at: .top) == 1)
    #expect(center.nextDeadline == .milliseconds(150) + .seconds(5))
    advance(clock, center, by: .seconds(5))
    #expect(center.phase(at: .top) == .exiting)
    #expect(log.completions == ["A: timeout"])
    advance(clock, center, by: .milliseconds(25))
    #expect(center.visibility(at: .top) == 0.8)
    advance(clock, center, by: .milliseconds(100))
    #expect(center.visibleBanner(at: .top) == nil)
    #expect(center.visibility(at: .top) == nil)
    #expect(center.nextDeadline == nil)
  }

  @Test("a banner is announced once its entry transition has finished, not before")
  func announcedAfterEntry() throws {
    let (clock, center) = makeCenter()
    try center.show(Banner(title: "Offline", description: "Retrying."))
    #expect(center.takeAnnouncements().isEmpty)
    advance(clock, center, by: .milliseconds(150))
    #expect(center.takeAnnouncements() == [Announcement("Offline. Retrying.", politeness: .polite)])
    #expect(center.takeAnnouncements().isEmpty)
  }

  @Test("a late update gives the same result as timely ones at one position")
  func lateUpdate() throws {
    let (clock, center) = makeCenter()
    let log = MessageLog()
    try center.show(log.banner("A"))
    try center.show(log.banner("B"))
    advance(clock, center, by: .milliseconds(150 + 5000 + 125 + 150 + 1000))
    #expect(center.visibleBanner(at: .top)?.description == "B")
    #expect(center.remainingTime(at: .top) == .seconds(4))
    #expect(log.completions == ["A: timeout"])
  }

  @Test("a late update ends and announces banners in the order they fell due, across positions")
  func lateUpdateAcrossPositions() throws {
    let (clock, center) = makeCenter(reducesMotion: true)
    var endings: [String] = []
    try center.show(
      Banner(
        description: "Top", duration: .seconds(5), completion: { endings.append("Top \($0)") }))
    try center.show(
      Banner(
        description: "Bottom", position: .bottom, duration: .seconds(1),
        completion: { endings.append("Bottom \($0)") }))
    try center.show(Banner(description: "Top 2"))
    try center.show(Banner(description: "Bottom 2", position: .bottom, duration: .seconds(1)))
    _ = center.takeAnnouncements()
    advance(clock, center, by: .seconds(10))
    #expect(endings == ["Bottom timeout", "Top timeout"])
    #expect(center.takeAnnouncements().map(\.text) == ["Bottom 2", "Top 2"])
  }

  @Test("hover and focus reset when another banner shows at that position")
  func holdsReset() throws {
    let (clock, center) = makeCenter(reducesMotion: true)
    try center.show(Banner(description: "A", actions: [Banner.Action(title: "Retry")]))
    try center.show(Banner(description: "B"))
    center.setHovering(true, at: .top)
    center.setFocused(true, at: .top)
    center.handle(.dismissed, at: .top)
    #expect(center.visibleBanner(at: .top)?.description == "B")
    advance(clock, center, by: .seconds(5))
    #expect(center.visibleBanner(at: .top) == nil)
  }

  @Test("a hold reported after the deadline passed does not save the banner")
  func holdAfterDeadline() throws {
    let (clock, center) = makeCenter(reducesMotion: true)
    let log = MessageLog()
    try center.show(log.banner("A"))
    clock.advance(by: .seconds(6))
    center.setHovering(true, at: .top)
    #expect(log.endings("A") == [.timeout])
  }

  @Test("input while a banner leaves is ignored; it ends once")
  func inputWhileLeaving() throws {
    let (clock, center) = makeCenter()
    let log = MessageLog()
    let id = try center.show(log.banner("A", actions: ["Retry"]))
    advance(clock, center, by: .milliseconds(150))
    center.handle(.dismissed, at: .top)
    #expect(center.phase(at: .top) == .exiting)
    center.handle(.actionTapped(0), at: .top)
    center.dismiss(id)
    center.dismissAll()
    advance(clock, center, by: .seconds(1))
    #expect(log.calls == [.completion("A", .dismissedByUser)])
  }

  @Test("a completion may show the next banner; it waits for the exit transition")
  func showFromCompletion() throws {
    let (clock, center) = makeCenter()
    let log = MessageLog()
    var first = log.banner("A")
    first.completion = { _ in _ = try? center.show(log.banner("B")) }
    try center.show(first)
    center.handle(.dismissed, at: .top)
    #expect(center.visibleBanner(at: .top)?.description == "A")
    #expect(center.queuedBanners(at: .top).map(\.description) == ["B"])
    advance(clock, center, by: .milliseconds(125))
    #expect(center.visibleBanner(at: .top)?.description == "B")
    #expect(center.phase(at: .top) == .entering)
  }

  @Test("an action handler may dismiss every banner without ending its own twice")
  func reentrantDismissAll() throws {
    let (clock, center) = makeCenter()
    let log = MessageLog()
    var first = log.banner("A", actions: ["Go"])
    first.actions[0].handler = { center.dismissAll() }
    try center.show(first)
    try center.show(log.banner("B"))
    try center.show(log.banner("C", position: .bottom))
    center.handle(.actionTapped(0), at: .top)
    advance(clock, center, by: .seconds(1))
    #expect(log.completions == ["A: action", "B: programmatic", "C: programmatic"])
    #expect(!center.hasBannersShowingOrQueued)
  }
}

import ScrimCore
import ScrimTesting
import Testing

/// Random scripts of everything an app, a user and time can do to a banner center, checked
/// against the promises banners share with snackbars.
@MainActor
@Suite struct BannerPropertyTests {
  private enum Step {
    case wait(Duration)
    case show(Banner.Position, actions: Int, duration: Duration, automatic: Bool)
    case handle(BannerEvent, Banner.Position)
    case dismiss(Int)
    case dismissAll(Banner.Position?)
    case hover(Bool, Banner.Position)
    case focus(Bool, Banner.Position)
    case accessibleMode(Bool)
  }

  private static func script(seed: UInt64, length: Int) -> [Step] {
    var random = SeededGenerator(seed: seed)
    var shown = 0
    func position() -> Banner.Position {
      Banner.Position.allCases.randomElement(using: &random) ?? .top
    }
    return (0..<length).map { _ in
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<30:
        shown += 1
        return .show(
          position(), actions: Int.random(in: 0...2, using: &random),
          duration: .milliseconds(Int.random(in: 1...12_000, using: &random)),
          automatic: Int.random(in: 0..<5, using: &random) != 0)
      case 30..<50:
        return .wait(.milliseconds(Int.random(in: 0...3_000, using: &random)))
      case 50..<58:
        let event: BannerEvent =
          Bool.random(using: &random)
          ? .dismissed : .actionTapped(Int.random(in: 0...2, using: &random))
        return .handle(event, position())
      case 58..<61:
        return .dismissAll(Bool.random(using: &random) ? nil : position())
      case 61..<65:
        return .dismiss(Int.random(in: 1...max(1, shown), using: &random))
      case 65..<77:
        return .hover(Bool.random(using: &random), position())
      case 77..<89:
        return .focus(Bool.random(using: &random), position())
      default:
        return .accessibleMode(Int.random(in: 0..<3, using: &random) == 0)
      }
    }
  }

  /// Runs a script and returns what a user would have seen and heard, in order, with the
  /// violations of the center's promises found on the way.
  ///
  /// With `timely`, the center is updated at every deadline on the way through each wait,
  /// as a run loop would; otherwise only once at its end.
  private func run(_ script: [Step], timely: Bool) throws -> (trace: [String], violations: [String])
  {
    let (clock, center) = makeCenter()
    var trace: [String] = []
    var violations: [String] = []
    var endings: [Int: MessageEndReason] = [:]
    var shown = 0

    for (index, step) in script.enumerated() {
      switch step {
      case .wait(let duration):
        wait(
          duration, on: clock, timely: timely, nextDeadline: { center.nextDeadline },
          update: center.update)
      case .show(let position, let actions, let duration, let automatic):
        shown += 1
        let number = shown
        try center.show(
          Banner(
            description: "\(number)",
            actions: (0..<actions).map { action in
              Banner.Action(title: "Go") { trace.append("handler \(number).\(action)") }
            },
            position: position, duration: duration, automaticallyDismisses: automatic,
            completion: { reason in
              if let earlier = endings[number] {
                violations.append("\(number) ended \(earlier) and again \(reason)")
              }
              endings[number] = reason
              trace.append("completion \(number): \(reason)")
            }))
      case .handle(let event, let position): center.handle(event, at: position)
      case .dismiss(let number): center.dismiss(MessageID(rawValue: number))
      case .dismissAll(let position): center.dismissAll(position: position)
      case .hover(let hovering, let position): center.setHovering(hovering, at: position)
      case .focus(let focused, let position): center.setFocused(focused, at: position)
      case .accessibleMode(let on): center.setAccessibleMode(on)
      }
      trace += center.takeAnnouncements().map { "announced \($0.text)" }
      for position in Banner.Position.allCases {
        trace.append(state(of: center, at: position))
        if let id = center.visibleBannerID(at: position), center.phase(at: position) != .exiting,
          let reason = endings[id.rawValue]
        {
          violations.append("step \(index): \(id) ended \(reason) but is still shown")
        }
        if let remaining = center.remainingTime(at: position),
          remaining < .zero || remaining > (center.visibleBanner(at: position)?.duration ?? .zero)
        {
          violations.append("step \(index): remaining time \(remaining) out of range")
        }
      }
      if let deadline = center.nextDeadline, deadline < center.now {
        violations.append("step \(index): deadline \(deadline) passed without an update")
      }
    }

    center.setAccessibleMode(false)
    center.dismissAll()
    clock.advance(by: .seconds(1))
    center.update()
    if center.hasBannersShowingOrQueued { violations.append("banners left after dismissAll") }
    let unended = (1...max(1, shown)).filter { endings[$0] == nil }
    if !unended.isEmpty { violations.append("never ended: \(unended.prefix(10))") }
    return (trace, violations)
  }

  private func state(of center: BannerCenter, at position: Banner.Position) -> String {
    guard let id = center.visibleBannerID(at: position), let phase = center.phase(at: position)
    else { return "\(position): none" }
    let remaining = center.remainingTime(at: position).map { "\($0)" } ?? "-"
    let visibility = center.visibility(at: position) ?? -1
    let queued = center.queuedBanners(at: position).map(\.description)
    return "\(position): \(id) \(phase) \(remaining) \(visibility) \(queued)"
  }

  @Test(
    "3,000 random steps: each banner ends once, its chosen handler just before its completion",
    arguments: [UInt64(1), 2, 3])
  func endsOnce(seed: UInt64) throws {
    let (trace, violations) = try run(Self.script(seed: seed, length: 3_000), timely: false)
    #expect(violations == [])
    let calls = trace.filter { $0.hasPrefix("handler") || $0.hasPrefix("completion") }
    var reasons: Set<String> = []
    for (index, call) in calls.enumerated() {
      let words = call.split(separator: " ")
      if call.hasPrefix("handler") {
        let number = words[1].split(separator: ".")[0]
        let next = calls.indices.contains(index + 1) ? calls[index + 1] : ""
        #expect(next == "completion \(number): action", "\(call) then \(next)")
      } else {
        reasons.insert(String(words[2]))
        if call.hasSuffix(": action") {
          let previous = index > 0 ? calls[index - 1] : ""
          #expect(previous.hasPrefix("handler \(words[1].dropLast())."), "\(previous), \(call)")
        }
      }
    }
    #expect(reasons == ["action", "dismissedByUser", "timeout", "programmatic"])
  }

  @Test(
    "random scripts: updating only when asked gives what updating at every deadline gives",
    arguments: [UInt64(4), 5, 6])
  func lateEqualsTimely(seed: UInt64) throws {
    let script = Self.script(seed: seed, length: 1_500)
    let late = try run(script, timely: false)
    let timely = try run(script, timely: true)
    #expect(late.violations == [] && timely.violations == [])
    let mismatch = zip(late.trace, timely.trace).first { $0 != $1 }
    #expect(mismatch == nil, "late: \(mismatch?.0 ?? ""), timely: \(mismatch?.1 ?? "")")
    #expect(late.trace.count == timely.trace.count)
  }
}

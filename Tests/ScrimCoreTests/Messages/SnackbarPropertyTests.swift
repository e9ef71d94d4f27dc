import ScrimCore
import ScrimTesting
import Testing

/// A random interleaving of everything an app, a user and time can do to a manager,
/// checked against the manager's promises after every step.
@MainActor
@Suite struct SnackbarPropertyTests {
  private final class Model {
    var endings: [Int: [MessageEndReason]] = [:]
    var shown: [Int] = []
    var tokens: [SuspensionToken] = []
    var violations: [String] = []

    func isSuspended(_ category: String?) -> Bool {
      tokens.contains { token in
        switch token.scope {
        case .all: return true
        case .category(let held): return held == category
        }
      }
    }
  }

  @Test(
    "10,000 random steps: each message ends once, one visible, suspended never appear",
    arguments: [UInt64(1), 2, 3])
  func randomInterleaving(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let clock = ManualClock()
    let manager = SnackbarManager(clock: clock)
    let model = Model()
    let categories: [String?] = [nil, "a", "b", "c"]
    var count = 0
    var lastVisible: (id: MessageID, phase: MessagePhase)?
    var appearances = 0

    for step in 0..<10_000 {
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<30:
        count += 1
        let number = count
        model.shown.append(number)
        let hasAction = Bool.random(using: &random)
        var message = SnackbarMessage(
          text: "\(number)",
          action: hasAction ? SnackbarMessage.Action(title: "Undo") : nil,
          duration: .milliseconds(Int.random(in: 1...12_000, using: &random)),
          category: categories.randomElement(using: &random) ?? nil,
          priority: Int.random(in: 0..<10, using: &random) == 0 ? .high : .normal,
          timesOutWithAction: Bool.random(using: &random))
        message.completion = { reason in
          if let earlier = model.endings[number] {
            model.violations.append("message \(number) ended \(earlier) and again \(reason)")
          }
          model.endings[number, default: []].append(reason)
        }
        manager.queuesUncategorizedMessages = Int.random(in: 0..<4, using: &random) != 0
        manager.show(message)
      case 30..<50:
        clock.advance(by: .milliseconds(Int.random(in: 0...3_000, using: &random)))
        manager.update()
      case 50..<56:
        manager.handle(SnackbarEvent.allCases.randomElement(using: &random) ?? .escape)
      case 56..<60:
        manager.dismissAll(category: categories.randomElement(using: &random) ?? nil)
      case 60..<63:
        manager.dismiss(MessageID(rawValue: Int.random(in: 1...max(1, count), using: &random)))
      case 63..<70:
        if Bool.random(using: &random) {
          model.tokens.append(manager.suspendMessages())
        } else {
          let category = ["a", "b", "c"].randomElement(using: &random) ?? "a"
          model.tokens.append(manager.suspendMessages(category: category))
        }
      case 70..<80:
        guard !model.tokens.isEmpty else { break }
        let token = model.tokens.remove(at: Int.random(in: 0..<model.tokens.count, using: &random))
        if Bool.random(using: &random) { manager.resumeMessages(token: token) }
        manager.resumeMessages(token: token)
        if Bool.random(using: &random) { manager.update() }
      case 80..<88:
        manager.setHovering(Bool.random(using: &random))
      case 88..<94:
        manager.setFocused(Bool.random(using: &random))
      default:
        manager.setAccessibleMode(Int.random(in: 0..<3, using: &random) == 0)
      }
      manager.update()
      let before = lastVisible?.id
      check(manager, model, step: step, lastVisible: &lastVisible)
      if lastVisible?.id != before, lastVisible != nil { appearances += 1 }
      if model.violations.count > 5 { break }
    }

    for token in model.tokens { manager.resumeMessages(token: token) }
    model.tokens.removeAll()
    manager.dismissAll()
    clock.advance(by: .seconds(1))
    manager.update()
    #expect(model.violations == [])
    #expect(!manager.hasMessagesShowingOrQueued)
    let unended = model.shown.filter { model.endings[$0]?.count != 1 }
    #expect(unended.isEmpty, "messages not ended exactly once: \(unended.prefix(10))")
    #expect(count > 2_000)
    let reasons = Set(model.endings.values.joined())
    #expect(reasons == Set(MessageEndReason.allCases))
    #expect(appearances > 100)
  }

  private func check(
    _ manager: SnackbarManager, _ model: Model, step: Int,
    lastVisible: inout (id: MessageID, phase: MessagePhase)?
  ) {
    // The remaining time could only be negative if a deadline passed without being acted
    // on, so both are checked: after an update no deadline lies in the past.
    if let remaining = manager.remainingTime,
      remaining < .zero || remaining > (manager.visibleMessage?.duration ?? .zero)
    {
      model.violations.append("step \(step): remaining time \(remaining) out of range")
    }
    if let deadline = manager.nextDeadline, deadline < manager.now {
      model.violations.append("step \(step): deadline \(deadline) passed without an update")
    }
    guard let id = manager.visibleMessageID, let phase = manager.visiblePhase,
      let message = manager.visibleMessage
    else {
      lastVisible = nil
      return
    }
    if phase != .exiting, model.endings[id.rawValue] != nil {
      model.violations.append("step \(step): ended message \(id) is still visible")
    }
    let appeared = lastVisible?.id != id || (lastVisible?.phase == .exiting && phase != .exiting)
    if appeared, phase != .exiting, model.isSuspended(message.category) {
      model.violations.append("step \(step): \(id) of suspended \(message.category ?? "nil")")
    }
    lastVisible = (id, phase)
  }
}

import ScrimCore
import ScrimTesting
import Testing

/// Random scripts run twice on a snackbar manager, once updated only when the script acts
/// and once at every deadline as well, must look and sound the same to the user.
@MainActor
@Suite struct SnackbarLateUpdateTests {
  private enum Step {
    case wait(Duration)
    case show(SnackbarMessage.Priority, category: String?, action: Bool, duration: Duration)
    case handle(SnackbarEvent)
    case dismiss(Int)
    case dismissAll(String?)
    case suspend(String?)
    case resume(Int)
    case hover(Bool)
    case focus(Bool)
    case accessibleMode(Bool)
  }

  private static func script(seed: UInt64, length: Int) -> [Step] {
    var random = SeededGenerator(seed: seed)
    let categories: [String?] = [nil, "a", "b", "c"]
    var shown = 0
    return (0..<length).map { _ in
      let category = categories.randomElement(using: &random) ?? nil
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<30:
        shown += 1
        return .show(
          Int.random(in: 0..<8, using: &random) == 0 ? .high : .normal, category: category,
          action: Int.random(in: 0..<3, using: &random) == 0,
          duration: .milliseconds(Int.random(in: 1...10_000, using: &random)))
      case 30..<50: return .wait(.milliseconds(Int.random(in: 0...3_000, using: &random)))
      case 50..<56: return .handle(SnackbarEvent.allCases.randomElement(using: &random) ?? .escape)
      case 56..<59: return .dismissAll(category)
      case 59..<62: return .dismiss(Int.random(in: 1...max(1, shown), using: &random))
      case 62..<67: return .suspend(category)
      case 67..<75: return .resume(Int.random(in: 0..<4, using: &random))
      case 75..<85: return .hover(Bool.random(using: &random))
      case 85..<95: return .focus(Bool.random(using: &random))
      default: return .accessibleMode(Int.random(in: 0..<3, using: &random) == 0)
      }
    }
  }

  /// What the user saw and heard after each step: endings, announcements and the screen.
  private func run(_ script: [Step], timely: Bool) -> [String] {
    let clock = ManualClock()
    let manager = SnackbarManager(clock: clock, queuesUncategorizedMessages: true)
    var trace: [String] = []
    var tokens: [SuspensionToken] = []
    var shown = 0
    for step in script {
      switch step {
      case .wait(let duration):
        wait(
          duration, on: clock, timely: timely, nextDeadline: { manager.nextDeadline },
          update: manager.update)
      case .show(let priority, let category, let action, let duration):
        shown += 1
        let name = "\(shown)"
        manager.show(
          SnackbarMessage(
            text: name,
            action: action
              ? SnackbarMessage.Action(title: "Undo") { trace.append("undo \(name)") } : nil,
            duration: duration, category: category, priority: priority,
            completion: { trace.append("\(name): \($0)") }))
      case .handle(let event): manager.handle(event)
      case .dismiss(let number): manager.dismiss(MessageID(rawValue: number))
      case .dismissAll(let category): manager.dismissAll(category: category)
      case .suspend(let category):
        tokens.append(
          category.map { manager.suspendMessages(category: $0) } ?? manager.suspendMessages())
      case .resume(let index):
        if tokens.indices.contains(index) {
          manager.resumeMessages(token: tokens.remove(at: index))
        }
      case .hover(let hovering): manager.setHovering(hovering)
      case .focus(let focused): manager.setFocused(focused)
      case .accessibleMode(let on): manager.setAccessibleMode(on)
      }
      trace += manager.takeAnnouncements().map { "announced \($0.text)" }
      trace.append(screen(of: manager))
    }
    return trace
  }

  private func screen(of manager: SnackbarManager) -> String {
    guard let id = manager.visibleMessageID, let phase = manager.visiblePhase else {
      return "none \(manager.queuedMessages.map(\.text))"
    }
    let remaining = manager.remainingTime.map { "\($0)" } ?? "-"
    let visibility = manager.visibility ?? -1
    return "\(id) \(phase) \(remaining) \(visibility) \(manager.queuedMessages.map(\.text))"
  }

  @Test(
    "random scripts: updating only when asked gives what updating at every deadline gives",
    arguments: [UInt64(1), 2, 3])
  func lateEqualsTimely(seed: UInt64) {
    let script = Self.script(seed: seed, length: 2_000)
    let late = run(script, timely: false)
    let timely = run(script, timely: true)
    let mismatch = zip(late, timely).first { $0 != $1 }
    #expect(mismatch == nil, "late: \(mismatch?.0 ?? ""), timely: \(mismatch?.1 ?? "")")
    #expect(late.count == timely.count)
    #expect(late.contains { $0.hasSuffix(": timeout") } && late.contains { $0.hasPrefix("undo") })
  }
}

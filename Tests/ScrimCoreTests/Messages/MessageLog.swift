import ScrimCore
import ScrimTesting

/// Records the action handlers and completions of messages under test, in call order.
@MainActor
final class MessageLog {
  enum Call: Hashable, CustomStringConvertible {
    case handler(String)
    case completion(String, MessageEndReason)

    var description: String {
      switch self {
      case .handler(let name): return "handler \(name)"
      case .completion(let name, let reason): return "completion \(name): \(reason)"
      }
    }
  }

  private(set) var calls: [Call] = []

  /// A message named by its text whose action (when `action` is set) and completion record.
  func message(
    _ text: String, category: String? = nil, action: String? = nil,
    priority: SnackbarMessage.Priority = .normal, duration: Duration = .seconds(4)
  ) -> SnackbarMessage {
    SnackbarMessage(
      text: text,
      action: action.map { title in
        SnackbarMessage.Action(title: title) { [weak self] in self?.calls.append(.handler(text)) }
      },
      duration: duration, category: category, priority: priority,
      completion: { [weak self] reason in self?.calls.append(.completion(text, reason)) })
  }

  /// A banner named by its description whose actions and completion record.
  func banner(
    _ text: String, actions: [String] = [], position: Banner.Position = .top
  ) -> Banner {
    Banner(
      description: text,
      actions: actions.map { title in
        Banner.Action(title: title) { [weak self] in self?.calls.append(.handler(title)) }
      },
      position: position,
      completion: { [weak self] reason in self?.calls.append(.completion(text, reason)) })
  }

  /// The reasons the message named `text` ended with, in order.
  func endings(_ text: String) -> [MessageEndReason] {
    calls.compactMap { call in
      if case .completion(text, let reason) = call { reason } else { nil }
    }
  }

  /// Every completion, as "name: reason".
  var completions: [String] {
    calls.compactMap { call in
      if case .completion(let name, let reason) = call { "\(name): \(reason)" } else { nil }
    }
  }
}

/// Moves a manual clock and lets the manager catch up, as a run loop would.
@MainActor
func advance(_ clock: ManualClock, _ manager: SnackbarManager, by duration: Duration) {
  clock.advance(by: duration)
  manager.update()
}

/// A manager on a manual clock with MDC's transitions.
@MainActor
func makeManager(
  reducesMotion: Bool = false, queuesUncategorized: Bool = false
) -> (ManualClock, SnackbarManager) {
  let clock = ManualClock()
  let manager = SnackbarManager(
    clock: clock, reducesMotion: reducesMotion, queuesUncategorizedMessages: queuesUncategorized)
  return (clock, manager)
}

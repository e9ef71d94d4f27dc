import ScrimCore

/// Records every action handler and completion it hands out, so tests can check that
/// each ran exactly once, in order, with the right reason.
///
///     let recorder = RecordingHandler()
///     alert.addAction(recorder.action("OK"))
///     try presenter.present(alert, completion: recorder.completion("alert"))
@MainActor
public final class RecordingHandler {
  /// One recorded call.
  public enum Call: Hashable, Sendable, CustomStringConvertible {
    /// The handler of the action with this title ran.
    case handler(String)
    /// The completion with this name ran with this reason and action title.
    case completion(String, DismissReason, String?)

    /// "handler OK" or "completion alert: action OK".
    public var description: String {
      switch self {
      case .handler(let title): return "handler \(title)"
      case .completion(let name, let reason, let title):
        return "completion \(name): \(reason)" + (title.map { " \($0)" } ?? "")
      }
    }
  }

  /// Every call, oldest first.
  public private(set) var calls: [Call] = []

  /// Makes an empty recorder.
  public init() {}

  /// An action whose handler records `.handler(title)`.
  public func action(
    _ title: String, style: AlertAction.Style = .default, emphasis: AlertAction.Emphasis = .low
  ) -> AlertAction {
    AlertAction(title: title, style: style, emphasis: emphasis) { [weak self] action in
      self?.calls.append(.handler(action.title))
    }
  }

  /// A completion that records `.completion(name, reason, action title)`.
  public func completion(_ name: String) -> @MainActor (DismissResult) -> Void {
    { [weak self] result in
      self?.calls.append(.completion(name, result.reason, result.action?.title))
    }
  }

  /// How many completions named `name` ran.
  public func completionCount(_ name: String) -> Int {
    calls.filter { if case .completion(name, _, _) = $0 { true } else { false } }.count
  }

  /// How many times the handler of the action titled `title` ran.
  public func handlerCount(_ title: String) -> Int {
    calls.filter { $0 == .handler(title) }.count
  }

  /// Forgets every call.
  public func reset() { calls.removeAll() }
}

/// Names a timer scheduled on a stage, to cancel it.
public struct StageTimerID: Hashable, Sendable {
  let value: Int
}

/// The timers an app schedules on a stage's clock (a command's time limit, a countdown), in
/// the order they fall due.
///
/// They live beside the message timers so that a renderer's one wake-up covers all of them
/// and a test drives them with its manual clock.
struct StageTimers {
  private struct Entry {
    let id: StageTimerID
    let deadline: Duration
    let body: @MainActor () -> Void
  }

  private var entries: [Entry] = []
  private var nextID = 0

  /// The earliest deadline, as an offset on the stage's clock.
  var nextDeadline: Duration? { entries.map(\.deadline).min() }

  mutating func add(at deadline: Duration, _ body: @escaping @MainActor () -> Void)
    -> StageTimerID
  {
    nextID += 1
    let id = StageTimerID(value: nextID)
    entries.append(Entry(id: id, deadline: deadline, body: body))
    return id
  }

  mutating func remove(_ id: StageTimerID) {
    entries.removeAll { $0.id == id }
  }

  /// Takes the bodies of the timers due at `now`, earliest first (in the order scheduled
  /// when two fall due together).
  mutating func takeDue(at now: Duration) -> [@MainActor () -> Void] {
    let due = entries.enumerated().filter { $0.element.deadline <= now }
      .sorted { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }
    entries.removeAll { $0.deadline <= now }
    return due.map(\.element.body)
  }
}

/// A read-only list of tasks and how each stands: a row a task, its name leading and its
/// state in a chip at the row's end (dialog's mixed gauge, an installer's steps).
///
/// The names line up in one column and the chips in another, whatever the renderer's
/// font: the core lays both out. It takes no focus; a screen reader hears a list whose
/// items are the names, each with its state.
///
///     let steps = StatusList(items: [
///       .init(name: "Download", state: "Done"), .init(name: "Unpack", state: "40%", fraction: 0.4),
///     ])
///     dialog.addControl(.statusList(steps))
@MainActor
public final class StatusList {
  /// One task: its name, its state, and how far along it is when the state is a share.
  public struct Item: Hashable, Sendable {
    /// The task's name, in the first column.
    public var name: String
    /// Its state as shown in its chip ("Succeeded", "40%"); an empty state shows no chip,
    /// and an item with neither a name nor a state is a blank row that a screen reader
    /// skips (dialog's hidden rows keep their line).
    public var state: String
    /// How much of it is done, from 0 to 1, when its chip fills as a small gauge; nil for a
    /// state in words.
    public var fraction: Double? {
      didSet { fraction = Self.clean(fraction) }
    }

    /// Makes a task's row.
    public init(name: String, state: String, fraction: Double? = nil) {
      self.name = name
      self.state = state
      self.fraction = Self.clean(fraction)
    }

    private static func clean(_ value: Double?) -> Double? {
      guard let value, !value.isNaN else { return nil }
      return min(1, max(0, value))
    }
  }

  /// The tasks, top to bottom.
  public var items: [Item] {
    didSet { revision &+= 1 }
  }
  /// What a screen reader reads as the list's name.
  ///
  /// Defaults to "Status".
  public var accessibilityLabel = "Status" {
    didSet { revision &+= 1 }
  }

  package private(set) var revision = 0

  /// Makes a list of tasks and their states.
  public init(items: [Item]) {
    self.items = items
  }
}

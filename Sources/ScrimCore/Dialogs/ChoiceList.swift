/// A list of options of which exactly one is chosen, like a group of radio buttons.
///
/// As in a radio group, the arrow keys move the choice itself.
///
///     dialog.addControl(.choice(ChoiceList(title: "Size", options: ["S", "M", "L"])))
@MainActor
public final class ChoiceList {
  /// The list's label.
  public var title: String {
    didSet { revision &+= 1 }
  }
  /// The options, in order.
  public var options: [String] {
    didSet {
      selectedIndex = Self.clamp(selectedIndex, count: options.count)
      revision &+= 1
    }
  }
  /// The chosen option's index.
  ///
  /// Defaults to 0, the first option.
  ///
  /// Out-of-range values are clamped to the list.
  public var selectedIndex: Int {
    didSet {
      let clamped = Self.clamp(selectedIndex, count: options.count)
      if clamped != selectedIndex { selectedIndex = clamped }
      revision &+= 1
    }
  }

  package private(set) var revision = 0

  /// Makes a list with the option at `selectedIndex` chosen.
  public init(title: String, options: [String], selectedIndex: Int = 0) {
    self.title = title
    self.options = options
    self.selectedIndex = Self.clamp(selectedIndex, count: options.count)
  }

  /// The chosen option, or nil when the list is empty.
  public var selectedOption: String? {
    options.indices.contains(selectedIndex) ? options[selectedIndex] : nil
  }

  /// Moves the choice by `offset`; returns false at either end, so focus may move on.
  func moveSelection(by offset: Int) -> Bool {
    let target = selectedIndex + offset
    guard options.indices.contains(target) else { return false }
    selectedIndex = target
    return true
  }

  private static func clamp(_ index: Int, count: Int) -> Int {
    min(max(0, index), max(0, count - 1))
  }
}

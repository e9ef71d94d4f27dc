import ScrimCore

/// Line mode's reading of the stage's popup menu: its entries as a numbered list (a
/// disabled one said, unnumbered), one question for an entry; a sub-menu's entry asks a
/// second question, about the sub-menu's entries.
///
/// Every answer reaches the stage as a screen reader's input: the entry's activation, or
/// the escape for an empty answer (back out of the sub-menu, or close the menu) and for
/// the end of input.
///
///     Edit:
///       1. Cut
///       2. Copy
///       -  Paste (unavailable)
///       3. Sort by (Submenu)
///       4. Delete (Destructive)
///     Choose an entry (1-4, Return to close):
@MainActor
package final class MenuConversation: LineConversation {
  private let stage: Stage
  private let write: @MainActor (String) -> Void

  /// Makes a reading of the menu on `stage` that says its lines with `write`.
  package init(stage: Stage, write: @escaping @MainActor (String) -> Void) {
    self.stage = stage
    self.write = write
  }

  /// The menu's tree as the stage has it, or nil when no menu is up.
  package static func tree(on stage: Stage) -> AccessibilityNode? {
    stage.accessibilityTrees.last { $0.role == .menu }
  }

  package func nextQuestion() -> LineQuestion? {
    guard let tree = Self.tree(on: stage) else { return nil }
    let submenu = Self.openSubmenu(of: tree)
    let panel = submenu ?? tree
    for line in Self.lines(of: tree) { write(line + "\n") }
    let enabled = panel.children.filter { $0.role == .menuItem && $0.isEnabled }
    let back = submenu == nil ? "Return to close" : "Return to go back"
    let range = enabled.count == 1 ? "1" : "1-\(enabled.count)"
    return LineQuestion(
      subject: .list(panel), options: enabled, prompt: "Choose an entry (\(range), \(back)): ",
      invalid: "enter a number from \(range), or nothing to \(submenu == nil ? "close" : "go back")"
    ) { [stage] text in
      if text.isEmpty {
        stage.handle(.accessibilityEscape)
        return true
      }
      guard let index = LineAnswers.pick(text, among: enabled.map(\.label)) else { return false }
      if let target = enabled[index].target { stage.handle(.accessibilityActivate(target)) }
      return true
    }
  }

  package func stop(_ input: LineInput) {
    switch input {
    case .endOfInput, .line:
      // Out of the sub-menu, then out of the menu.
      for _ in 0..<2 where Self.tree(on: stage) != nil { stage.handle(.accessibilityEscape) }
    case .timedOut, .interrupted: break
    }
  }

  /// The open sub-menu of a menu's tree, when there is one: what is asked about.
  nonisolated static func openSubmenu(of tree: AccessibilityNode) -> AccessibilityNode? {
    tree.children.lazy.compactMap { $0.children.first { $0.role == .menu } }.first
  }

  /// What line mode says for a menu: the open sub-menu's name and entries, else the
  /// menu's, the entries that can be chosen numbered and the others said unnumbered.
  package nonisolated static func lines(of tree: AccessibilityNode) -> [String] {
    let panel = openSubmenu(of: tree) ?? tree
    var lines = LineReading.spokenLines(panel.label + ":")
    var number = 0
    for item in panel.children where item.role == .menuItem {
      guard item.isEnabled else {
        lines.append("  -  \(UserText.visible(item.label)) (unavailable)")
        continue
      }
      number += 1
      lines.append(line(item, number: number))
    }
    return lines
  }

  /// An entry's numbered line, with what its tree says of it.
  nonisolated static func line(_ item: AccessibilityNode, number: Int) -> String {
    var marks: [String] = []
    if item.isSelected { marks.append("checked") }
    if let hint = item.hint, !hint.isBlank { marks.append(UserText.visible(hint)) }
    let suffix = marks.isEmpty ? "" : " (" + marks.joined(separator: ", ") + ")"
    return "  \(number). \(UserText.visible(item.label))\(suffix)"
  }
}

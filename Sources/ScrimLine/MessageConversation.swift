import ScrimCore

/// Line mode's reading of the stage's snackbar or banner: its tree read out (its text,
/// then its buttons numbered), and, when it has buttons, one question: an action, or
/// Return to dismiss it.
///
/// The answer reaches the stage as a screen reader's input: the button's activation, or
/// the screen reader's escape for an empty answer or the end of input.
@MainActor
package final class MessageConversation: LineConversation {
  private let stage: Stage
  private let write: @MainActor (String) -> Void
  private var hasRead = false

  /// Makes a reading of the message on `stage` that says its lines with `write`.
  package init(stage: Stage, write: @escaping @MainActor (String) -> Void) {
    self.stage = stage
    self.write = write
  }

  /// The message's tree as the stage has it (the topmost, should a snackbar and a banner
  /// both show), or nil when none shows.
  package static func tree(on stage: Stage) -> AccessibilityNode? {
    stage.accessibilityTrees.last { $0.role == .status }
  }

  package func nextQuestion() -> LineQuestion? {
    guard !hasRead, let tree = Self.tree(on: stage) else { return nil }
    hasRead = true
    for line in LineReading.lines(of: tree) { write(line + "\n") }
    let buttons = tree.children.filter { $0.role == .button && $0.isEnabled }
    guard !buttons.isEmpty else { return nil }
    return LineAnswers.optionalChoice(among: buttons) { [stage] index in
      if let index {
        if let target = buttons[index].target { stage.handle(.accessibilityActivate(target)) }
      } else {
        stage.handle(.accessibilityEscape)
      }
    }
  }

  package func stop(_ input: LineInput) {
    switch input {
    case .endOfInput, .line: stage.handle(.accessibilityEscape)
    case .timedOut, .interrupted: break
    }
  }
}

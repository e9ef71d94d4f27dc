import ScrimCore

/// One question line mode asks about a node of the stage's accessibility tree: its prompt,
/// the nodes it numbers, and what an answer does.
///
/// The runner writes the prompt and reads lines until one is taken; a renderer under test
/// answers it the same way, so every answer reaches the stage through `take`.
@MainActor
package struct LineQuestion {
  /// What the question is about.
  package enum Subject {
    /// A text field's text.
    case field(AccessibilityNode)
    /// A toggle's state, yes or no.
    case toggle(AccessibilityNode)
    /// A list's choice (or, for a checklist, its checked items), among its numbered items.
    case list(AccessibilityNode)
    /// An action among the numbered buttons of a modal or a message.
    case action
  }

  /// What the question is about.
  package var subject: Subject
  /// The nodes numbered from 1 for it: a list's items, or the buttons; empty for a field or
  /// a toggle.
  package var options: [AccessibilityNode] = []
  /// The text that asks, without a line break.
  package var prompt: String
  /// Whether the answer is a secret, read without echo.
  package var secure = false
  /// Whether blanks around the answer are dropped before `take` sees it.
  package var trims = true
  /// What the complaint about an answer `take` refuses says to enter.
  package var invalid: String
  /// Hands an answer to the stage as a screen reader would; false when it is not an
  /// answer to this question, and nothing was handed.
  package var take: @MainActor (String) -> Bool

  /// Takes a line as the runner does: trimmed first when the question trims.
  ///
  /// - Returns: Whether the answer was taken.
  package func answer(_ line: String) -> Bool {
    take(trims ? Self.trimmed(line) : line)
  }

  private static func trimmed(_ text: String) -> String {
    let characters = Array(text)
    var start = 0
    var end = characters.count
    while start < end, characters[start].isWhitespace { start += 1 }
    while end > start, characters[end - 1].isWhitespace { end -= 1 }
    return String(characters[start..<end])
  }
}

/// Line mode's reading of one modal or message: what it says, and the questions it asks
/// in the tree's order, each read from the stage's trees as they are when it comes.
@MainActor
package protocol LineConversation: AnyObject {
  /// Says what comes before the next question, and returns it; nil when nothing is left
  /// to ask.
  func nextQuestion() -> LineQuestion?
  /// Hands the stage what stopped the asking: the end of input is the screen reader's
  /// escape; a time-out or a signal hands nothing.
  func stop(_ input: LineInput)
}

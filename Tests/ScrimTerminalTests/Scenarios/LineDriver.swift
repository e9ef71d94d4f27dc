@_spi(Renderer) import ScrimCore
import ScrimLine
import ScrimTesting

/// Line mode as a renderer under the shared scenarios: a `LineApp`'s stage and loop, and
/// the runner's own conversations
/// (`ModalConversation`, `MessageConversation`) read what the stage shows, say it and ask
/// their questions, and each of the user's steps is typed as a line-mode user would answer
/// them; every answer reaches the stage through the question's own `take`, so a change in
/// how line mode reads the tree or hands its answers to the stage shows in the transcript.
///
/// How a step is typed: Return answers the question asked with an empty line (a field or
/// toggle keeps its value, a list its choice) until the action question, which it answers
/// with the number of the focused button, or an empty line for the default. Typing answers
/// a field with its text and a toggle, for a space, with the other answer. A click is a
/// touch: the number the question gives what is under the point. Esc is the end of input.
/// Keys line mode has no answer for (Tab, the arrows, paging, a letter in a list) reach
/// the stage as keys, as a screen reader passes them on to the app; the waits for answers
/// and the run's clock are the runner's own, tested in `LineClockTests`.
@MainActor
final class LineDriver: StageDriver {
  let clock = ManualClock()
  let app: LineApp
  let transcript = ScenarioTranscript()
  var stage: Stage { app.stage }
  /// Everything the conversations said and asked, in order.
  private(set) var said = ""
  private var conversation: (any LineConversation)?
  private var question: LineQuestion?
  private var pressed: StageTarget?

  init(size: Size = TextDriver.standardSize) {
    // The motion setting is the scenarios' (the other renderers run with motion), so the
    // endings fall on the same steps; line mode itself reduces motion. Nothing here reads
    // or writes through the app's IO: the conversations write to `said`.
    app = LineApp(io: SilentLines(), clock: clock, reducesMotion: false)
    app.stage.size = size
  }

  func sendKey(_ key: Key) throws {
    defer { forgetEnded() }
    switch key {
    case .escape where MenuConversation.tree(on: stage) != nil:
      // A menu's question takes an empty answer as Esc: out of the sub-menu, or closed.
      answer("")
    case .escape:
      _ = currentQuestion()
      conversation?.stop(.endOfInput)
      conversation = nil
      question = nil
    case .enter where MenuConversation.tree(on: stage) != nil:
      // Return on a menu chooses its focused entry: its number in the question.
      let focused = focusedNode?.target
      let index = currentQuestion()?.options.firstIndex { $0.target == focused }
      answer(index.map { String($0 + 1) } ?? "")
    case .enter:
      answerUpToActions { question in
        guard case .action = question.subject else { return nil }
        let focused = self.focusedNode?.target
        let index = question.options.firstIndex { $0.target != nil && $0.target == focused }
        return index.map { String($0 + 1) } ?? ""
      }
    default:
      stage.handle(.key(key))
      // A key may open or close a menu's sub-menu: its question is read again.
      if conversation is MenuConversation { question = nil }
    }
  }

  func sendText(_ text: String) throws {
    defer { forgetEnded() }
    switch currentQuestion()?.subject {
    case .field(let field)?:
      answer((current(field)?.value ?? "") + text)
    case .toggle(let toggle)? where text == " ":
      answer(current(toggle)?.value == "on" ? "n" : "y")
    default:
      stage.handle(.text(text))
      if conversation is MenuConversation { question = nil }
    }
  }

  func sendPointer(_ kind: PointerInput.Kind, x: Int, y: Int) throws {
    defer { forgetEnded() }
    switch kind {
    case .press:
      pressed = stage.target(x: x, y: y)
    case .release:
      let target = stage.target(x: x, y: y)
      defer { pressed = nil }
      guard target == pressed, target != .host else { return }
      answerUpToActions { question in
        question.options.firstIndex { $0.target == target }.map { String($0 + 1) }
      }
    case .move, .scroll, .otherButton:
      break
    }
  }

  func passTime(_ duration: Duration) throws {
    clock.advance(by: duration)
    app.loop.turn()
    forgetEnded()
  }

  /// Whether line mode says `text` for what is shown; a voice has no letter case, so an
  /// uppercase button label is heard as the tree names it.
  func shows(_ text: String) -> Bool {
    let wanted = text.lowercased()
    return stage.accessibilityTrees.flatMap(LineReading.lines(of:)).contains {
      $0.lowercased().contains(wanted)
    }
  }

  // MARK: - Answers

  /// The question line mode asks now: the one pending, or the next its conversation comes
  /// to, starting one for what the stage shows (the modal, else a message) as the runner
  /// does once it has shown it.
  private func currentQuestion() -> LineQuestion? {
    if let question { return question }
    if conversation == nil {
      let write: @MainActor (String) -> Void = { [weak self] in self?.said += $0 }
      if MenuConversation.tree(on: stage) != nil {
        conversation = MenuConversation(stage: stage, write: write)
      } else if ModalConversation.tree(on: stage) != nil {
        conversation = ModalConversation(stage: stage, write: write)
      } else if MessageConversation.tree(on: stage) != nil {
        conversation = MessageConversation(stage: stage, write: write)
      }
    }
    question = conversation?.nextQuestion()
    return question
  }

  /// Types `line` as the answer to the question asked now.
  ///
  /// - Returns: Whether it was taken.
  @discardableResult
  private func answer(_ line: String) -> Bool {
    guard let question = currentQuestion() else { return false }
    said += question.prompt + line + "\n"
    guard question.answer(line) else {
      said += "Invalid answer: \(question.invalid).\n"
      return false
    }
    self.question = nil
    return true
  }

  /// Answers the questions before the action question with an empty line, then the
  /// first question `line` has an answer for; nothing more once one is refused or none
  /// is asked.
  private func answerUpToActions(_ line: (LineQuestion) -> String?) {
    // A dialog asks once for each control, then for the action.
    for _ in 0..<64 {
      guard let question = currentQuestion() else { return }
      if let text = line(question) {
        answer(text)
        return
      }
      if case .action = question.subject { return }
      guard answer("") else { return }
    }
  }

  /// Lets a conversation go once what it reads has left the stage, as the runner's run
  /// ends with its content.
  private func forgetEnded() {
    switch conversation {
    case is ModalConversation where ModalConversation.tree(on: stage) == nil,
      is MessageConversation where MessageConversation.tree(on: stage) == nil,
      is MenuConversation where MenuConversation.tree(on: stage) == nil:
      conversation = nil
      question = nil
    default:
      break
    }
  }

  private var focusedNode: AccessibilityNode? {
    stage.accessibilityTrees.reversed().lazy.compactMap(\.focusedNode).first
  }

  /// The node for the same target as `node` in the stage's trees now.
  private func current(_ node: AccessibilityNode) -> AccessibilityNode? {
    guard let target = node.target else { return node }
    return stage.accessibilityTrees.lazy.flatMap(\.flattened).first { $0.target == target }
  }
}

extension ManualClock: LineTime {}

/// Line IO with nothing to read and nowhere to write: the driver answers the questions.
final class SilentLines: LineIO {
  func write(_ text: String) {}
  func readLine(secure: Bool) -> LineInput { .endOfInput }
}

import ScrimCore

/// Where a line-mode run records how its content ended and whether its time limit passed.
@MainActor
package protocol LineEnding: AnyObject {
  /// Whether the modal or message has ended by itself.
  var hasEnded: Bool { get }
  /// Whether the time limit passed before anything else ended.
  var timedOut: Bool { get }
  /// Records that the time limit passed, unless the content already ended.
  func timeOut()
}

/// One line-mode run's asking: questions written and answered on the IO, each wait for an
/// answer bounded by the stage's next timer, and the stage's time moved on when a wait
/// ran out, so `--timeout` and a message's own timer decide on the stage's clock.
@MainActor
package struct LineSession<Ending: LineEnding> {
  package let io: any LineIO
  package let stage: Stage
  /// Where the content's endings and the time limit are recorded.
  package let ending: Ending
  /// Lets time pass on the stage's clock at once.
  package let advance: @MainActor (Duration) -> Void
  /// How many invalid answers in a row stop the asking, as the end of input does.
  package let maximumInvalidAnswers: Int

  /// Makes the asking of a run on `stage`.
  package init(
    io: any LineIO, stage: Stage, ending: Ending, advance: @escaping @MainActor (Duration) -> Void,
    maximumInvalidAnswers: Int
  ) {
    self.io = io
    self.stage = stage
    self.ending = ending
    self.advance = advance
    self.maximumInvalidAnswers = maximumInvalidAnswers
  }

  /// Sets the run's time limit on the stage's clock: once it passes, the run has timed
  /// out, unless its content ended first; nil sets none.
  package func limit(to limit: Duration?) {
    guard let limit else { return }
    stage.schedule(after: limit) { [ending] in ending.timeOut() }
  }

  /// Asks `conversation`'s questions until none is left, and says why the asking
  /// stopped: `.closed` for the end of input (after the screen reader's escape),
  /// `.interrupted` for a signal, else `.stopped`.
  package func converse(_ conversation: some LineConversation) -> SessionStop {
    while let question = conversation.nextQuestion() {
      let stop = ask(question)
      stage.update()
      guard let stop else { continue }
      conversation.stop(stop)
      stage.update()
      switch stop {
      case .interrupted(let signal): return .interrupted(signal: signal)
      case .timedOut: return .stopped
      case .endOfInput, .line: return .closed
      }
    }
    return .stopped
  }

  /// Prompts until the question takes an answer (nil), input stops, or too many answers
  /// in a row were invalid (`.endOfInput`).
  private func ask(_ question: LineQuestion) -> LineInput? {
    var invalidCount = 0
    while true {
      io.write(question.prompt)
      switch read(secure: question.secure) {
      case .line(let text):
        if question.answer(text) { return nil }
        invalidCount += 1
        if invalidCount >= maximumInvalidAnswers {
          io.write("Too many invalid answers; cancelling.\n")
          return .endOfInput
        }
        io.write("Invalid answer: \(question.invalid).\n")
      case let stop:
        // The prompt has no line break yet; end its line before anything else is written.
        io.write("\n")
        return stop
      }
    }
  }

  /// Reads an answer, waiting no longer than the stage's next timer.
  ///
  /// When that wait runs out, its time passes on the stage's clock and what fell due runs;
  /// `.timedOut` once that ended the run (its time limit, most often).
  private func read(secure: Bool) -> LineInput {
    while true {
      let limit = stage.nextWakeDelay
      let input = io.readLine(secure: secure, waitingAtMost: limit)
      guard input == .timedOut else { return input }
      // An IO that stops waiting when it was given no limit has nothing more to give.
      guard limit != nil else { return .endOfInput }
      // The IO waited as long as it was allowed: what is left of that, if the real time it
      // took fell short by a rounding, passes now.
      advance(stage.nextWakeDelay ?? .zero)
      stage.update()
      if ending.hasEnded || ending.timedOut { return .timedOut }
    }
  }
}

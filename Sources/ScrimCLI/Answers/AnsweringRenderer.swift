@_spi(Renderer) import ScrimCore

/// The renderer of an answered run (`SCRIM_ANSWERS=FILE`): it shows nothing, and answers
/// each question the stage presents from an answers file, as a person would on a terminal.
///
/// It runs under the core's `StageLoop` like every renderer. After each turn it reads the
/// stage's accessibility tree (what a screen reader gets: the kind, title, text, choices
/// and buttons), finds the file's entry for it, and hands the stage a screen reader's
/// inputs: the fields' text, the chosen and checked items, then the button. Its clock
/// stands still (`AnswerClock`), so no time-out fires before an answer, unless the entry
/// says `wait`; input a box follows (a gauge's, a program box's) is read to its end, as
/// it comes, and an answer waits for the button that input brings.
///
/// A question no entry answers stops the run with exit 78 and a message naming it: the run
/// never waits for a person who is not there.
///
///     let renderer = AnsweringRenderer(book: try AnswerBook.read(path))
///     let outcome = try await CommandSession.run(model, on: renderer)
@MainActor
package final class AnsweringRenderer: SessionRenderer, StageRenderer {
  /// The answers, shared by every box of the run.
  package let book: AnswerBook
  /// The program and box asking now; the session shell names it (`willAsk(_:)`).
  package private(set) var name = QuestionName(front: "scrim", kind: "*")
  private let clock = AnswerClock()
  private let loop: StageLoop<AnsweringRenderer>
  private var isStopped = false
  private var failure: CommandFailure?
  private var next: StageWake = .idle
  /// The modal answered last and the entry that answered it: one still showing after its
  /// answer is stuck, unless the entry lets time pass.
  private var answered: (modal: ObjectIdentifier, entry: AnswerEntry)?
  private var handledMessage = false
  private var messageEntry: AnswerEntry?
  private var isSignalled = false
  /// How many inputs the session follows that have not ended: only they can bring a
  /// button to a box that has none yet.
  private var followedInputs = 0
  private var waiting: CheckedContinuation<Void, Never>?

  /// Makes a renderer that answers from `book`.
  package init(book: AnswerBook) {
    self.book = book
    // No size is seen; the stage lays out for a common terminal, as line mode's does.
    loop = StageLoop(
      clock: clock, size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    loop.attach(self)
  }

  package var stage: Stage { loop.stage }

  package func willAsk(_ name: QuestionName) { self.name = name }

  package func followsInput(_ isFollowing: Bool) { followedInputs += isFollowing ? 1 : -1 }

  package func setNeedsDisplay() { signal() }

  package func stop() {
    isStopped = true
    signal()
  }

  /// Takes turns and answers what each shows, until the content ends.
  ///
  /// - Throws: Exit 78 when a question has no entry, or its entry does not fit it.
  package func runSession() async throws(CommandFailure) -> SessionStop {
    while !isStopped {
      loop.turn()
      if isStopped { break }
      switch try act() {
      case .again: continue
      case .waitForInput: await waitForWork()
      }
    }
    return .stopped
  }

  /// A box left on screen after its program ends (an infobox) asks nothing: one turn.
  package func showOnce() throws(CommandFailure) {
    loop.turn()
  }

  package nonisolated func post(_ work: @escaping @MainActor @Sendable () -> Void) {
    Task { @MainActor in
      work()
      self.signal()
    }
  }

  // MARK: - StageRenderer

  package func present(_ scene: Scene, changes: SceneChanges) -> Bool { true }

  package func announce(_ announcement: Announcement) {}

  package func scheduleWake(_ wake: StageWake) { next = wake }

  package nonisolated func wake() {
    Task { @MainActor in self.signal() }
  }

  // MARK: - Answering

  private enum Step { case again, waitForInput }

  /// Answers what the stage shows now, or lets time pass, or waits for the input a box
  /// follows.
  private func act() throws(CommandFailure) -> Step {
    let trees = stage.accessibilityTrees
    if let tree = trees.first(where: { $0.role != .status }),
      let modal = stage.presenter.activeModal
    {
      return try answer(tree, of: ObjectIdentifier(modal))
    }
    guard let message = trees.first(where: { $0.role == .status }) else {
      return passTime() ? .again : .waitForInput
    }
    let question = AnswerQuestion(tree: message, name: name)
    if !handledMessage {
      handledMessage = true
      messageEntry = book.take(for: question)
      if let entry = messageEntry, !entry.waits {
        let inputs = AnswerInputs(entry: entry, book: book, question: question)
        if let input = try inputs.ending(message) {
          stage.handle(input)
          return .again
        }
      }
    }
    if passTime() { return .again }
    // A message that cannot end by itself waits for a person (its action, or a banner the
    // core keeps while it has focus): then it is a question, and it stops the run.
    guard let entry = messageEntry else { throw book.unanswered(question) }
    throw AnswerInputs(entry: entry, book: book, question: question).failure(
      "it waits, and nothing on it ends by itself")
  }

  private func answer(_ tree: AccessibilityNode, of modal: ObjectIdentifier) throws(CommandFailure)
    -> Step
  {
    let question = AnswerQuestion(tree: tree, name: name)
    var next: AnswerEntry?
    if let answered, answered.modal == modal {
      // Answered, and still here: time is to pass, or its input is still coming.
      if answered.entry.waits, passTime() { return .again }
      if awaitsInput(tree) { return .waitForInput }
      // A modal its button leaves up (dialog's inputmenu Rename, an app's
      // `dismissOnAction = false`) asks again: the next entry for it answers, once; a
      // repeating entry would answer forever.
      next = answered.entry.isRepeatable ? nil : book.take(for: question)
      if next == nil || next?.isRepeatable == true {
        throw AnswerInputs(entry: answered.entry, book: book, question: question).failure(
          answered.entry.waits
            ? "it waits, and nothing on it ends by itself"
            : "the question is still asked after the answer")
      }
    }
    if next == nil, awaitsInput(tree) { return .waitForInput }
    guard let entry = next ?? book.take(for: question) else { throw book.unanswered(question) }
    answered = (modal, entry)
    let inputs = AnswerInputs(entry: entry, book: book, question: question)
    try inputs.fill(tree, on: stage)
    // The tree again: an answer may have made a button available.
    stage.update()
    let filled = stage.accessibilityTrees.first { $0.role != .status } ?? tree
    if let input = try inputs.ending(filled) { stage.handle(input) }
    return .again
  }

  /// Whether `tree` is a box that follows its input, with no button to answer with yet.
  ///
  /// Its input has not ended, it has no default button available, and either no button at
  /// all (dialog's program box and prgbox until their input ends and OK comes, a progress
  /// box or a gauge, which end by themselves) or a progress bar (zenity's progress, whose
  /// OK is unavailable until its input ends). Its answer waits until the button is there; a
  /// box with no button that follows nothing is asked, and stops the run if unanswered.
  private func awaitsInput(_ tree: AccessibilityNode) -> Bool {
    guard followedInputs > 0 else { return false }
    let buttons = tree.children.filter { $0.role == .button }
    return !buttons.contains { $0.isEnabled && $0.isSelected }
      && (buttons.isEmpty || tree.children.contains { $0.role == .progressIndicator })
  }

  /// Moves the clock on to the stage's next deadline, if it has one within a day of the
  /// run's start: a timer that keeps coming back without ending anything (a day of a
  /// pause's seconds) ends the run rather than spinning.
  private func passTime() -> Bool {
    guard let delay = next.delay ?? stage.nextWakeDelay else { return false }
    let step = max(delay, .nanoseconds(1))
    guard clock.now.offset + step <= Self.longestWait else { return false }
    clock.advance(by: step)
    return true
  }

  /// How much time an answered run may let pass in all.
  private static let longestWait: Duration = .seconds(86_400)

  private func signal() {
    isSignalled = true
    waiting?.resume()
    waiting = nil
  }

  private func waitForWork() async {
    if !isSignalled { await withCheckedContinuation { waiting = $0 } }
    isSignalled = false
  }
}

@_spi(Renderer) import ScrimCore
import ScrimSystem

/// A zenity box as line prompts, for screen readers (`SCRIM_ACCESSIBLE=1`, or TERM=dumb).
///
/// The accessible runner asks in the accessibility tree's order. A progress box first
/// prints the steps of its input as the core announces them (every 10%, each new text),
/// then, unless `--auto-close` ended it, asks for OK as zenity waits for it.
///
/// Prompts go to the terminal itself, not to stdout, which the script reads for the answer.
@MainActor
struct ZenityLineRunner {
  /// Where prompts go and answers come from.
  let io: any LineIO
  /// Where a progress box reads its lines.
  var input: Int32 = STDIN_FILENO
  /// `--timeout`, on the stage's clock, or nil.
  var timeLimit: Duration?
  /// The time of the run: real time, and what the runner lets pass at once.
  let clock = LineClock()

  func run(_ shown: ShownBox<ZenityRequest>) -> BoxEnding {
    var limit = timeLimit
    if shown.request.box == .progress {
      let started = clock.now
      if let ending = followProgress(shown) { return ending }
      limit = limit.map { max(.zero, $0 - started.duration(to: clock.now)) }
    }
    var runner = AccessibleRunner(io: io, timeLimit: limit)
    runner.name = QuestionName(front: "zenity", kind: shown.request.box.rawValue)
    let outcome = runner.run(CommandModel(showing: shown.modal), clock: clock)
    return shown.ending(for: outcome.reason)
  }

  /// Prints a progress box and the steps of its input until the input ends.
  ///
  /// - Returns: How the box ended (`--auto-close`, the time limit, a signal), or nil when
  ///   it waits for OK.
  private func followProgress(_ shown: ShownBox<ZenityRequest>) -> BoxEnding? {
    let clock = clock
    let app = LineApp(io: io, clock: clock)
    let stage = app.stage
    stage.isAccessibilityModeOn = true
    do {
      try stage.present(shown.modal)
    } catch {
      return nil
    }
    stage.update()
    var runner = AccessibleRunner(io: io)
    // The title and text first; the buttons are asked for once the input has ended.
    for node in ModalConversation.tree(on: stage)?.children ?? []
    where node.role != .button && node.role != .progressIndicator {
      runner.say(node.label)
    }
    let lines = io.reading(input, maximumLineLength: GaugeFeed.maximumLineLength)
    var ending: BoxEnding?
    var timedOut = false
    if let timeLimit { stage.schedule(after: timeLimit) { timedOut = true } }
    var inputEnded = false
    runner.progressFeed = {
      while true {
        let wait = stage.nextWakeDelay
        switch lines.readLine(secure: false, waitingAtMost: wait) {
        case .line(let line):
          if let parsed = ZenityProgressLine(line), shown.apply(parsed) {
            ending = BoxEnding(reason: .button(.ok), value: shown.readValue())
          }
          return ending == nil
        case .interrupted(let signal):
          ending = BoxEnding(reason: .interrupted(signal: signal))
          return false
        case .timedOut where wait != nil:
          // The read waited as long as it was allowed: the rest of that passes now.
          clock.advance(by: stage.nextWakeDelay ?? .zero)
          stage.update()
          if timedOut {
            ending = BoxEnding(reason: .timeout, value: shown.readValue())
            return false
          }
        case .endOfInput, .timedOut:
          inputEnded = true
          if shown.inputEnded() {
            ending = BoxEnding(reason: .button(.ok), value: shown.readValue())
          }
          return false
        }
      }
    }
    runner.followProgress(on: stage) { ending != nil || inputEnded }
    stage.dismiss(shown.modal)
    stage.update()
    return ending
  }
}

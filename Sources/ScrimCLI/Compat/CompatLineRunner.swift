@_spi(Renderer) import ScrimCore
import ScrimSystem

/// A box as line prompts, for screen readers (`SCRIM_ACCESSIBLE=1`, or TERM=dumb): the
/// accessible runner asks in the accessibility tree's order; a gauge prints its progress in
/// steps; an infobox reads its tree and returns at once.
///
/// Prompts go to the terminal itself, not to stderr, which scripts send to a file to
/// catch the result; answers come from the terminal, since a gauge's stdin is its data.
@MainActor
struct CompatLineRunner {
  let program: CompatProgram
  /// Where prompts go and answers come from.
  let io: any LineIO
  /// Where a gauge reads its percentages.
  var gaugeInput: Int32 = STDIN_FILENO
  /// The box's time limit (`--timeout`, a pause's seconds) on the stage's clock, or nil.
  var timeLimit: Duration?
  /// The clock of a gauge's stage, which its time limit runs on; tests pass a manual one.
  var gaugeClock: any LineTime = LineClock()

  func run(_ shown: ShownBox<CompatBox>) -> BoxEnding {
    if shown.box.kind.endsAtOnce {
      // Nothing is asked, so nothing is presented: the box's own tree is read out.
      let dialog = shown.dialog
      let tree = dialog.accessibilityTree(focus: nil, arrangement: dialog.naturalArrangement)
      for line in LineReading.lines(of: tree) { io.write(line + "\n") }
      return BoxEnding(reason: .finished, value: nil)
    }
    switch shown.box.kind {
    case .gauge:
      return followGauge(shown)
    case .progressbox, .programbox, .prgbox:
      return followLines(shown)
    default:
      if shown.box.kind == .tailbox, let body = shown.followedBody {
        // The file's lines so far are read out with the box; line mode does not follow it.
        do {
          body.append(try TailFile(path: shown.box.text).newLines())
        } catch {
          io.write(error.message + "\n")
          return BoxEnding(reason: .closed)
        }
      }
      var runner = AccessibleRunner(io: io, timeLimit: timeLimit)
      runner.name = QuestionName(front: program.rawValue, kind: shown.box.kind.rawValue)
      let outcome = runner.run(CommandModel(showing: shown.dialog))
      // A pause that is not answered ends as its countdown would: as OK.
      if shown.box.kind == .pause, outcome.reason == .timeout {
        return BoxEnding(reason: .finished, value: nil)
      }
      return shown.ending(for: outcome.reason)
    }
  }

  /// Prints the title and text, then each line of the input as it comes, to its end; a
  /// program box then asks for OK, as its box offers it only then.
  private func followLines(_ shown: ShownBox<CompatBox>) -> BoxEnding {
    let dialog = shown.dialog
    for text in [dialog.title, dialog.message].compactMap(\.self) {
      io.write(UserText.visible(text) + "\n")
    }
    let followed = PrgboxCommand.input(for: shown.box, otherwise: gaugeInput)
    let input = io.reading(followed, maximumLineLength: ScrollBack.maximumLineLength)
    reading: while true {
      switch input.readLine(secure: false, waitingAtMost: nil) {
      case .line(let line): io.write(UserText.visible(line) + "\n")
      case .interrupted(let signal):
        return BoxEnding(reason: .interrupted(signal: signal), value: nil)
      case .endOfInput, .timedOut: break reading
      }
    }
    guard [.programbox, .prgbox].contains(shown.box.kind) else {
      return BoxEnding(reason: .finished, value: nil)
    }
    // The lines were printed already (the body stays empty): the question asks for OK.
    shown.addButton(CompatLabels(program: program, options: shown.box.options).ok, .ok)
    var runner = AccessibleRunner(io: io, timeLimit: timeLimit)
    runner.name = QuestionName(front: program.rawValue, kind: shown.box.kind.rawValue)
    return shown.ending(for: runner.run(CommandModel(showing: dialog)).reason)
  }

  /// Reads the gauge's input to its end; the accessible runner prints the title and text,
  /// then each step the core announces (every 10%, and every new text), never every
  /// percent.
  ///
  /// A signal (Ctrl-C, SIGTERM) ends the gauge at once, dying of it as whiptail and the
  /// terminal's gauge do: its reads wake for the IO's signals. Left waiting, it outlived
  /// `timeout 2 whiptail --gauge ...`, and took Ctrl-C's end of the script's producer for
  /// the work done, so the script went on.
  private func followGauge(_ shown: ShownBox<CompatBox>) -> BoxEnding {
    let clock = gaugeClock
    let app = LineApp(io: io, clock: clock)
    let stage = app.stage
    let input = io.reading(gaugeInput, maximumLineLength: GaugeFeed.maximumLineLength)
    var feed = GaugeFeed()
    var interruption: Int32?
    // `--timeout` ends a gauge waiting for its data as it ends the terminal's: a timer on
    // the stage's clock, which each read waits for at most.
    var timedOut = false
    if let timeLimit { stage.schedule(after: timeLimit) { timedOut = true } }
    var runner = AccessibleRunner(io: io)
    runner.progressFeed = {
      while true {
        let limit = stage.nextWakeDelay
        switch input.readLine(secure: false, waitingAtMost: limit) {
        case .line(let line):
          for update in feed.take(line) { shown.apply(update, program: program) }
          return true
        case .interrupted(let signal):
          interruption = signal
          return false
        case .timedOut where limit != nil:
          // The read waited as long as it was allowed: the rest of that passes now.
          clock.advance(by: stage.nextWakeDelay ?? .zero)
          stage.update()
          if timedOut { return false }
        case .endOfInput, .timedOut:
          // The input ran out: the work is done, and the app takes the gauge away.
          stage.dismiss(shown.dialog)
          return false
        }
      }
    }
    _ = runner.run(shown.dialog, on: stage)
    if let interruption {
      return BoxEnding(reason: .interrupted(signal: interruption), value: nil)
    }
    return BoxEnding(reason: timedOut ? .timeout : .finished, value: nil)
  }
}

import ScrimCLI
import ScrimCore
import ScrimSystem
import ScrimTesting
import Testing

/// A command's content on a bare stage, as both renderers' sessions put it there, and the
/// outcome its recorded ending gives.
@MainActor
@Suite struct SessionEndingTests {
  /// A model shown on an 80×24 stage without transitions, its ending, and how many times
  /// the ending said to stop.
  @MainActor
  private final class Shown {
    let model: CommandModel
    let clock = ManualClock()
    let stage: Stage
    let ending: SessionEnding
    private let stopCount = StopCount()

    convenience init(_ arguments: String..., width: Int = 80) throws {
      try self.init(arguments, width: width)
    }

    init(_ arguments: [String], width: Int = 80) throws {
      model = CommandModel(try invocation(arguments))
      stage = Stage(
        clock: clock, size: Size(width: width, height: 24), measurer: FixedWidthMeasurer(),
        reducesMotion: true)
      ending = SessionEnding { [stopCount] in stopCount.value += 1 }
      try model.show(on: stage, endingIn: ending)
      stage.update()
    }

    /// How many times the ending said to stop.
    var stops: Int { stopCount.value }

    func press(_ keys: Key...) {
      for key in keys {
        stage.handle(.key(key))
        stage.update()
      }
    }

    func wait(_ duration: Duration) {
      clock.advance(by: duration)
      stage.update()
    }

    /// The outcome when the renderer's own reason is a hang-up, which no test expects.
    var outcome: CommandOutcome {
      ending.outcome(of: model, otherwise: .interrupted(signal: SIGHUP))
    }
  }

  @MainActor
  private final class StopCount {
    var value = 0
  }

  @Test("an alert's chosen action is the outcome, and ends the run once; a later time-out is not")
  func actionChosen() throws {
    let shown = try Shown("alert", "--title", "Delete draft?", "--action", "Delete:destructive")
    #expect(!shown.ending.hasEnded)
    shown.press(.enter)
    #expect(shown.ending.hasEnded)
    #expect(shown.outcome.reason == .action)
    #expect(shown.outcome.action == ChosenAction(label: "Delete", role: .destructive))
    #expect(shown.stops == 1)
    shown.ending.timeOut()
    #expect(!shown.ending.timedOut, "an answer given in time is the answer")
    #expect(shown.outcome.reason == .action)
    #expect(shown.stops == 1)
  }

  @Test("Esc on a dialog chooses Cancel: the escape outcome, with the fields' values")
  func dialogEscape() throws {
    let shown = try Shown("dialog", "--title", "Rename", "--field", "name=Draft")
    shown.press(.escape)
    #expect(shown.outcome.reason == .escape)
    #expect(shown.outcome.action == ChosenAction(label: "Cancel", role: .cancel))
    #expect(shown.outcome.fields.map(\.value) == ["Draft"])
    #expect(shown.stops == 1)
  }

  @Test("a snackbar dismissed with Esc is the dismissed outcome, at the edge asked for")
  func snackbarDismissed() throws {
    let shown = try Shown("snackbar", "Draft saved", "--position", "top")
    #expect(shown.stage.snackbarPosition == .top)
    shown.press(.escape)
    #expect(shown.ending.messageEnd == .dismissedByUser)
    #expect(shown.outcome.reason == .dismissed)
    #expect(shown.outcome.action == nil)
    #expect(shown.stops == 1)
  }

  @Test("a snackbar takes focus as it shows: Return chooses its action, recorded by the model")
  func snackbarAction() throws {
    let shown = try Shown("snackbar", "Draft deleted", "--action", "Undo")
    #expect(shown.stage.snackbarPosition == .bottom)
    shown.press(.enter)
    #expect(shown.ending.messageEnd == .action)
    #expect(shown.outcome.reason == .action)
    #expect(shown.outcome.action == ChosenAction(label: "Undo", role: .default))
    #expect(shown.stops == 1)
  }

  @Test(
    "a snackbar ends by its --duration, or by the default 4 s, though it took the keys",
    arguments: [(["--duration", "1"], 1), ([], 4), (["--action", "Undo", "--duration", "2"], 2)])
  func snackbarDuration(_ flags: [String], seconds: Int) throws {
    let shown = try Shown(["snackbar", "Draft saved"] + flags)
    shown.wait(.seconds(seconds) - .milliseconds(1))
    #expect(!shown.ending.hasEnded, "it shows for its whole duration")
    shown.wait(.milliseconds(1))
    #expect(shown.ending.messageEnd == .timeout)
    #expect(shown.stops == 1)
  }

  @Test("a banner takes focus as it shows: Tab and Return choose its second action")
  func bannerAction() throws {
    let shown = try Shown(
      "banner", "Changes will sync later.", "--title", "Offline", "--action", "Retry",
      "--action", "Settings")
    shown.press(.tab, .enter)
    #expect(shown.ending.messageEnd == .action)
    #expect(shown.outcome.reason == .action)
    #expect(shown.outcome.action?.label == "Settings")
    #expect(shown.stops == 1)
  }

  @Test("--timeout over a snackbar is the outcome, and ends the run even if an answer follows")
  func timeOut() throws {
    let shown = try Shown("snackbar", "Uploading", "--action", "Cancel", "--duration", "10")
    shown.wait(.seconds(1))
    shown.ending.timeOut()
    #expect(shown.ending.timedOut)
    #expect(shown.stops == 1)
    #expect(shown.outcome.reason == .timeout)
    shown.press(.enter)
    #expect(shown.ending.messageEnd == .action)
    #expect(shown.outcome.reason == .timeout, "the run was already ending")
  }

  @Test("with nothing ended, the renderer's reason is the outcome: an interrupt, a closed window")
  func interrupted() throws {
    let shown = try Shown("banner", "Syncing", "--action", "Stop")
    shown.wait(.seconds(60))
    #expect(!shown.ending.hasEnded, "a banner with actions waits")
    let outcome = shown.ending.outcome(of: shown.model, otherwise: .interrupted(signal: SIGINT))
    #expect(outcome.reason == .interrupted(signal: SIGINT))
    #expect(outcome.subcommand == .banner)
    #expect(shown.ending.outcome(of: shown.model, otherwise: .closed).reason == .dismissed)
    #expect(shown.ending.outcome(of: shown.model, otherwise: .stopped).reason == .programmatic)
    #expect(shown.stops == 0)
  }

  @Test("a modal the stage refuses is a usage failure with the presentation error's text")
  func refused() throws {
    let arguments = ["sheet", "--title", "Share", "--action", "Copy"]
    guard case .modal(let sheet) = CommandModel(try invocation(arguments)).content else {
      Issue.record("a sheet is a modal")
      return
    }
    let stage = Stage(
      clock: ManualClock(), size: Size(width: 120, height: 24), measurer: FixedWidthMeasurer())
    var refusal = ""
    do {
      try stage.present(sheet)
    } catch {
      refusal = error.description
    }
    #expect(!refusal.isEmpty, "a popover needs an anchor")
    do {
      _ = try Shown("sheet", "--title", "Share", "--action", "Copy", width: 120)
      Issue.record("an action sheet without an anchor showed in a regular-width stage")
    } catch let failure as CommandFailure {
      #expect(failure.exitStatus == ExitCode.usage)
      #expect(failure.message == refusal)
    }
  }
}

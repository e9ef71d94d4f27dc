@_spi(Renderer) import ScrimCore
import ScrimSystem

/// A box as line prompts, for screen readers (`SCRIM_ACCESSIBLE=1`, or TERM=dumb): the
/// accessible runner asks in reading order; a gauge prints its progress in steps; an
/// infobox prints its text and returns at once.
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

  func run(_ shown: CompatShownBox) -> CompatEnding {
    switch shown.box.kind {
    case .infobox:
      say(shown.dialog.title)
      say(shown.dialog.message)
      return CompatEnding(reason: .finished, value: nil)
    case .gauge:
      return followGauge(shown)
    default:
      let outcome = AccessibleRunner(io: io).run(CommandModel(showing: shown.dialog))
      // A pause that is not answered ends as its countdown would: as OK.
      if shown.box.kind == .pause, outcome.reason == .timeout {
        return CompatEnding(reason: .finished, value: nil)
      }
      return shown.ending(for: outcome.reason)
    }
  }

  /// Reads the gauge's input to its end; the accessible runner prints the title and text,
  /// then each step the core announces (every 10%, and every new text), never every
  /// percent.
  private func followGauge(_ shown: CompatShownBox) -> CompatEnding {
    let stage = Stage(
      clock: LineClock(), size: Size(width: 80, height: 24), measurer: TerminalTextMeasurer(),
      reducesMotion: true)
    let input = StandardLineIO(
      input: gaugeInput, output: -1, timeout: nil, maximumLineLength: 64 * 1024)
    var feed = GaugeFeed()
    var runner = AccessibleRunner(io: io)
    runner.progressFeed = {
      guard case .line(let line) = input.readLine(secure: false) else { return false }
      for update in feed.take(line) { shown.apply(update, program: program) }
      return true
    }
    _ = runner.run(shown.dialog, on: stage)
    return CompatEnding(reason: .finished, value: nil)
  }

  /// Writes user text made safe, a line of output for each of its lines.
  private func say(_ text: String?) {
    guard let text, !text.isBlank else { return }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      io.write(UserText.visible(String(line)) + "\n")
    }
  }
}

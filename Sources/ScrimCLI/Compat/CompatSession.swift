@_spi(Renderer) import ScrimCore
import ScrimSystem
import ScrimTerminal

/// One box on a renderer (a terminal or a window), shown through the session shell until
/// it ends.
///
/// `--timeout` and a pause's countdown run on the stage's clock; a gauge follows its input;
/// an infobox is drawn once and left.
@MainActor
final class CompatSession {
  let shown: ShownBox<CompatBox>
  let renderer: any SessionRenderer
  /// The program stood in for, whose text rules a gauge's new text follows.
  var program: CompatProgram = .whiptail
  /// Where a gauge reads its percentages.
  var gaugeInput: Int32 = STDIN_FILENO
  /// The chain's tail boxes beneath this one, which follow their files while it shows.
  var backgrounds: TailboxBackgrounds?

  init(shown: ShownBox<CompatBox>, renderer: any SessionRenderer) {
    self.shown = shown
    self.renderer = renderer
  }

  func run() async throws(CommandFailure) -> BoxEnding {
    let shell = SessionShell(
      renderer: renderer,
      asking: QuestionName(front: program.rawValue, kind: shown.box.kind.rawValue))
    let ending = shell.ending
    do {
      try shell.stage.present(shown.dialog) { result in ending.record(result) }
    } catch {
      throw CommandFailure(message: error.description, exitStatus: 255)
    }
    let box = shown.box
    if box.kind.endsAtOnce {
      try renderer.showOnce()
      return BoxEnding(reason: .finished, value: nil)
    }
    shell.limit(to: box.options.timeoutSeconds.map { .seconds($0) })
    backgrounds?.follow(on: shell)
    if box.kind == .gauge {
      let program = program
      shell.follow(GaugeReader.updates(of: gaugeInput)) { [shown] updates in
        for update in updates { shown.apply(update, program: program) }
      } finished: { [weak self] in
        self?.endByItself()
      }
    }
    if let body = shown.followedBody {
      try follow(box, into: body, on: shell)
    }
    if box.kind == .pause {
      // The meter runs down once a second; at zero the pause ends as if OK were chosen.
      let total = max(0, box.sizes.count > 2 ? box.sizes[2] : 0)
      if total == 0 { endByItself() }
      shell.countDown(from: total) { [weak self] left in
        guard let self else { return }
        self.shown.progress?.fraction = Double(left) / Double(total)
        if left == 0 { self.endByItself() }
      }
    }
    let end = try await shell.run(closesModal: true)
    return shown.ending(for: end.reason, highlights: end.highlights)
  }

  /// Follows a program box's input (stdin) to its end, or a tail box's file while it
  /// shows: a progress box then ends by itself, a program box offers OK.
  private func follow(
    _ box: CompatBox, into body: FollowedBody, on shell: SessionShell
  ) throws(CommandFailure) {
    if box.kind == .tailbox {
      let file: TailFile
      do {
        file = try TailFile(path: box.text)
      } catch {
        throw CommandFailure(message: error.message, exitStatus: 255)
      }
      body.append(file.newLines())
      shell.repeating(every: TailFile.interval) { body.append(file.newLines()) }
      return
    }
    shell.follow(FollowReader.lines(of: PrgboxCommand.input(for: box, otherwise: gaugeInput))) {
      lines in
      body.append(lines)
      shell.stage.discardHeldInput(count: lines.count)
    } finished: { [weak self] in
      guard let self else { return }
      if box.kind == .progressbox { return self.endByItself() }
      let labels = CompatLabels(program: self.program, options: box.options)
      self.shown.addButton(labels.ok, .ok)
      self.renderer.setNeedsDisplay()
    }
  }

  /// Ends a box that ends by itself (a gauge's input ran out, a pause's time): dismissed
  /// by the app, so it exits as OK.
  private func endByItself() {
    renderer.stage.dismiss(shown.dialog)
    renderer.setNeedsDisplay()
  }
}

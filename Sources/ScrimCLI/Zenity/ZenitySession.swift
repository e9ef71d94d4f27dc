import ScrimCore

/// One zenity box on a renderer (the terminal), shown through the session shell until it
/// ends: `--timeout` is the shell's time limit on the stage's clock, a progress box follows
/// its stdin, focus starts where zenity's does.
@MainActor
package final class ZenitySession {
  let shown: ShownBox<ZenityRequest>
  let renderer: any SessionRenderer
  /// Where a progress box reads its lines.
  var input: Int32

  package init(shown: ShownBox<ZenityRequest>, renderer: any SessionRenderer, input: Int32) {
    self.shown = shown
    self.renderer = renderer
    self.input = input
  }

  package func run() async throws(CommandFailure) -> BoxEnding {
    let request = shown.request
    let shell = SessionShell(
      renderer: renderer, asking: QuestionName(front: "zenity", kind: request.box.rawValue))
    let model = CommandModel(showing: shown.modal)
    try model.show(on: shell.stage, endingIn: shell.ending)
    shell.limit(to: request.timeout.flatMap { $0 > 0 ? .seconds($0) : nil })
    if request.box == .progress {
      let shown = shown
      let lines = GaugeReader.updates(of: input, skipsLongLines: true) {
        ZenityProgressLine.gaugeUpdates(of:)
      }
      shell.follow(lines) {
        [weak self] updates in
        for update in updates {
          // At 100% with --auto-close the box ends as OK.
          if shown.apply(ZenityProgressLine(update)) {
            self?.end()
            return
          }
        }
      } finished: { [weak self] in
        guard let self else { return }
        if self.shown.inputEnded() { return self.end() }
        self.renderer.setNeedsDisplay()
      }
    }
    let end = try await shell.run(closesModal: true)
    return shown.ending(for: model.outcome(for: end).reason, highlights: end.highlights)
  }

  /// Ends the box from outside (a progress box's `--auto-close`): dismissed by the app, so
  /// it ends as the OK its handler recorded.
  private func end() {
    renderer.stage.dismiss(shown.modal)
    renderer.setNeedsDisplay()
  }
}

@_spi(Renderer) import ScrimCore

/// The smallest renderer there is: a stage's snapshot as lines of plain text.
///
/// Input goes straight to the stage, with no terminal code at all. That it passes the same
/// scenarios as `TerminalApp` shows that every behaviour lives in the core.
@MainActor
final class TextStageRenderer {
  let stage: Stage

  init(stage: Stage) {
    self.stage = stage
  }

  /// The snapshot as lines, bottom layer first; the focused button is marked `>…<`.
  var lines: [String] {
    stage.snapshot().layers.flatMap { layer -> [String] in
      switch layer {
      case .modal(let state): return Self.lines(of: state)
      case .banner(let state):
        let actions = state.layout.buttons.buttons.map { button in
          Self.button(button.title, focused: state.focusedAction == button.index)
        }
        return [
          "banner: "
            + [state.banner.title ?? "", state.banner.description]
            .filter { !$0.isEmpty }.joined(separator: " — ")
        ] + actions
      case .snackbar(let state):
        let action = state.layout.action.map {
          Self.button($0.title, focused: state.isActionFocused)
        }
        return ["snackbar: " + state.message.text] + (action.map { [$0] } ?? [])
      }
    }
  }

  private static func lines(of state: ModalLayerState) -> [String] {
    var lines: [String] = []
    if let title = state.layout.title { lines += title.lines }
    if let message = state.layout.message { lines += message.lines }
    for item in state.layout.items {
      if case .progress(let progress)? = state.modal.controls.indices.contains(item.index)
        ? state.modal.controls[item.index] : nil
      {
        lines.append("progress: " + (progress.percentage.map { "\($0)%" } ?? "running"))
      } else {
        lines += item.lines
      }
    }
    for frame in state.layout.buttons.buttons {
      lines.append(button(frame.title, focused: state.focus == .action(frame.index)))
    }
    return lines
  }

  private static func button(_ title: String, focused: Bool) -> String {
    focused ? ">\(title)<" : "[\(title)]"
  }
}

@_spi(Renderer) import ScrimCore

/// The smallest renderer there is: a stage's scene as lines of plain text.
///
/// Input goes straight to the stage, with no terminal code at all. That it passes the same
/// scenarios as `TerminalApp` shows that every behaviour lives in the core.
@MainActor
final class TextStageRenderer {
  let stage: Stage

  init(stage: Stage) {
    self.stage = stage
  }

  /// The scene as lines, bottom layer first; the focused button is marked `>…<`.
  var lines: [String] {
    stage.scene().layers.flatMap { layer -> [String] in
      switch layer {
      case .modal(let state): return Self.lines(of: state)
      case .banner(let state):
        let actions = state.layout.buttons.buttons.map { button in
          Self.button(button.title, focused: state.focusedAction == button.index)
        }
        let texts = state.accessibility.children.filter {
          [.heading, .staticText].contains($0.role)
        }
        return ["banner: " + texts.map(\.label).joined(separator: " — ")] + actions
      case .snackbar(let state):
        let action = state.layout.action.map {
          Self.button($0.title, focused: state.isActionFocused)
        }
        let text = state.accessibility.children.first { $0.role == .staticText }?.label ?? ""
        return ["snackbar: " + text] + (action.map { [$0] } ?? [])
      }
    }
  }

  private static func lines(of state: ModalLayerState) -> [String] {
    var lines: [String] = []
    if let title = state.layout.title { lines += title.lines }
    if let message = state.layout.message { lines += message.lines }
    for item in state.layout.items {
      if case .progress(let progress)? = state.control(item.index) {
        lines.append("progress: " + (progress.percentage.map { "\($0)%" } ?? "running"))
      } else if case .textArea(let view)? = state.control(item.index) {
        lines += view.rows.map { "| " + $0 }
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
